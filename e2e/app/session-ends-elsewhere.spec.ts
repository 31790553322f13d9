import { expect, test } from '@playwright/test';
import { logInThroughForm, signedInNewMember, withToken } from '../support/accounts';

test('a logout in one tab signs the other tabs out at once, each keeping where it was', async ({
  context,
  page,
  request,
}) => {
  await signedInNewMember(request, page, 'tabs', '/social/feed');
  const other = await context.newPage();
  await other.goto('/betogether/users/dashboard-users');
  await expect(other.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/auth\/login$/);

  // No reload, no click: the other tab follows on its own.
  await other.waitForURL(/\/auth\/login$/);
  await expect(other.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await other.evaluate(() => sessionStorage.getItem('redirectUrl'))).toBe(
    '/betogether/users/dashboard-users',
  );
});

test('a token revoked elsewhere signs the tab out on its next call, and sign-in comes back to the page', async ({
  page,
  request,
}) => {
  const person = await signedInNewMember(request, page, 'revoked', '/social/feed');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // The device is revoked from another place: the server forgets the token this tab holds.
  const revoked = await request.post('/api/auth/logout', { headers: withToken(token ?? '') });
  expect(revoked.status()).toBe(204);

  // The next call the tab makes is refused: a click on the menu, or a call of the page itself
  // (whichever comes first) signs the tab out, and it keeps where it was for the next sign-in.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Profile and settings' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const back = await page.evaluate(() => sessionStorage.getItem('redirectUrl'));
  expect(['/social/feed', '/social/profile/show-profil']).toContain(back);

  await logInThroughForm(page, person.email, person.password);
  await page.waitForURL((url) => url.pathname === back);
});
