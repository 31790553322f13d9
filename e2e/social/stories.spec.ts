import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { gradientPng } from '../support/png';

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

/** A person with a browser of their own (own context, own storage), signed in, with their token. */
async function personWithBrowser(browser: Browser, person: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await registerVerified(page.request, page, person);
  const token = await logInThroughApi(page.request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return { page, context, person, token, name: `${person.firstName} Durand` };
}

type Person = Awaited<ReturnType<typeof personWithBrowser>>;

async function idOf(viewer: Person, other: Person): Promise<string> {
  const answer = await viewer.page.request.get(`/api/profiles/${other.person.username}`, {
    headers: withToken(viewer.token),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { person: { id: string } }).person.id;
}

/** Friends through the API: one asks, the other accepts (the journey here is stories, not friends). */
async function makeFriends(a: Person, b: Person) {
  const bId = await idOf(a, b);
  const asked = await a.page.request.post('/api/friends/requests', {
    headers: withToken(a.token),
    data: { userId: bId },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const aId = await idOf(b, a);
  const accepted = await b.page.request.post(`/api/friends/requests/${aId}/accept`, {
    headers: withToken(b.token),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** The screen for people to look at (e2e/screenshots, not committed). */
async function photo(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, `stories-${name}.png`), animations: 'disabled' });
}

/** No serious or critical axe violation on what is on screen (DESIGN.md). */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `${what}: serious accessibility violations`).toEqual([]);
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications/ });
}

