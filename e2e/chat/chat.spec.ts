import { expect, type Page, test } from '@playwright/test';
import {
  bubbles,
  composer,
  gotoLive,
  lookLike,
  makeFriends,
  memberInBrowser,
  memberThroughApi,
  photographer,
  postMessage,
  send,
  thread,
  writeTo,
} from '../support/chat';
import { gradientPng } from '../support/png';
import { dialogPassesAxe, passesAxe } from '../support/tasks';

/** The chat ([10]) between two members, each in a browser of their own. */

const INBOX = '/betogether/conversation/inbox';
const photo = photographer('chat');

/** The top bar's way to the chat, named with the unread count. */
const headerChat = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

test('two members chat live: a message, typing, receipts, a reaction and a reply; a message written offline arrives once', async ({
  browser,
}) => {
  // Two browsers and several reloads: CI machines run this three to four times slower.
  test.setTimeout(300_000);
  const ana = await memberInBrowser(browser, 'chatana', 'Anaïs');
  const ben = await memberInBrowser(browser, 'chatben', 'Benedikt');
  let conversation = '';

  await test.step('Ana opens the conversation with Ben from the address with his username', async () => {
    await ana.page.goto(`/betogether/conversation/${ben.person.username}`);
    await expect(ana.page).toHaveURL(/\/betogether\/conversation\/inbox\?c=[0-9a-f-]{36}$/);
    conversation = new URL(ana.page.url()).searchParams.get('c') ?? '';
    await expect(ana.page.getByRole('heading', { level: 2, name: ben.name })).toBeVisible();
    await expect(ana.page.getByText('No messages yet. Say hello!')).toBeVisible();
  });

  await test.step('Ben has the conversation open; Ana’s message appears there live', async () => {
    await gotoLive(ben.page, `${INBOX}?c=${conversation}`);
    await expect(ben.page.getByRole('heading', { level: 2, name: ana.name })).toBeVisible();
    await send(ana.page, 'Hello Ben! Are you coming on Saturday?');
    await expect(bubbles(ben.page, 'Are you coming on Saturday?')).toHaveCount(1);
    // Ben reads it at once (the thread is on his screen): Ana sees it read.
    await expect(bubbles(ana.page, 'Are you coming on Saturday?')).toHaveCount(1);
    await expect(ana.page.getByRole('img', { name: 'Read' })).toBeVisible();
  });

  await test.step('Ben types: Ana sees him typing', async () => {
    await composer(ben.page).fill('Yes');
    await expect(ana.page.getByText(`${ben.name} is typing…`)).toBeVisible();
    await composer(ben.page).fill('');
  });

  await test.step('Ben reacts and replies; Ana sees both', async () => {
    const question = bubbles(ben.page, 'Are you coming on Saturday?');
    await question.hover();
    await question.getByRole('button', { name: 'React' }).click();
    await ben.page.getByRole('button', { name: 'React with 👍' }).click();
    await expect(
      bubbles(ana.page, 'Are you coming on Saturday?').getByRole('button', { name: /👍: 1 reaction/ }),
    ).toBeVisible();
    await question.getByRole('button', { name: 'More actions' }).click();
    await ben.page.getByRole('menuitem', { name: 'Reply' }).click();
    await send(ben.page, 'Yes, I will bring the sandwiches.');
    const reply = bubbles(ana.page, 'I will bring the sandwiches');
    await expect(reply).toHaveCount(1);
    await expect(
      reply.getByRole('button', { name: /^Show the message this replies to: Anaïs Durand Hello Ben!/ }),
    ).toBeVisible();
  });

  await test.step('Ben away on the feed: Ana’s next message is delivered, then read when he opens it', async () => {
    await gotoLive(ben.page, '/social/feed');
    await expect(headerChat(ben.page)).toHaveAccessibleName('Messages');
    await send(ana.page, 'Great, see you at 9.');
    const last = bubbles(ana.page, 'see you at 9');
    await expect(last.getByRole('img', { name: 'Delivered' })).toBeVisible();
    await expect(headerChat(ben.page)).toHaveAccessibleName('Messages, 1 unread');
    await headerChat(ben.page).click();
    await ben.page.getByTestId('chat-conversation').filter({ hasText: ana.name }).click();
    await expect(bubbles(ben.page, 'see you at 9')).toHaveCount(1);
    await expect(last.getByRole('img', { name: 'Read' })).toBeVisible();
  });

  await test.step('Ana goes offline and writes: it waits, then arrives exactly once when she is back', async () => {
    await ana.context.setOffline(true);
    await send(ana.page, 'Written in the tunnel');
    await expect(bubbles(ana.page, 'Written in the tunnel')).toContainText('Waiting for network');
    await ana.page.waitForTimeout(1_500);
    await expect(bubbles(ben.page, 'Written in the tunnel')).toHaveCount(0);
    await ana.context.setOffline(false);
    await expect(bubbles(ben.page, 'Written in the tunnel')).toHaveCount(1);
    await expect(bubbles(ana.page, 'Written in the tunnel')).not.toContainText('Waiting for network');
    // Every retry carried the same clientId: nothing more comes later.
    await ben.page.waitForTimeout(3_000);
    await expect(bubbles(ben.page, 'Written in the tunnel')).toHaveCount(1);
    await expect(bubbles(ana.page, 'Written in the tunnel')).toHaveCount(1);
  });

  await test.step('the screens at 1440 and 375 px, light and dark, pass axe', async () => {
    const phone = ben.page;
    await photo(ana.page, 'thread', { width: 1440, theme: 'light' });
    await passesAxe(ana.page);
    await lookLike(ana.page, { width: 1440, theme: 'dark' });
    await expect(bubbles(ana.page, 'Written in the tunnel')).toBeVisible();
    await photo(ana.page, 'thread', { width: 1440, theme: 'dark' });
    await passesAxe(ana.page);

    await lookLike(phone, { width: 375, theme: 'light' });
    await expect(bubbles(phone, 'Written in the tunnel')).toBeVisible();
    await photo(phone, 'thread', { width: 375, theme: 'light' });
    await passesAxe(phone);
    await phone.getByRole('button', { name: 'Back to the conversations' }).click();
    await expect(phone.getByTestId('chat-conversation').filter({ hasText: ana.name })).toBeVisible();
    await photo(phone, 'list', { width: 375, theme: 'light' });
    await lookLike(phone, { width: 375, theme: 'dark' });
    await expect(phone.getByTestId('chat-conversation').first()).toBeVisible();
    await photo(phone, 'list', { width: 375, theme: 'dark' });
    await passesAxe(phone);
    await phone.getByTestId('chat-conversation').filter({ hasText: ana.name }).click();
    await expect(bubbles(phone, 'Written in the tunnel')).toBeVisible();
    await photo(phone, 'thread', { width: 375, theme: 'dark' });
  });

  for (const person of [ana, ben]) await person.context.close();
});

