import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { withToken } from '../support/accounts';
import { adminToken } from '../support/admin-session';
import {
  bubbles,
  gotoLive,
  type Look,
  lookLike,
  memberInBrowser,
  photographer,
  screenshotPath,
  send,
  thread,
} from '../support/chat';
import { gradientPng } from '../support/png';
import { approveTask, passesAxe } from '../support/tasks';
import { untilMediaReady } from '../support/uploads';

/** Partner chat ([10]): a member asks a partner about a task; the partner answers and resolves. */

const PARTNER_CHAT = '/betogether/conversation/chat-user-partners';
const shoot = photographer('chat-partner');

/** The person becomes a partner (the spec's /api/chnageRole) with coins from the admin: their id. */
async function makePartner(request: APIRequestContext, token: string): Promise<string> {
  const switched = await request.post('/api/chnageRole', {
    headers: withToken(token),
    data: { role: 'partner' },
  });
  expect(switched.status(), await switched.text()).toBe(200);
  const userId = ((await switched.json()) as { data: { user: { id: string } } }).data.user.id;
  const credited = await request.post('/api/admin/wallet/adjustments', {
    headers: { ...withToken(await adminToken(request)), 'idempotency-key': crypto.randomUUID() },
    data: { userId, coins: 500, reason: 'e2e: coins for a partner’s task' },
  });
  expect(credited.status(), await credited.text()).toBe(201);
  return userId;
}

