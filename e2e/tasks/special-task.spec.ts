import { expect, test } from '@playwright/test';
import { adminToken, signInAdmin } from '../support/admin-session';
import { gradientPng } from '../support/png';
import {
  approveTask,
  balanceName,
  headerBalance,
  heading,
  memberWithBrowser,
  partnerWithBrowser,
  passesAxe,
  photoBothWays,
  screensContext,
} from '../support/tasks';

test('a partner asks for a photo proof checked by admins; a member sends one; an admin approves it and the member is paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `A photo of your breakfast ${stamp}`;
  // Becoming a partner and getting coins are journey 1's (video-task.spec.ts): here through the API.
  const partner = await partnerWithBrowser(browser, 'sppartner', 500);
  const p = partner.page;
  let taskId = '';

  await test.step('the partner writes the special task and saves it as a draft', async () => {
    await p.goto('/betogether/partners/special-task/create');
    await expect(p.getByRole('heading', { level: 1, name: 'New special task' })).toBeVisible();
    await p.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await p
      .getByRole('textbox', { name: 'Instructions' })
      .fill('Take a photo of your breakfast table this morning and send it.');
    await p.getByRole('radio', { name: /^A photo/ }).check();
    await p.getByRole('radio', { name: 'The BeTogether team' }).check();
    await p.getByRole('textbox', { name: 'Reward per completion' }).fill('40');
    await p.getByRole('textbox', { name: 'Number of completions' }).fill('2');
    // (40 + 10 % fee) × 2 places, out of 500.
    const summary = p.getByTestId('task-summary');
    await expect(summary).toContainText('88');
    await expect(summary).toContainText('412');
    await p.getByRole('button', { name: 'Save draft' }).click();
    await expect(p.getByText('Draft saved.')).toBeVisible();
    await expect(p).toHaveURL(/\/betogether\/partners\/special-task\/create\?draft=[0-9a-f-]{36}$/);
    taskId = new URL(p.url()).searchParams.get('draft') ?? '';
  });

  await test.step('the draft comes back in the form after a reload, on a phone in French too', async () => {
    await photoBothWays(p, 'create-special', async (look) => {
      await expect(heading(p, look, { en: 'New special task', fr: 'Nouvelle tâche spéciale' })).toBeVisible();
      await expect(p.locator('input[name="title"]')).toHaveValue(title);
      await expect(p.locator('input[name="rewardCoins"]')).toHaveValue('40');
    });
    await expect(p.getByRole('radio', { name: 'The BeTogether team' })).toBeChecked();
  });

  await test.step('the partner publishes it: 88 coins set aside, sent to review', async () => {
    await p.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Publish this task?' });
    await expect(dialog.getByText(/^88 coins will be set aside from your balance/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(p).toHaveURL(/\/betogether\/partners\/dashboard-partners$/);
    await expect(p.getByTestId('task-row').filter({ hasText: title }).getByText('In review')).toBeVisible();
    await expect(headerBalance(p)).toHaveText('412');
  });

  // Approving a task through the admin screen is journey 1's: here through the API.
  await approveTask(request, taskId);
  const member = await memberWithBrowser(browser, 'prover');
  const m = member.page;

  await test.step('a member opens the special task from its list: the dialog asks for a photo', async () => {
    await m.goto('/betogether/users/special-task');
    await expect(m.getByRole('heading', { level: 1, name: 'Special tasks' })).toBeVisible();
    const card = m.getByTestId('task-card').filter({ hasText: title });
    await expect(card).toContainText('Photo proof');
    await expect(card).toContainText('2 places left');
    await card.getByRole('heading', { name: title }).click();
    await expect(m).toHaveURL(new RegExp(`/betogether/users/special-task\\?task=${taskId}$`));
    await photoBothWays(m, 'special-dialog', async (look) => {
      const dialog = m.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('heading', {
          name: look.lang === 'en' ? 'Send a photo as proof' : 'Envoyez une photo comme preuve',
        }),
      ).toBeVisible();
    });
  });

  await test.step('the member chooses a photo, waits for the upload and sends it for review', async () => {
    const dialog = m.getByRole('dialog', { name: title });
    await expect(
      dialog.getByText('Take a photo of your breakfast table this morning and send it.'),
    ).toBeVisible();
    await dialog
      .getByTestId('proof-photo-input')
      .setInputFiles({ name: 'breakfast.png', mimeType: 'image/png', buffer: gradientPng(480, 320) });
    await expect(dialog.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose another photo' })).toBeVisible();
    // Uploaded: no progress bar any more.
    await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await expect(dialog.getByRole('heading', { name: 'Sent for review' })).toBeVisible();
    await expect(
      dialog.getByText('A reviewer checks your proof. You get the coins once it is approved.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(headerBalance(m)).toHaveAccessibleName(balanceName('0'));
  });

  await test.step('the tasks hub shows the proof waiting for review', async () => {
    await m.goto('/betogether/users/dashboard-tasks?history=pending');
    await expect(m.getByTestId('tasks-pending')).toHaveText('1');
    const row = m.getByTestId('history-row').filter({ hasText: title });
    await expect(row.getByText('In review', { exact: true })).toBeVisible();
    await passesAxe(m);
  });

  await test.step('an admin sees the photo in the Proofs tab and approves it', async () => {
    const context = await browser.newContext(screensContext);
    const admin = await context.newPage();
    await signInAdmin(admin, await adminToken(admin.request));
    await admin.goto('/admin_betogether/dashboard-special-task');
    await expect(admin.getByRole('heading', { level: 1, name: 'Tasks review' })).toBeVisible();
    await admin.getByRole('tab', { name: /^Proofs/ }).click();
    await expect(admin).toHaveURL(/tab=proofs/);
    const label = `Proof by ${member.person.firstName} Durand for “${title}”`;
    const item = admin.getByRole('listitem', { name: label });
    const proof = item.getByRole('img', { name: `Photo sent by ${member.person.firstName} Durand` });
    await expect(proof).toBeVisible();
    // The private photo really loads through its signed link.
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await photoBothWays(admin, 'admin', async (look) => {
      await expect(heading(admin, look, { en: 'Tasks review', fr: 'Vérification des tâches' })).toBeVisible();
      await expect(admin.getByTestId('queue-item').filter({ hasText: title })).toBeVisible();
    });
    await item.getByRole('button', { name: 'Approve and pay' }).click();
    await expect(admin.getByText(`Proof approved: ${member.person.firstName} Durand is paid.`)).toBeVisible();
    await expect(item).toHaveCount(0);
    await context.close();
  });

  await test.step('the member is paid: the header follows, and the tasks hub lists it as done', async () => {
    await expect(headerBalance(m)).toHaveAccessibleName(balanceName('40'));
    await m
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tasks', exact: true })
      .click();
    await expect(m.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await expect(m.getByTestId('tasks-done')).toHaveText('1');
    await expect(m.getByTestId('tasks-earned')).toContainText('40');
    const row = m.getByTestId('history-row').filter({ hasText: title });
    await expect(row).toContainText('+40');
    await expect(row.getByText('Done', { exact: true })).toBeVisible();
    await m.getByRole('tab', { name: 'Pending' }).click();
    await expect(m.getByText('Nothing waiting for review')).toBeVisible();
    await m.getByRole('tab', { name: 'Done' }).click();
    await photoBothWays(m, 'hub', async (look) => {
      await expect(heading(m, look, { en: 'Tasks', fr: 'Tâches' })).toBeVisible();
      await expect(m.getByTestId('history-row').filter({ hasText: title })).toBeVisible();
      // The earnings chart (its own chunk) has drawn the day.
      await expect(m.locator('section[aria-labelledby="tasks-chart-title"] svg').first()).toBeVisible();
    });
  });

  await member.context.close();
  await partner.context.close();
});
