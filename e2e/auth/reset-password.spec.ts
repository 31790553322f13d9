import { expect, test } from '@playwright/test';
import { logInThroughForm, newPerson, registerVerified } from '../support/accounts';
import { latestMail, linkFor } from '../support/mailbox';

const NEW_PASSWORD = 'river-lantern-copper-58';

test('a member who forgot the password resets it with the emailed link, which then stops working', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const person = await registerVerified(request, page, newPerson('reset'));

  // Ask for the link.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset_password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page).toHaveURL(/\/auth\/try-submit\?kind=password-reset$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();

  // Open the link from the mail and choose a new password.
  const link = await linkFor(request, person.email, /Reset/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = page.getByLabel('New password', { exact: true });
  const repeat = page.getByLabel('Repeat the new password');
  await newPassword.fill(NEW_PASSWORD);
  await repeat.fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('The two passwords are different.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  await repeat.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // The old password no longer works; the new one does.
  await logInThroughForm(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText('Wrong email, username or password.');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/social\/feed$/);
  await expect(page.getByRole('heading', { name: `Hello ${person.firstName}!` })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('a member who forgot the username gets it by mail', async ({ page, request }) => {
  await page.goto('/');
  const person = await registerVerified(request, page, newPerson('forgot'));

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your username?' }).click();
  await expect(page).toHaveURL(/\/auth\/obtain_id$/);
  await expect(page.getByRole('heading', { name: 'Find your username' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send my username' }).click();

  await expect(page).toHaveURL(/\/auth\/try-submit\?kind=username-reminder$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText('If an account uses this address, your username is on its way.')).toBeVisible();

  const mail = await latestMail(request, person.email, /username/i);
  expect(mail.text).toContain(`It is: ${person.username}`);
});
