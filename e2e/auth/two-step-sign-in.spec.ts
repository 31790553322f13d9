import { expect, test } from '@playwright/test';
import { logInThroughForm, newPerson, registerVerified } from '../support/accounts';
import { codeFor } from '../support/mailbox';

/** A code that is certainly not `code`: the same six digits with the first one changed. */
function wrongCodeFor(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

test('a member turns on 2-step sign-in, then needs the emailed code at the next sign-in', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const person = await registerVerified(request, page, newPerson('twostep'));

  // A known device, no 2-step yet: straight in.
  await page.goto('/auth/login');
  await logInThroughForm(page, person.email, person.password);
  await expect(page).toHaveURL(/\/social\/feed$/);

  // Turn 2-step sign-in on.
  await page.goto('/social/profile/show-profil');
  const twoStep = page.getByLabel('Ask for an emailed code at every sign-in');
  await expect(twoStep).not.toBeChecked();
  // The switch follows the saved account, so it flips once the server has answered.
  await twoStep.click();
  await expect(page.getByRole('status').filter({ hasText: '2-step sign-in is on.' })).toBeVisible();
  await expect(twoStep).toBeChecked();

  // Log out through the account menu.
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // Same device, but now a code is asked every time.
  await logInThroughForm(page, person.username, person.password);
  await expect(page).toHaveURL(/\/auth\/confirm-login-otp$/);
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  await expect(page.getByText('2-step sign-in is on for your account.')).toBeVisible();
  const code = await codeFor(request, person.email, /sign-in code/);

  // A wrong code is refused and says how many tries are left.
  await page.getByLabel('6-digit code').fill(wrongCodeFor(code));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('This code is not right. 4 tries left.');
  await expect(page).toHaveURL(/\/auth\/confirm-login-otp$/);

  // The right one signs in.
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/social\/feed$/);
  await expect(page.getByRole('heading', { name: `Hello ${person.firstName}!` })).toBeVisible();

  // Turning it off takes the current password: a wrong one changes nothing.
  await page.goto('/social/profile/show-profil');
  await page.getByLabel('Ask for an emailed code at every sign-in').click();
  const dialog = page.getByRole('dialog', { name: 'Turn off 2-step sign-in?' });
  await dialog.getByLabel(/Current password/).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByText('Your current password is not right.')).toBeVisible();
  await dialog.getByLabel(/Current password/).fill(person.password);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2-step sign-in is off.' })).toBeVisible();
  await expect(page.getByLabel('Ask for an emailed code at every sign-in')).not.toBeChecked();
});

test('signing in from a new device asks for an emailed code even without 2-step sign-in', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const person = await registerVerified(request, page, newPerson('newdevice'));

  // Another browser: its own storage, so another device id.
  const otherDevice = await browser.newContext({ baseURL });
  try {
    const other = await otherDevice.newPage();
    await other.goto('/auth/login');
    await logInThroughForm(other, person.email, person.password);
    await expect(other).toHaveURL(/\/auth\/confirm-login-otp$/);
    await expect(
      other.getByText('You are signing in from a new device: the code confirms it is you.'),
    ).toBeVisible();
    await expect(other.getByText('2-step sign-in is on for your account.')).toBeHidden();

    const code = await codeFor(request, person.email, /sign-in code/);
    await other.getByLabel('6-digit code').fill(code);
    await other.getByRole('button', { name: 'Confirm' }).click();
    await expect(other).toHaveURL(/\/social\/feed$/);
    await expect(other.getByRole('heading', { name: `Hello ${person.firstName}!` })).toBeVisible();
  } finally {
    await otherDevice.close();
  }
});
