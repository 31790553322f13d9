import { expect, type Page, test } from '@playwright/test';
import { bubbles, lookLike, memberThroughApi, photographer, writeTo } from '../support/chat';
import { passesAxe, screensContext } from '../support/tasks';

/** Search in one's conversations ([10]): a word found in two conversations, and one opened at it. */

const INBOX = '/betogether/conversation/inbox';
const photo = photographer('chat-search', { mouseAway: true });

const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search your messages' });
const hits = (page: Page) => page.getByRole('listbox').getByRole('option');

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
  const benId = await writeTo(page.request, ben, ana, [
    older,
    ...Array.from({ length: 60 }, (_, n) => `Line ${n + 1} of the plan`),
  ]);
  const newer = 'Patisserie or cinema tonight?';
  await writeTo(page.request, chloe, ana, [newer]);

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
    await expect(bubbles(page, older)).toBeInViewport();
    await expect(bubbles(page, 'Line 60 of the plan')).not.toBeInViewport();
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
    await expect(bubbles(page, older)).toBeInViewport();
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