test('a photo story: shared, seen in a friend’s tray, replied to and reacted to; the author sees who saw it and gets the reply', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ana = await personWithBrowser(browser, { ...newPerson('storyana'), firstName: 'Anaïs' });
  const ben = await personWithBrowser(browser, { ...newPerson('storyben'), firstName: 'Benedikt' });
  await makeFriends(ana, ben);
  const caption = `Sunset at the lake ${Date.now()}`;
  const reply = 'Where is this? It looks wonderful';
  let storyPath = '';

  await test.step('Ana shares a photo story from the "Add a story" of her tray', async () => {
    await ana.page.goto('/social/feed');
    const tray = ana.page.getByRole('region', { name: 'Stories' });
    await tray.getByRole('link', { name: 'Add a story' }).click();
    await expect(ana.page).toHaveURL(/\/social\/story\/create$/);
    await expect(ana.page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    await ana.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: gradientPng(540, 960) });
    await ana.page.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption);
    await expect(ana.page.getByRole('radio', { name: 'Friends', exact: true })).toBeChecked();
    const share = ana.page.getByRole('button', { name: 'Share to story' });
    await expect(share).toBeEnabled({ timeout: 20_000 });
    await share.click();
    const viewer = ana.page.getByRole('dialog', { name: `Story by ${ana.name}` });
    await expect(viewer).toBeVisible();
    // Paused: her only story would end after six seconds and close the viewer by itself.
    await viewer.getByRole('button', { name: 'Pause' }).click();
    await expect(ana.page.getByText('Your story is live for 24 hours.')).toBeVisible();
    await expect(viewer.getByText(caption)).toBeVisible();
    storyPath = new URL(ana.page.url()).pathname;
    expect(storyPath).toMatch(/^\/social\/story\/[0-9a-f-]{36}$/);
    await viewer.press('Escape');
    await expect(ana.page).toHaveURL(/\/social\/feed$/);
    await expect(tray.getByRole('link', { name: 'Your story, 1 story' })).toBeVisible();
  });

  await test.step('Ben sees it in his tray, opens it, reacts and replies', async () => {
    await ben.page.goto('/social/feed');
    const item = ben.page
      .getByRole('region', { name: 'Stories' })
      .getByRole('link', { name: `${ana.name}’s story, 1 new` });
    await expect(item).toBeVisible();
    await item.click();
    const viewer = ben.page.getByRole('dialog', { name: `Story by ${ana.name}` });
    await expect(viewer).toBeVisible();
    // Paused at once: the only story would otherwise end after six seconds and close the viewer.
    await viewer.getByRole('button', { name: 'Pause' }).click();
    const picture = viewer.getByRole('img', { name: caption });
    await expect(picture).toBeVisible();
    // A friends' story: a short-lived signed link, never a plain public address.
    await expect(picture).toHaveAttribute('src', /\?expires=\d+&signature=[\w-]+$/);
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(ben.page).toHaveURL(new RegExp(`${storyPath}$`));

    await viewer.getByRole('button', { name: 'Love' }).click();
    await expect(ben.page.getByText('You reacted ❤️')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Love' })).toHaveAttribute('aria-pressed', 'true');
    const field = viewer.getByRole('textbox', { name: `Reply to ${ana.name}` });
    await field.fill(reply);
    await field.press('Enter');
    await expect(ben.page.getByText(`Message sent to ${ana.name}.`)).toBeVisible();
    await expect(field).toHaveValue('');
    await expectAccessible(ben.page, 'viewer');
    await viewer.press('Escape');
    await expect(ben.page).toHaveURL(/\/social\/feed$/);
    await expect(
      ben.page
        .getByRole('region', { name: 'Stories' })
        .getByRole('link', { name: `${ana.name}’s story, seen` }),
    ).toBeVisible();
  });

  await test.step('Ana sees Ben in "Seen by", with his reaction, and gets his reply in the notifications', async () => {
    await ana.page.goto('/social/feed');
    await ana.page
      .getByRole('region', { name: 'Stories' })
      .getByRole('link', { name: 'Your story, 1 story' })
      .click();
    const viewer = ana.page.getByRole('dialog', { name: `Story by ${ana.name}` });
    await viewer.getByRole('button', { name: 'Pause' }).click();
    await viewer.getByRole('button', { name: 'Seen by 1' }).click();
    const viewers = ana.page.getByRole('dialog', { name: '1 viewer' });
    await expect(viewers.getByText(ben.name)).toBeVisible();
    await expect(viewers.getByRole('img', { name: 'Reacted: Love' })).toBeVisible();
    await expect(viewers.getByText(/replied/)).toBeVisible();
    await expectAccessible(ana.page, 'viewers list');
    await viewers.getByRole('button', { name: 'Close' }).click();
    await viewer.press('Escape');
    await expect(ana.page).toHaveURL(/\/social\/feed$/);

    await expect(bell(ana.page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bell(ana.page).click();
    const line = ana.page.getByText(`${ben.name} replied to your story: “${reply}”`);
    await expect(line).toBeVisible();
    await expect(ana.page.getByText(`${ben.name} reacted ❤️ to your story`)).toBeVisible();
    await line.click();
    await expect(ana.page).toHaveURL(new RegExp(`${storyPath}$`));
    await expect(ana.page.getByRole('dialog', { name: `Story by ${ana.name}` })).toBeVisible();
  });

  await test.step('screenshots of the tray, the viewer and the create screen at 375 and 1440 px, light and dark', async () => {
    const page = ben.page;
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width < 1280 ? 812 : 900 });
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((value) => localStorage.setItem('theme', value), theme);
        await page.goto('/social/feed');
        const tray = page.getByRole('region', { name: 'Stories' });
        await expect(tray.getByRole('link', { name: new RegExp(`^${ana.name}’s story`) })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);
        await photo(page, `tray-${width}-${theme}`);

        await tray.getByRole('link', { name: new RegExp(`^${ana.name}’s story`) }).click();
        const viewer = page.getByRole('dialog', { name: `Story by ${ana.name}` });
        await viewer.getByRole('button', { name: 'Pause' }).click();
        await expect(viewer.getByRole('img', { name: caption })).toHaveJSProperty('complete', true);
        await photo(page, `viewer-${width}-${theme}`);

        await page.goto('/social/story/create');
        await expect(page.getByRole('button', { name: 'Share to story' })).toBeVisible();
        await page.getByRole('button', { name: 'Text' }).click();
        await page.getByRole('textbox', { name: 'Your text' }).fill('Picnic at noon, who is in?');
        const size = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect
          .soft(size.scrollWidth, `create at ${width} px: no horizontal scrolling`)
          .toBeLessThanOrEqual(size.innerWidth);
        await photo(page, `create-${width}-${theme}`);
        if (width === 375 && theme === 'dark') await expectAccessible(page, 'create screen');
      }
    }
  });

  for (const person of [ana, ben]) await person.context.close();
});
