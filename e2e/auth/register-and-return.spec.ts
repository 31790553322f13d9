import { expect, test } from '@playwright/test';
import { logInThroughForm, newPerson } from '../support/accounts';
import { codeFor } from '../support/mailbox';
import { gradientPng } from '../support/png';

test('a visitor registers with the emailed code, logs out, opens a deep private link, logs in and lands on it', async ({
  page,
  request,
}) => {
  const person = newPerson('reg');
  await page.goto('/');
  await page.getByRole('link', { name: 'Join BeTogether' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  // Step 1: account.
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: profile.
  await expect(page).toHaveURL(/\/auth\/multi-step-form$/);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill('Durand');
  await page.getByLabel('Date of birth').fill('1994-07-21');
  await page.getByLabel('Country').fill('France');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  // A photo, cropped now and uploaded once the email is confirmed.
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(900, 700) });
  const crop = page.getByRole('dialog', { name: 'Crop your photo' });
  await crop.getByRole('button', { name: 'Use this photo' }).click();
  await expect(crop).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: review and conditions.
  await expect(page).toHaveURL(/\/auth\/all-register-step$/);
  await expect(page.getByText(person.email)).toBeVisible();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Accept the conditions to create your account.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create my account' }).click();

  // The code from the captured mail.
  await expect(page).toHaveURL(/\/auth\/confirm-otp$/);
  const code = await codeFor(request, person.email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/social\/feed$/);
  await expect(page.getByRole('heading', { name: `Hello ${person.firstName}!` })).toBeVisible();
  // The photo chosen at registration becomes the avatar in the header.
  await expect(page.getByRole('button', { name: 'Your account' }).locator('img')).toHaveAttribute(
    'src',
    /^\/files\/images\/[0-9a-f-]+-\d+\.webp$/,
    { timeout: 30_000 },
  );

  // Log out.
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A deep private link goes to the login page, then back to it after signing in.
  await page.goto('/social/profile/show-profil#sessions');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logInThroughForm(page, person.username, person.password);
  await expect(page).toHaveURL(/\/social\/profile\/show-profil#sessions$/);
  await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
});
