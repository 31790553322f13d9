import { expect, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified } from '../support/accounts';

test('an unknown path shows "Page Not Found" with its 404', async ({ page, request }) => {
  // Without a token every unknown path is private (it goes to login): sign in first.
  await page.goto('/');
  const person = await registerVerified(request, page, newPerson('lost'));
  const token = await logInThroughApi(request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  await page.goto('/social/no-such-screen/anywhere');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByTestId('error-status-message')).toHaveText('Not Found');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a scanner or a missing file gets a 404 problem, not the app; robots.txt names the public pages', async ({
  page,
  request,
}) => {
  for (const path of ['/wp-login.php', '/.env', '/missing.js']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    expect(answer?.headers()['content-type']).toContain('application/problem+json');
  }
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Allow: /landingpage/');
});

test('an unknown legal document shows "Page Not Found" to a visitor', async ({ page }) => {
  await page.goto('/landingpage/NoSuchDocument');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByTestId('error-status-message')).toHaveText('Not Found');
});

test('a private screen that is not built yet sends a visitor to the login page', async ({ page }) => {
  await page.goto('/betogether/users/kyc');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('redirectUrl'))).toBe('/betogether/users/kyc');
});

test('the landing page invites a visitor to join or log in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Together, your time pays.' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Join BeTogether' }).first()).toHaveAttribute(
    'href',
    '/auth/register',
  );
  await expect(main.getByRole('link', { name: 'Log in' }).first()).toHaveAttribute('href', '/auth/login');

  await main.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('the cookies document reads in English, then in French after the language switch', async ({ page }) => {
  await page.goto('/landingpage/Cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies and Local Storage' })).toBeVisible();
  await expect(page.getByText('Legal information').first()).toBeVisible();

  const languageSwitch = page.getByRole('banner').getByRole('button', { name: 'Passer en français' });
  await expect(languageSwitch).toHaveText('FR');
  await languageSwitch.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies et stockage local' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Cookies et stockage local · BeTogether');
});

test('the "coming soon" page tells a visitor the area is being built', async ({ page }) => {
  await page.goto('/come-soon');
  await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  await expect(page.getByText('This part of BeTogether is being built.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the road-map' })).toHaveAttribute(
    'href',
    '/landingpage/RoadMap',
  );
});
