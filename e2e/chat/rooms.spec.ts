import { expect, type Page, test } from '@playwright/test';
import { adminToken, signInAdmin } from '../support/admin-session';
import {
  bubbles,
  composer,
  gotoLive,
  lookLike,
  makeFriends,
  memberInBrowser,
  photographer,
  send,
} from '../support/chat';
import { passesAxe, screensContext } from '../support/tasks';

/** Community rooms and private discussions ([10]), each side in a browser of its own. */

const ROOMS = '/betogether/conversation/community';
const PRIVATE = '/betogether/private_discussion/discussion';
const photo = photographer('rooms');

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('an admin opens a room; a member finds it from the menu, joins and writes; muted by the owner, they are told until when', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const roomName = `Runners ${tag}`;
  const adminContext = await browser.newContext(screensContext);
  const admin = await adminContext.newPage();
  await signInAdmin(admin, await adminToken(admin.request));
  const ana = await memberInBrowser(browser, 'roomana', 'Anaïs');

  await test.step('the admin opens a new room from the rooms’ page', async () => {
    await gotoLive(admin, '/social/feed');
    await mainNav(admin).getByRole('link', { name: 'Community rooms' }).click();
    await expect(admin).toHaveURL(new RegExp(`${ROOMS}$`));
    await admin.getByRole('main').getByRole('button', { name: 'New room' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'New room' });
    await dialog.getByRole('button', { name: 'Open the room' }).click();
    await expect(dialog.getByText('Name the room.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Room name/ }).fill(roomName);
    await dialog
      .getByRole('textbox', { name: 'What it is about' })
      .fill('Routes, times and Sunday meet-ups.');
    await dialog.getByRole('button', { name: 'Open the room' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: roomName })).toBeVisible();
    await expect(composer(admin)).toBeVisible();
  });

  await test.step('Anaïs finds it from the menu, joins and writes; the admin reads it live', async () => {
    await mainNav(ana.page).getByRole('link', { name: 'Community rooms' }).click();
    await ana.page.getByRole('searchbox', { name: 'Search the rooms' }).fill(tag);
    await expect(ana.page.getByTestId('chat-room')).toHaveCount(1);
    await expect(ana.page.getByTestId('chat-room')).toContainText('Routes, times and Sunday meet-ups.');
    // The search's own answer, not the list before it (dimmed while the search runs).
    await expect(ana.page.locator('ul[aria-busy="true"]')).toHaveCount(0);
    await photo(ana.page, 'directory', { width: 1440, theme: 'light' });
    await passesAxe(ana.page);
    await ana.page.getByRole('button', { name: `Join ${roomName}` }).click();
    await expect(ana.page.getByRole('heading', { level: 2, name: roomName })).toBeVisible();
    await send(ana.page, 'Who runs on Sunday?');
    await expect(bubbles(admin, 'Who runs on Sunday?')).toHaveCount(1);
    await expect(ana.page.getByTestId('chat-room').getByText('Joined')).toBeVisible();
  });

  await test.step('the admin (its owner) mutes Anaïs for an hour from the room’s details', async () => {
    await admin.getByRole('button', { name: 'Room details' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Room details' });
    const writers = drawer.getByRole('list', { name: 'People who wrote lately' });
    await writers.getByRole('button', { name: `Moderate ${ana.name}` }).click();
    await expect(admin.getByRole('menuitem', { name: 'Make moderator' })).toBeVisible();
    await admin.getByRole('menuitem', { name: 'For 1 hour' }).click();
    await expect(admin.getByText(new RegExp(`^${ana.name} is muted until `))).toBeVisible();
    await expect(writers.getByText(/^Muted until /)).toBeVisible();
    await photo(admin, 'moderation', { width: 1440, theme: 'light' });
  });

  await test.step('Anaïs sees at once that she cannot write, and until when', async () => {
    const notice = ana.page.getByTestId('chat-silenced');
    await expect(notice).toContainText(
      /A moderator muted you in this room until .+: you can read, not write\./,
    );
    await expect(composer(ana.page)).toHaveCount(0);
    await expect(bubbles(ana.page, 'Who runs on Sunday?')).toHaveCount(1);
    await lookLike(ana.page, { width: 1440, theme: 'dark' });
    await expect(notice).toBeVisible();
    await photo(ana.page, 'muted', { width: 1440, theme: 'dark' });
    await passesAxe(ana.page);
    await lookLike(ana.page, { width: 375, theme: 'light' });
    await expect(notice).toBeVisible();
    await photo(ana.page, 'muted', { width: 375, theme: 'light' });
    await ana.page.getByRole('button', { name: 'Back to the conversations' }).click();
    await expect(ana.page.getByRole('heading', { level: 1, name: 'Community rooms' })).toBeVisible();
    await expect(ana.page.getByTestId('chat-room').first()).toBeVisible();
    await photo(ana.page, 'directory', { width: 375, theme: 'light' });
    await lookLike(ana.page, { width: 375, theme: 'dark' });
    await expect(ana.page.getByTestId('chat-room').first()).toBeVisible();
    await photo(ana.page, 'directory', { width: 375, theme: 'dark' });
    await passesAxe(ana.page);
  });

  await adminContext.close();
  await ana.context.close();
});

test('a member starts a private discussion with a friend, who finds it among their private discussions', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const title = `Book club ${tag}`;
  const ana = await memberInBrowser(browser, 'privana', 'Anaïs');
  const ben = await memberInBrowser(browser, 'privben', 'Benedikt');
  await makeFriends(ana.page.request, ana, ben);

  await test.step('Anaïs starts it from the menu, with Benedikt, and writes', async () => {
    await mainNav(ana.page).getByRole('link', { name: 'Private discussions' }).click();
    await expect(ana.page).toHaveURL(new RegExp(`${PRIVATE}$`));
    await expect(ana.page.getByText('No private discussions yet')).toBeVisible();
    await photo(ana.page, 'private-empty', { width: 1440, theme: 'light' });
    await ana.page.getByRole('main').getByRole('button', { name: 'New private discussion' }).click();
    const dialog = ana.page.getByRole('dialog', { name: 'New private discussion' });
    await dialog.getByRole('textbox', { name: /Discussion name/ }).fill(title);
    await dialog.getByRole('checkbox', { name: ben.name }).check();
    await dialog.getByRole('button', { name: 'Start the discussion' }).click();
    await expect(ana.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await send(ana.page, 'First meeting on Friday?');
    await expect(bubbles(ana.page, 'First meeting on Friday?')).toHaveCount(1);
  });

  await test.step('Benedikt finds it in his private discussions and reads it', async () => {
    await mainNav(ben.page).getByRole('link', { name: 'Private discussions' }).click();
    const row = ben.page.getByTestId('chat-conversation').filter({ hasText: title });
    await expect(row).toBeVisible();
    await row.click();
    await expect(bubbles(ben.page, 'First meeting on Friday?')).toHaveCount(1);
    await photo(ben.page, 'private', { width: 1440, theme: 'light' });
    await passesAxe(ben.page);
    await ben.page.getByRole('button', { name: 'Discussion details' }).click();
    const drawer = ben.page.getByRole('dialog', { name: 'Discussion details' });
    await expect(drawer.getByText('Only its owner invites and removes people.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the owner’s details on a phone, dark', async () => {
    await lookLike(ana.page, { width: 375, theme: 'dark' });
    await expect(bubbles(ana.page, 'First meeting on Friday?')).toBeVisible();
    await photo(ana.page, 'private', { width: 375, theme: 'dark' });
    await ana.page.getByRole('button', { name: 'Discussion details' }).click();
    const drawer = ana.page.getByRole('dialog', { name: 'Discussion details' });
    await expect(
      drawer.getByRole('button', { name: `Remove ${ben.name} from the discussion` }),
    ).toBeVisible();
    await photo(ana.page, 'private-details', { width: 375, theme: 'dark' });
  });

  for (const person of [ana, ben]) await person.context.close();
});
