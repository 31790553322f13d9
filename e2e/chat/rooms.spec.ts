import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { adminToken, signInAdmin } from '../support/admin-session';
import { passesAxe, screensContext } from '../support/tasks';

/** Community rooms and private discussions ([10]), each side in a browser of its own. */

const ROOMS = '/betogether/conversation/community';
const PRIVATE = '/betogether/private_discussion/discussion';
const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

type Look = { width: 375 | 1440; theme: 'light' | 'dark' };

/** A fresh member with a first name of their own, signed in (token in the browser), on the feed. */
async function memberWithBrowser(browser: Browser, prefix: string, firstName: string) {
  const context = await browser.newContext(screensContext);
  const page = await context.newPage();
  await page.goto('/');
  const person = await registerVerified(page.request, page, { ...newPerson(prefix), firstName });
  const token = await logInThroughApi(page.request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  const profile = await page.request.get(`/api/profiles/${person.username}`, { headers: withToken(token) });
  const id = ((await profile.json()) as { person: { id: string } }).person.id;
  await live(page, () => page.goto('/social/feed'));
  return { page, context, person, token, id, name: `${firstName} Durand` };
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const bubbles = (page: Page, text: string): Locator =>
  page.getByRole('log').getByTestId('chat-message').filter({ hasText: text });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/**
 * Waits for the page's socket to connect while `go` loads a page: what the server pushes from then
 * on reaches it (a move inside the app keeps the socket it has).
 */
async function live(page: Page, go: () => Promise<unknown>) {
  const connected = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      });
    });
  });
  await go();
  await connected;
}

/** The page again at this width and theme. */
async function lookLike(page: Page, { width, theme }: Look) {
  await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  await page.reload();
}

/** `rooms-<screen>-<width>-<theme>.png`, checked to fit the width. */
async function photo(page: Page, screen: string, look: Look) {
  const fits = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth <= window.innerWidth;
  });
  expect.soft(fits, `${screen} at ${look.width} px: no sideways scrolling`).toBe(true);
  await page.screenshot({
    path: path.join(screenshotDir, `rooms-${screen}-${look.width}-${look.theme}.png`),
    animations: 'disabled',
  });
}

test('an admin opens a room; a member finds it from the menu, joins and writes; muted by the owner, they are told until when', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const roomName = `Runners ${tag}`;
  const adminContext = await browser.newContext(screensContext);
  const admin = await adminContext.newPage();
  await signInAdmin(admin, await adminToken(admin.request));
  const ana = await memberWithBrowser(browser, 'roomana', 'Anaïs');

  await test.step('the admin opens a new room from the rooms’ page', async () => {
    await live(admin, () => admin.goto('/social/feed'));
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
  const ana = await memberWithBrowser(browser, 'privana', 'Anaïs');
  const ben = await memberWithBrowser(browser, 'privben', 'Benedikt');
  const asked = await ana.page.request.post('/api/friends/requests', {
    headers: withToken(ana.token),
    data: { userId: ben.id },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const accepted = await ben.page.request.post(`/api/friends/requests/${ana.id}/accept`, {
    headers: withToken(ben.token),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

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
