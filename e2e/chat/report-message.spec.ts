import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { adminToken, signInAdmin } from '../support/admin-session';
import { passesAxe, screensContext } from '../support/tasks';

/** [10] "report a message (it reaches moderators with context)": a member reports, an admin removes. */

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');
type Look = { width: 375 | 1440; theme: 'light' | 'dark' };

/** A fresh member with a first name of their own, signed in (token in the browser), on the feed. */
async function personWithBrowser(browser: Browser, prefix: string, firstName: string) {
  const context = await browser.newContext(screensContext);
  const page = await context.newPage();
  await page.goto('/');
  const person = await registerVerified(page.request, page, { ...newPerson(prefix), firstName });
  const token = await logInThroughApi(page.request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  const profile = await page.request.get(`/api/profiles/${person.username}`, { headers: withToken(token) });
  const id = ((await profile.json()) as { person: { id: string } }).person.id;
  return { page, context, person, token, id, name: `${firstName} Durand` };
}

/** Opens `url` and waits until its socket is connected: what the server pushes from then on arrives. */
async function gotoLive(page: Page, url: string) {
  const connected = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      });
    });
  });
  await page.goto(url);
  await connected;
}

/** The page at this width and theme, photographed (`chat-report-<screen>-<width>-<theme>.png`). */
async function photo(page: Page, screen: string, look: Look, ready: () => Promise<void>) {
  await page.evaluate((theme) => localStorage.setItem('theme', theme), look.theme);
  await page.setViewportSize({ width: look.width, height: look.width === 375 ? 812 : 900 });
  await page.reload();
  await ready();
  const fits = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth <= window.innerWidth;
  });
  expect.soft(fits, `${screen} at ${look.width} px: no sideways scrolling`).toBe(true);
  await page.screenshot({
    path: path.join(screenshotDir, `chat-report-${screen}-${look.width}-${look.theme}.png`),
    animations: 'disabled',
  });
}

test('a member reports a message; an admin reads it with the messages before it and removes it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ana = await personWithBrowser(browser, 'reportana', 'Anouk');
  const ben = await personWithBrowser(browser, 'reportben', 'Bertrand');
  const tag = randomUUID().slice(0, 8);
  const nasty = `Tom is useless, nobody wants him there ${tag}`;
  let conversation = '';

  await test.step('Ben and Anouk talk (through the API: the journey is the report)', async () => {
    const opened = await ben.page.request.post('/api/conversations/direct', {
      headers: withToken(ben.token),
      data: { userId: ana.id },
    });
    expect([200, 201], await opened.text()).toContain(opened.status());
    conversation = ((await opened.json()) as { id: string }).id;
    for (const [who, text] of [
      [ana, 'Are you coming to the picnic on Sunday?'],
      [ben, 'Maybe. Who else is coming?'],
      [ana, 'Léa and Tom'],
      [ben, nasty],
    ] as const) {
      const sent = await who.page.request.post(`/api/conversations/${conversation}/messages`, {
        headers: withToken(who.token),
        data: { clientId: randomUUID(), text },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
  });

  const bubble = (page: Page) => page.getByRole('log').getByTestId('chat-message').filter({ hasText: tag });

  await test.step('Anouk reports Ben’s message from its menu', async () => {
    await gotoLive(ana.page, `/betogether/conversation/inbox?c=${conversation}`);
    await bubble(ana.page).hover();
    await bubble(ana.page).getByRole('button', { name: 'More actions' }).click();
    await ana.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = ana.page.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog.getByText(/will see this message with the few messages before it/)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('He keeps mocking Tom');
    await ana.page.screenshot({ path: path.join(screenshotDir, 'chat-report-dialog-1440-light.png') });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(
      ana.page.getByText('Thank you. Our moderators will review it and tell you what they decided.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const admin = await browser.newContext(screensContext);
  const adminPage = await admin.newPage();
  await test.step('the admin finds the message case, with the conversation and what came before', async () => {
    await signInAdmin(adminPage, await adminToken(adminPage.request));
    await adminPage.goto('/admin_betogether/moderation?kind=message');
    await expect(adminPage.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
    const item = adminPage.getByRole('button', { name: new RegExp(tag) });
    await expect(item).toContainText('Harassment or bullying · 1');
    await item.click();
    const dialog = adminPage.getByRole('dialog', { name: 'Case: Message' });
    await expect(dialog.getByText('In a conversation: direct messages between two people')).toBeVisible();
    const lines = dialog
      .getByRole('list', { name: /^The reported message and the messages just before it/ })
      .getByRole('listitem');
    await expect(lines).toHaveCount(4);
    await expect(lines.nth(0)).toContainText(`${ana.name}`);
    await expect(lines.nth(0)).toContainText('Are you coming to the picnic on Sunday?');
    await expect(lines.nth(1)).toContainText('Maybe. Who else is coming?');
    await expect(lines.nth(2)).toContainText('Léa and Tom');
    await expect(lines.nth(3)).toContainText('Reported');
    await expect(lines.nth(3)).toContainText(nasty);
    await expect(dialog.getByText('He keeps mocking Tom')).toBeVisible();
    await passesAxe(adminPage);

    const ready = () => expect(dialog.getByText(nasty)).toBeVisible();
    for (const look of [
      { width: 1440, theme: 'light' },
      { width: 1440, theme: 'dark' },
      { width: 375, theme: 'light' },
      { width: 375, theme: 'dark' },
    ] as const)
      await photo(adminPage, 'case', look, ready);
    await adminPage.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('the admin removes it: Anouk’s open thread shows it deleted, live', async () => {
    const dialog = adminPage.getByRole('dialog', { name: 'Case: Message' });
    await dialog.getByRole('radio', { name: 'Remove the content' }).check();
    await dialog.getByRole('button', { name: 'Confirm the decision' }).click();
    await expect(dialog.getByText(/^Removed by /)).toBeVisible();
    await expect(dialog.getByText('No longer online: shown as it was last reported.')).toBeVisible();
    // The case keeps what was said; the conversation no longer does.
    await expect(dialog.getByText(nasty)).toBeVisible();

    await expect(ana.page.getByText(nasty)).toHaveCount(0);
    const thread = ana.page.getByRole('log').getByTestId('chat-message');
    await expect(thread.filter({ hasText: 'Removed by the moderators' })).toHaveCount(1);
    await expect(thread.filter({ hasText: 'Léa and Tom' })).toHaveCount(1);
  });

  await test.step('Ben, its author, reads it as removed by the moderators (not as deleted by himself)', async () => {
    await ben.page.goto(`/betogether/conversation/inbox?c=${conversation}`);
    const thread = ben.page.getByRole('log').getByTestId('chat-message');
    await expect(thread.filter({ hasText: 'Maybe. Who else is coming?' })).toHaveCount(1);
    await expect(thread.filter({ hasText: 'Removed by the moderators' })).toHaveCount(1);
    await expect(ben.page.getByText(nasty)).toHaveCount(0);
  });

  for (const context of [ana.context, ben.context, admin]) await context.close();
});
