import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { passesAxe, screensContext } from '../support/tasks';

/** Search in one's conversations ([10]): a word found in two conversations, and one opened at it. */

const INBOX = '/betogether/conversation/inbox';
const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

type Look = { width: 375 | 1440; theme: 'light' | 'dark' };

/** A member signed in through the API from `page`'s browser (registered there). */
async function memberThroughApi(page: Page, prefix: string, firstName: string) {
  const person = await registerVerified(page.request, page, { ...newPerson(prefix), firstName });
  const token = await logInThroughApi(page.request, page, person);
  const answer = await page.request.get(`/api/profiles/${person.username}`, { headers: withToken(token) });
  const id = ((await answer.json()) as { person: { id: string } }).person.id;
  return { person, token, id, name: `${firstName} Durand` };
}

/** `from` opens the direct conversation with `to` and writes these messages in order. */
async function writeTo(page: Page, from: { token: string }, to: { id: string }, texts: string[]) {
  const opened = await page.request.post('/api/conversations/direct', {
    headers: withToken(from.token),
    data: { userId: to.id },
  });
  expect([200, 201]).toContain(opened.status());
  const { id } = (await opened.json()) as { id: string };
  for (const text of texts) {
    const sent = await page.request.post(`/api/conversations/${id}/messages`, {
      headers: withToken(from.token),
      data: { clientId: crypto.randomUUID(), text },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  return id;
}

/** The page again at this width and theme. */
async function lookLike(page: Page, { width, theme }: Look) {
  await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  await page.reload();
}

/** The screen for people to look at (`chat-search-<screen>-<width>-<theme>.png`), checked to fit the width. */
async function photo(page: Page, screen: string, look: Look) {
  await page.mouse.move(0, 0);
  const fits = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth <= window.innerWidth;
  });
  expect.soft(fits, `${screen} at ${look.width} px: no sideways scrolling`).toBe(true);
  await page.screenshot({
    path: path.join(screenshotDir, `chat-search-${screen}-${look.width}-${look.theme}.png`),
    animations: 'disabled',
  });
}

const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search your messages' });
const hits = (page: Page) => page.getByRole('listbox').getByRole('option');
/** The bubble of the open thread holding this text. */
const bubble = (page: Page, text: string) =>
  page.getByRole('log').getByTestId('chat-message').filter({ hasText: text });

test('a member searches a word across two conversations and opens an older message at its place', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext(screensContext);
  const page = await context.newPage();
  await page.goto('/');
  const ana = await memberThroughApi(page, 'chatsearch', 'Anaïs');
  const ben = await memberThroughApi(page, 'chatsearchben', 'Benedikt');
  const chloe = await memberThroughApi(page, 'chatsearchchloe', 'Chloé');
  await page.evaluate((value) => localStorage.setItem('token', value), ana.token);

  // Ben's message has 60 after it: more than the latest page, so opening it loads the page before.
  const older = 'Shall we meet at the pâtisserie near the station?';
  const benId = await writeTo(page, ben, ana, [
    older,
    ...Array.from({ length: 60 }, (_, n) => `Line ${n + 1} of the plan`),
  ]);
  const newer = 'Patisserie or cinema tonight?';
  await writeTo(page, chloe, ana, [newer]);

  await test.step('typing a word shows the messages found, newest first, the word marked', async () => {
    await page.goto(INBOX);
    await expect(page.getByTestId('chat-conversation')).toHaveCount(2);
    await searchField(page).fill('PATIS');
    await expect(hits(page)).toHaveCount(2);
    await expect(page.getByTestId('chat-conversation')).toHaveCount(0);
    await expect(hits(page).first()).toContainText(chloe.name);
    await expect(hits(page).first()).toContainText(newer);
    await expect(hits(page).nth(1)).toContainText(`${ben.name}: ${older}`);
    // Accents aside, as the server matched it: "PATIS" marks "pâtis".
    await expect(hits(page).nth(1).locator('mark')).toHaveText('pâtis');
    await expect(hits(page).first().locator('mark')).toHaveText('Patis');
    await photo(page, 'results', { width: 1440, theme: 'light' });
    await passesAxe(page);
  });

  await test.step('choosing Ben’s message opens the conversation scrolled to it', async () => {
    await hits(page).nth(1).click();
    await expect(page.getByRole('heading', { level: 2, name: ben.name })).toBeVisible();
    await expect(bubble(page, older)).toBeInViewport();
    await expect(bubble(page, 'Line 60 of the plan')).not.toBeInViewport();
    // The target is forgotten once shown; the search stays beside the conversation.
    await expect(page).toHaveURL(new RegExp(`\\?q=PATIS&c=${benId}$`));
    await expect(hits(page)).toHaveCount(2);
    await photo(page, 'opened', { width: 1440, theme: 'light' });
  });

  await test.step('on a phone, dark: the keyboard picks a result, Back returns to the results', async () => {
    await page.goto(INBOX);
    await lookLike(page, { width: 375, theme: 'dark' });
    await searchField(page).fill('patisserie station');
    await expect(hits(page)).toHaveCount(1);
    await photo(page, 'results', { width: 375, theme: 'dark' });
    await searchField(page).press('ArrowDown');
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
    await searchField(page).press('Enter');
    await expect(bubble(page, older)).toBeInViewport();
    await photo(page, 'opened', { width: 375, theme: 'dark' });
    await page.getByRole('button', { name: 'Back to the conversations' }).click();
    await expect(searchField(page)).toHaveValue('patisserie station');
    await expect(hits(page)).toHaveCount(1);
    await searchField(page).press('Escape');
    await expect(searchField(page)).toHaveValue('');
    await expect(page.getByTestId('chat-conversation')).toHaveCount(2);
  });

  await context.close();
});
