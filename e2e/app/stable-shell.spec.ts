import { expect, type Page, test } from '@playwright/test';
import { signedInNewMember } from '../support/accounts';

const pages = [
  { name: 'feed', path: '/social/feed' },
  { name: 'profile', path: '/social/profile/show-profil' },
  { name: 'wallet', path: '/betogether/users/dashboard-users' },
  { name: 'store', path: '/betogether/users/jackpot/gold-coin-store' },
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
}

test('one shell across the feed, profile, wallet and store: the menu stays put and the header keeps its search', async ({
  page,
  request,
}) => {
  // Four screens, each opened and photographed: more than the default 45 s on a loaded machine.
  test.setTimeout(120_000);
  await signedInNewMember(request, page, 'shell', '/social/feed');
  const banner = page.getByRole('banner');

  const menuBoxes: Array<{ name: string; x: number; y: number }> = [];
  for (const { name, path } of pages) {
    await open(page, path);
    const menu = page.getByRole('complementary').getByRole('navigation', { name: 'Main navigation' });
    const box = await menu.boundingBox();
    menuBoxes.push({ name, x: Math.round(box?.x ?? -1), y: Math.round(box?.y ?? -1) });
    await page.screenshot({ path: `/tmp/h3-shell-${name}-1440.png` });
    await expect(banner.getByRole('search')).toBeVisible();
  }
  const first = menuBoxes[0];
  for (const box of menuBoxes) expect({ ...box, name: first?.name }).toEqual(first);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const { name, path } of pages) {
    await open(page, path);
    await expect(banner.getByRole('link', { name: 'Search' })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `/tmp/h3-shell-${name}-375.png` });
  }

  // Dark theme: the same frame, initials avatars readable.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await open(page, '/betogether/users/dashboard-users');
  await page.screenshot({ path: '/tmp/h3-shell-wallet-375-dark.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/social/feed');
  await page.screenshot({ path: '/tmp/h3-shell-feed-1440-dark.png' });
});