test('a member starts a group with two friends from an empty inbox, hears a reply, and renames it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ana = await memberInBrowser(browser, 'chatgroup', 'Anaïs');
  const page = ana.page;
  const ben = await memberThroughApi(page, 'chatgben', 'Benedikt');
  const carl = await memberThroughApi(page, 'chatgcarl', 'Carlos');
  await makeFriends(page.request, ana, ben);
  await makeFriends(page.request, ana, carl);

  await test.step('the empty inbox explains itself and offers a group', async () => {
    await gotoLive(page, INBOX);
    await expect(page.getByText('No conversations yet')).toBeVisible();
    await photo(page, 'empty', { width: 1440, theme: 'light' });
    await passesAxe(page);
  });

  await test.step('a new group: its name and two friends found by name', async () => {
    await page.getByRole('main').getByRole('button', { name: 'New group' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.getByRole('textbox', { name: /Group name/ }).fill('Saturday hike');
    await dialog.getByRole('searchbox', { name: 'Search your friends' }).fill('Bened');
    await expect(dialog.getByRole('checkbox', { name: carl.name })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: ben.name }).check();
    await dialog.getByRole('searchbox', { name: 'Search your friends' }).fill('');
    await dialog.getByRole('checkbox', { name: carl.name }).check();
    await photo(page, 'new-group', { width: 1440, theme: 'light' });
    await dialogPassesAxe(page);
    await dialog.getByRole('button', { name: 'Create the group' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Saturday hike' })).toBeVisible();
    await expect(thread(page).getByText('You created the group “Saturday hike”')).toBeVisible();
    await expect(page.getByText('3 members')).toBeVisible();
  });

  await test.step('a message, and Carlos’s answer arrives live with his name', async () => {
    await send(page, 'Who brings the map?');
    await expect(bubbles(page, 'Who brings the map?').getByRole('img', { name: 'Sent' })).toBeVisible();
    const conversationId = new URL(page.url()).searchParams.get('c') ?? '';
    await postMessage(page.request, carl, conversationId, 'I do, and a compass.');
    const reply = bubbles(page, 'I do, and a compass.');
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText(carl.name);
    await expect(bubbles(page, 'Who brings the map?').getByText('Read by 1')).toBeVisible();
  });

  await test.step('the group’s details on a phone, dark: members and roles; renamed', async () => {
    await lookLike(page, { width: 375, theme: 'dark' });
    await page.getByRole('button', { name: 'Group details' }).click();
    const drawer = page.getByRole('dialog', { name: 'Group details' });
    await expect(drawer.getByText(`${ana.name} (you)`)).toBeVisible();
    await expect(drawer.getByText('Owner')).toBeVisible();
    await expect(drawer.getByRole('button', { name: `Remove ${carl.name} from the group` })).toBeVisible();
    await photo(page, 'group-details', { width: 375, theme: 'dark' });
    await dialogPassesAxe(page);
    await drawer.getByRole('textbox', { name: 'Group name' }).fill('Sunday hike');
    await drawer.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText('The group has its new name.')).toBeVisible();
    // Its picture, cropped like a profile photo, for everyone in it.
    await drawer
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: gradientPng(600, 600) });
    await page
      .getByRole('dialog', { name: 'Crop your photo' })
      .getByRole('button', { name: 'Use this photo' })
      .click();
    await expect(page.getByText('Picture saved.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(thread(page).getByText('You changed the picture')).toBeVisible();
    const picture = page.getByRole('main').locator('img[src^="/files/"]').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(thread(page).getByText('You named the group “Sunday hike”')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sunday hike' })).toBeVisible();
    await photo(page, 'group', { width: 375, theme: 'dark' });
  });

  await ana.context.close();
});

test('a long conversation: older messages load as the member scrolls up, and what was on screen stays there', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ana = await memberInBrowser(browser, 'chatlong', 'Anaïs');
  const page = ana.page;
  const ben = await memberThroughApi(page, 'chatlongben', 'Benedikt');
  const lines = Array.from({ length: 70 }, (_, n) => `Line ${n + 1} of the story`);
  const id = await writeTo(page.request, ben, ana, lines);

  await gotoLive(page, `${INBOX}?c=${id}`);
  await expect(bubbles(page, 'Line 70 of the story')).toBeVisible();
  // The latest page (50): lines 21 to 70, the end in view.
  await expect(bubbles(page, 'Line 20 of the story')).toHaveCount(0);
  const anchor = bubbles(page, 'Line 21 of the story');
  await thread(page).evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(bubbles(page, 'Line 1 of the story')).toHaveCount(1);
  // The line that was at the top is still on screen: the page above came in without a jump.
  const box = await thread(page).boundingBox();
  const line = await anchor.boundingBox();
  expect(box && line && line.y >= box.y - 1 && line.y < box.y + box.height).toBe(true);
  expect(await thread(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(300);

  await ana.context.close();
});
