import { userSchema } from '@betogether/contracts/users/users.schemas';
import { expect, type Page, test } from '@playwright/test';
import { deviceIdOf, logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { gradientPng } from '../support/png';

const NEW_PASSWORD = 'meadow-compass-ember-41';

function snackbar(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test('a member edits the profile, photo, password, account type, theme and language', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const person = await registerVerified(request, page, newPerson('settings'));
  const token = await logInThroughApi(request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/social/profile/show-profil');
  await expect(page.getByRole('heading', { level: 1, name: `${person.firstName} Durand` })).toBeVisible();

  await test.step('bio and country are saved and survive a reload', async () => {
    const bio = 'Baker in Lyon, weekend cyclist.';
    await page.getByLabel('Bio').fill(bio);
    await page.getByLabel('Country').fill('Belgium');
    await page.getByRole('option', { name: 'Belgium', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(snackbar(page, 'Your profile is saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Bio')).toHaveValue(bio);
    await expect(page.getByLabel('Country')).toHaveValue('Belgium');
    await expect(page.getByText(bio, { exact: true }).first()).toBeVisible();
  });

  await test.step('a new photo is cropped and stored', async () => {
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(400, 300) });
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Use this photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page, 'Your new photo is saved.')).toBeVisible();

    const photo = page.getByTestId('avatar-preview').locator('img');
    await expect(photo).toHaveAttribute('src', /^\/files\/images\/[0-9a-f-]+-\d+\.webp$/);
    const src = await photo.getAttribute('src');
    const stored = await request.get(src ?? '');
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toMatch(/^image\//);
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  });

  await test.step('the password changes only with the right current password', async () => {
    const current = page.getByLabel('Current password');
    await current.fill('not-my-password-at-all');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(current).toHaveAccessibleDescription('Your current password is not right.');

    await current.fill(person.password);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(snackbar(page, 'Password changed. Your other devices are signed out.')).toBeVisible();
    await expect(current).toHaveValue('');

    const deviceId = await deviceIdOf(page);
    const withOld = await request.post('/api/auth/login', {
      data: { identifier: person.email, password: person.password, deviceId },
    });
    expect(withOld.status()).toBe(401);
    const withNew = await request.post('/api/auth/login', {
      data: { identifier: person.email, password: NEW_PASSWORD, deviceId },
    });
    expect(withNew.status()).toBe(200);
  });

  await test.step('the sessions list marks this device', async () => {
    const sessions = page.getByRole('list', { name: 'Where you are signed in' });
    await expect(sessions.getByText('This device')).toBeVisible();
  });

  await test.step('the account switches to partner and back', async () => {
    const partner = page.getByRole('radio', { name: /^Partner/ });
    const member = page.getByRole('radio', { name: /^Member/ });
    await expect(member).toBeChecked();
    await partner.click();
    await expect(snackbar(page, 'Your account is now: Partner.')).toBeVisible();
    await expect(partner).toBeChecked();

    await member.click();
    await expect(snackbar(page, 'Your account is now: Member.')).toBeVisible();
    await expect(member).toBeChecked();
    const profile = userSchema.parse(
      await (await request.get('/api/user-profile/', { headers: withToken(token) })).json(),
    );
    expect(profile.role).toBe('member');
  });

  await test.step('the dark theme applies at once', async () => {
    const dark = page.getByRole('region', { name: 'Preferences' }).getByRole('button', { name: 'Dark' });
    await dark.click();
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(3 * 80);
  });

  await test.step('the interface switches to French', async () => {
    await page.getByRole('region', { name: 'Preferences' }).getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Votre profil' })).toBeVisible();
    await expect(page).toHaveTitle('Profil et paramètres · BeTogether');
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', {
        name: 'Profil et paramètres',
      }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  await test.step('theme and language are saved to the account and kept after a reload', async () => {
    await expect
      .poll(async () => {
        const answer = await request.get('/api/user-profile/', { headers: withToken(token) });
        const { language, theme } = userSchema.parse(await answer.json());
        return { language, theme };
      })
      .toEqual({ language: 'fr', theme: 'dark' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Votre profil' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  });
});