/** A live picture task of the partner (API: a picture uploaded, the task published and approved). */
async function livePictureTask(request: APIRequestContext, token: string, title: string): Promise<string> {
  const bytes = gradientPng(640, 360);
  const created = await request.post('/api/uploads', {
    headers: withToken(token),
    data: { purpose: 'task-picture', size: bytes.length, contentType: 'image/png', fileName: 'shop.png' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const session = (await created.json()) as { id: string };
  const sent = await request.patch(`/api/uploads/${session.id}`, {
    headers: { ...withToken(token), 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const mediaId = ((await sent.json()) as { media: { id: string } }).media.id;
  await untilMediaReady(request, token, mediaId);
  const draft = await request.post('/api/partner/tasks', {
    headers: withToken(token),
    data: {
      kind: 'picture',
      title,
      instructions: 'Look at our new shop window.',
      rewardCoins: 10,
      completions: 3,
      pictureIds: [mediaId],
      viewSeconds: 10,
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const taskId = ((await draft.json()) as { id: string }).id;
  const published = await request.post(`/api/partner/tasks/${taskId}/publish`, {
    headers: { ...withToken(token), 'idempotency-key': crypto.randomUUID() },
  });
  expect(published.status(), await published.text()).toBe(200);
  if (((await published.json()) as { status: string }).status === 'in_review')
    await approveTask(request, taskId);
  return taskId;
}

const statusBar = (page: Page) => page.getByTestId('partner-thread-bar');

/**
 * The screen at each of these widths and themes for people to look at
 * (`chat-partner-<screen>-<width>-<theme>.png`, checked to fit the width); `ready` waits until it is
 * drawn again. The page goes back to 1440 light.
 */
async function photo(page: Page, screen: string, looks: Look[], ready: () => Promise<void>) {
  for (const look of looks) {
    await lookLike(page, look);
    await ready();
    await shoot(page, screen, look);
  }
  await lookLike(page, { width: 1440, theme: 'light' });
  await ready();
}

const bothLooks: Look[] = [
  { width: 1440, theme: 'light' },
  { width: 375, theme: 'dark' },
];

test('a member asks the partner about a task; the partner answers from the queue and resolves; the member sees both', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `Our new shop window ${stamp}`;
  const partner = await memberInBrowser(browser, 'pcpartner', 'Atelier');
  await makePartner(partner.page.request, partner.token);
  const taskId = await livePictureTask(request, partner.token, title);
  const member = await memberInBrowser(browser, 'pcmember', 'Noor');
  const m = member.page;
  const p = partner.page;
  const question = `Does the window change every week? ${stamp}`;
  const answer = `Every Monday, come and see! ${stamp}`;

  await test.step('the member opens the task and chooses "Ask the partner": the form names the partner and the task', async () => {
    await m.goto(`/betogether/users/pictures-task/show-picture/${taskId}`);
    await expect(m.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await photo(m, 'task', bothLooks, async () => {
      await expect(m.getByRole('link', { name: 'Ask the partner' })).toBeVisible();
    });
    await m.getByRole('link', { name: 'Ask the partner' }).click();
    await expect(m).toHaveURL(
      new RegExp(`${PARTNER_CHAT}\\?partner=[0-9a-f-]{36}&subject=task&task=${taskId}$`),
    );
    await expect(m.getByText(partner.name)).toBeVisible();
    await expect(m.getByRole('radio', { name: `This task: “${title}”` })).toBeChecked();
    await photo(m, 'new-question', bothLooks, async () => {
      await expect(m.getByRole('radio', { name: `This task: “${title}”` })).toBeVisible();
    });
    await passesAxe(m);
  });

  await test.step('the member writes the question: the thread opens, open, about the task', async () => {
    await m.getByRole('button', { name: 'Send' }).click();
    await expect(m.getByText('Write your question.')).toBeVisible();
    await m.getByRole('textbox', { name: /Your question/ }).fill(question);
    await m.getByRole('button', { name: 'Send' }).click();
    await expect(m).toHaveURL(new RegExp(`${PARTNER_CHAT}\\?c=[0-9a-f-]{36}$`));
    await expect(bubbles(m, question)).toHaveCount(1);
    await expect(statusBar(m).getByText('Open', { exact: true })).toBeVisible();
    await expect(statusBar(m).getByText('About a task')).toBeVisible();
    await expect(m.getByRole('heading', { level: 2, name: partner.name })).toBeVisible();
    await expect(m.getByTestId('partner-thread').filter({ hasText: partner.name })).toContainText('Open');
  });

  await test.step('the partner finds it in the queue of open questions, answers and resolves it', async () => {
    await gotoLive(p, PARTNER_CHAT);
    await expect(p.getByRole('tab', { name: 'To answer' })).toHaveAttribute('aria-selected', 'true');
    const row = p.getByTestId('partner-thread').filter({ hasText: member.name });
    await expect(row).toContainText('About a task');
    await expect(row).toContainText(question);
    await row.click();
    await expect(bubbles(p, question)).toHaveCount(1);
    await send(p, answer);
    await expect(bubbles(m, answer)).toHaveCount(1);
    await photo(p, 'queue', bothLooks, async () => {
      await expect(bubbles(p, answer)).toHaveCount(1);
    });
    await passesAxe(p);
    await statusBar(p).getByRole('button', { name: 'Mark resolved' }).click();
    await expect(p.getByText('Marked resolved.')).toBeVisible();
    await expect(statusBar(p).getByText('Resolved', { exact: true })).toBeVisible();
    await expect(p.getByTestId('partner-thread').filter({ hasText: member.name })).toHaveCount(0);
    await p.getByRole('tab', { name: 'Resolved' }).click();
    await expect(p.getByTestId('partner-thread').filter({ hasText: member.name })).toHaveCount(1);
    await p.goto(`${PARTNER_CHAT}?view=queue&status=resolved`);
    await photo(p, 'queue-resolved', [{ width: 375, theme: 'light' }], async () => {
      await expect(p.getByTestId('partner-thread').filter({ hasText: member.name })).toContainText(
        'You marked the question resolved',
      );
    });
    await p.getByRole('button', { name: 'Support team' }).click();
    const team = p.getByRole('dialog', { name: 'Support team' });
    await expect(team.getByText('Nobody yet: add people from your friends below.')).toBeVisible();
    await p.screenshot({
      path: screenshotPath('chat-partner-support-team-1440-light.png'),
      animations: 'disabled',
    });
    await p.keyboard.press('Escape');
    await expect(team).toBeHidden();
  });

  await test.step('the member sees the answer and "Resolved", live', async () => {
    await expect(statusBar(m).getByText('Resolved', { exact: true })).toBeVisible();
    await expect(thread(m).getByText(`${partner.name} marked the question resolved`)).toBeVisible();
    await expect(m.getByTestId('partner-thread').filter({ hasText: partner.name })).toContainText('Resolved');
    await photo(m, 'resolved', bothLooks, async () => {
      await expect(bubbles(m, answer)).toHaveCount(1);
      await expect(statusBar(m).getByText('Resolved', { exact: true })).toBeVisible();
    });
  });
});
