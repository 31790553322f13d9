import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken, signInAdmin } from '../support/admin-session';
import {
  bubbles,
  gotoLive,
  lookLike,
  memberInBrowser,
  openDirect,
  photographer,
  postMessage,
  screenshotPath,
} from '../support/chat';
import { dialogPassesAxe, passesAxe, screensContext } from '../support/tasks';

/** [10] "report a message (it reaches moderators with context)": a member reports, an admin removes. */

const photo = photographer('chat-report');

test('a member reports a message; an admin reads it with the messages before it and removes it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ana = await memberInBrowser(browser, 'reportana', 'Anouk');
  const ben = await memberInBrowser(browser, 'reportben', 'Bertrand');
  const tag = randomUUID().slice(0, 8);
  const nasty = `Tom is useless, nobody wants him there ${tag}`;
  let conversation = '';

  await test.step('Ben and Anouk talk (through the API: the journey is the report)', async () => {
    conversation = await openDirect(ben.page.request, ben, ana);
    for (const [who, text] of [
      [ana, 'Are you coming to the picnic on Sunday?'],
      [ben, 'Maybe. Who else is coming?'],
      [ana, 'Léa and Tom'],
      [ben, nasty],
    ] as const)
      await postMessage(who.page.request, who, conversation, text);
  });

  await test.step('Anouk reports Ben’s message from its menu', async () => {
    await gotoLive(ana.page, `/betogether/conversation/inbox?c=${conversation}`);
    await bubbles(ana.page, tag).hover();
    await bubbles(ana.page, tag).getByRole('button', { name: 'More actions' }).click();
    await ana.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = ana.page.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog.getByText(/will see this message with the few messages before it/)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('He keeps mocking Tom');
    await ana.page.screenshot({ path: screenshotPath('chat-report-dialog-1440-light.png') });
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
    await passesAxe(adminPage);
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
    // The case's dialog itself (the queue behind it, under the backdrop, is no one's to read now).
    await dialogPassesAxe(adminPage);

    const ready = () => expect(dialog.getByText(nasty)).toBeVisible();
    for (const look of [
      { width: 1440, theme: 'light' },
      { width: 1440, theme: 'dark' },
      { width: 375, theme: 'light' },
      { width: 375, theme: 'dark' },
    ] as const) {
      await lookLike(adminPage, look);
      await ready();
      await photo(adminPage, 'case', look);
    }
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
    await expect(bubbles(ana.page, 'Removed by the moderators')).toHaveCount(1);
    await expect(bubbles(ana.page, 'Léa and Tom')).toHaveCount(1);
  });

  await test.step('Ben, its author, reads it as removed by the moderators (not as deleted by himself)', async () => {
    await ben.page.goto(`/betogether/conversation/inbox?c=${conversation}`);
    await expect(bubbles(ben.page, 'Maybe. Who else is coming?')).toHaveCount(1);
    await expect(bubbles(ben.page, 'Removed by the moderators')).toHaveCount(1);
    await expect(ben.page.getByText(nasty)).toHaveCount(0);
  });

  for (const context of [ana.context, ben.context, admin]) await context.close();
});
