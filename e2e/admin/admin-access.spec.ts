import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  logInThroughApi,
  logInThroughForm,
  newPerson,
  registerVerified,
  withToken,
} from '../support/accounts';
import { codeFor } from '../support/mailbox';

const metrics = ['members', 'partners', 'admins', 'unverified', 'signupsLast7Days', 'activeSessions'];

async function figure(page: Page, metric: string): Promise<number> {
  return Number((await page.getByTestId(`metric-${metric}`).textContent())?.replaceAll(',', ''));
}

test('a member is refused the back office, on screen and by the server', async ({ page, request }) => {
  await page.goto('/');
  const member = await registerVerified(request, page, newPerson('notadmin'));
  const token = await logInThroughApi(request, page, member);
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  await page.goto('/admin_betogether');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.getByTestId('error-status-message')).toHaveText('Forbidden');
  await expect(page.getByRole('heading', { name: 'Overview' })).toHaveCount(0);

  const answer = await request.get('/api/admin/overview', { headers: withToken(token) });
  expect(answer.status()).toBe(403);

  // Nothing in the member's navigation leads there.
  await page.goto('/social/feed');
  await expect(page.getByRole('heading', { name: `Hello ${member.firstName}!` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('the admin signs in on a new device with the emailed code and sees the overview figures', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login');
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/auth\/confirm-login-otp$/);
  await page.getByLabel('6-digit code').fill(await codeFor(request, ADMIN.email, /sign-in code/));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/social\/feed$/);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin_betogether$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  for (const metric of metrics) {
    await expect(page.getByTestId(`metric-${metric}`)).toHaveText(/^\d[\d,]*$/);
  }
  // The admin is counted among the admins, and signed in on at least this device.
  expect(await figure(page, 'admins')).toBeGreaterThanOrEqual(1);
  expect(await figure(page, 'activeSessions')).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Sign-ups, last 7 days')).toBeVisible();
});
