import { expect, type Page, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified } from '../support/accounts';

/** Today minus `years`, as the date input wants it (YYYY-MM-DD). */
function birthDateForAge(years: number): string {
  const today = new Date();
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

async function fillAccountStep(page: Page, values: { email: string; username: string; password: string }) {
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Username').fill(values.username);
  await page.getByLabel(/^Password/).fill(values.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('registration step 1 refuses a bad email and a short password, next to the fields', async ({ page }) => {
  const person = newPerson('badinput');
  await page.goto('/auth/register');
  await fillAccountStep(page, { email: 'camille-at-example', username: person.username, password: 'short' });

  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address.');
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Use 8 to 128 characters.');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'false');
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('registration step 1 refuses a username somebody already has', async ({ page, request }) => {
  await page.goto('/');
  const someone = await registerVerified(request, page, newPerson('taken'));
  const person = newPerson('second');

  await page.goto('/auth/register');
  await fillAccountStep(page, { email: person.email, username: someone.username, password: person.password });

  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('This username is already taken.');
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('registration step 2 refuses a person younger than 16', async ({ page }) => {
  const person = newPerson('young');
  await page.goto('/auth/register');
  await fillAccountStep(page, person);
  await expect(page).toHaveURL(/\/auth\/multi-step-form$/);

  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill('Durand');
  await page.getByLabel('Date of birth').fill(birthDateForAge(10));
  await page.getByLabel('Country').fill('France');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(
    'Enter a real date: you must be at least 16.',
  );
  await expect(page).toHaveURL(/\/auth\/multi-step-form$/);
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
});

test('registration step 2 opened directly sends back to step 1', async ({ page }) => {
  await page.goto('/auth/multi-step-form');
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('a signed-in member opening the login or inbox page lands on the feed', async ({ page, request }) => {
  await page.goto('/');
  const person = await registerVerified(request, page, newPerson('signedin'));
  const token = await logInThroughApi(request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/social\/feed$/);
  await expect(page.getByRole('heading', { name: `Hello ${person.firstName}!` })).toBeVisible();

  await page.goto('/auth/try-submit');
  await expect(page).toHaveURL(/\/social\/feed$/);
  await expect(page.getByRole('heading', { name: `Hello ${person.firstName}!` })).toBeVisible();
});
