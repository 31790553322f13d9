import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { payoutProvidersSchema } from '@betogether/contracts/payouts/payouts.schemas';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { adminToken, signInAdmin } from '../support/admin-session';

const PAGE = '/admin_betogether/provide/provide';
const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * Four digits for a rate no other run set (the same rate again is refused as unchanged), ending in
 * 1–9 so that the rate reads back as typed ("0.001480" would read "0.00148").
 */
const unique = () => `${Math.floor(Math.random() * 900 + 100)}${Math.floor(Math.random() * 9) + 1}`;

/** The providers a member is offered now, through the API. */
async function offered(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/payout-providers', { headers: withToken(token) });
  expect(answer.status()).toBe(200);
  return payoutProvidersSchema.parse(await answer.json()).items;
}

/** Sets a currency's rate through the "Set a rate" dialog and waits for its card to show it. */
async function setRate(page: Page, currency: string, typed: string, shown: string) {
  await page.getByRole('button', { name: 'Set a rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a rate' });
  await dialog.getByRole('combobox', { name: /^Currency/ }).fill(currency);
  await page.getByRole('option', { name: new RegExp(`^${currency} ·`) }).click();
  await dialog.getByRole('textbox', { name: new RegExp(`^${currency} per coin`) }).fill(typed);
  await expect(dialog.getByRole('status')).toContainText('1,000 coins will pay');
  await dialog.getByRole('button', { name: 'Set rate' }).click();
  await expect(dialog).toBeHidden();
  const card = page
    .getByTestId('payout-rate')
    .filter({ has: page.getByRole('heading', { name: currency, exact: true }) });
  await expect(card.getByTestId('current-rate')).toHaveText(`1 coin = ${shown} ${currency}`);
  return card;
}

test('an admin sets up mobile money in XOF and EUR with its rates, edits the fee, and switches it off and on', async ({
  page,
  request,
}) => {
  const name = `E2E Mobile ${Date.now().toString(36)}`;
  const xof = `0.6${unique()}`;
  const eur = `0.00${unique()}`;
  await page.goto('/');
  const member = await registerVerified(request, page, newPerson('payee'));
  const memberToken = await logInThroughApi(request, page, member);

  await signInAdmin(page, await adminToken(request));
  await page.goto('/admin_betogether');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Payout providers' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payout providers' })).toBeVisible();

  // The provider, typed as an admin would: checked as it goes, created with both currencies.
  await page.getByRole('button', { name: 'New provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payout provider' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  const currencies = dialog.getByRole('combobox', { name: /^Currencies/ });
  await currencies.fill('XOF');
  await page.getByRole('option', { name: /^XOF ·/ }).click();
  await currencies.fill('EUR');
  await page.getByRole('option', { name: /^EUR ·/ }).click();
  await dialog.getByRole('textbox', { name: /^Fixed fee/ }).fill('25');
  await dialog.getByRole('textbox', { name: /^Percent fee/ }).fill('1.5');
  await dialog.getByRole('textbox', { name: /^Minimum/ }).fill('500');
  await dialog.getByRole('textbox', { name: /^Maximum/ }).fill('400');
  await dialog.getByRole('textbox', { name: /^Maximum/ }).press('Tab');
  await expect(dialog.getByText('At least the minimum.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Maximum/ }).fill('200000');
  await expect(dialog.getByRole('checkbox', { name: 'Phone number' })).toBeChecked();
  await expect(dialog.getByRole('status')).toHaveText(
    'At the minimum, a payout of 500 coins costs 33 coins in fees: 467 coins are converted.',
  );
  await dialog.getByRole('button', { name: 'Create provider' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} created.`)).toBeVisible();
  const row = page.getByTestId('payout-provider').filter({ hasText: name });
  await expect(row).toContainText('Mobile money');
  await expect(row).toContainText('25 coins + 1.5%');
  await expect(row).toContainText('500 – 200,000 coins');

  // Rates: a version each; the provider shows them at once.
  await setRate(page, 'XOF', xof.replace('.', ','), xof);
  const euro = await setRate(page, 'EUR', eur, eur);
  await expect(row).toContainText(`XOF · ${xof}`);
  await expect(row).toContainText(`EUR · ${eur}`);
  const newer = `0.00${unique()}`;
  await euro.getByRole('button', { name: 'New rate' }).click();
  const change = page.getByRole('dialog', { name: 'New EUR rate' });
  await change.getByRole('textbox', { name: /^EUR per coin/ }).fill(newer);
  await change.getByRole('button', { name: 'Set rate' }).click();
  await expect(change).toBeHidden();
  await expect(row).toContainText(`EUR · ${newer}`);
  await euro.getByRole('button', { name: /^History/ }).click();
  const history = euro.getByRole('list', { name: 'Versions of the EUR rate' });
  await expect(history.getByTestId('rate-version').first()).toContainText(`${newer} EUR`);
  await expect(history.getByTestId('rate-version').first()).toContainText('current');
  await expect(history.getByTestId('rate-version').nth(1)).toContainText(`${eur} EUR`);

  const listed = (await offered(request, memberToken)).find((item) => item.name === name);
  expect(listed?.currencies.map((c) => [c.currency, c.rate.rate])).toEqual([
    ['XOF', xof],
    ['EUR', newer],
  ]);

  // The fee changes: only the fixed part is sent and shown.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByRole('textbox', { name: /^Fixed fee/ }).fill('40');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('40 coins + 1.5%');

  // Off: members no longer see it; on again: they do.
  const toggle = row.getByRole('switch', { name: `${name} offered to members` });
  await toggle.click();
  await expect(page.getByText(`${name} is switched off: members no longer see it.`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect((await offered(request, memberToken)).map((item) => item.name)).not.toContain(name);
  await toggle.click();
  await expect(page.getByText(`${name} is offered to members again.`)).toBeVisible();
  await expect(toggle).toBeChecked();
  expect((await offered(request, memberToken)).find((item) => item.name === name)?.feeFixedCoins).toBe(40);

  // Keyboard: the dialog opens from the button and Escape closes it.
  await page.getByRole('button', { name: 'New provider' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New payout provider' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a member is refused the payout providers page, on screen and by the server', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const member = await registerVerified(request, page, newPerson('nopayouts'));
  const token = await logInThroughApi(request, page, member);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.getByRole('heading', { name: 'Payout providers' })).toHaveCount(0);
  const answer = await request.get('/api/admin/payout-providers', { headers: withToken(token) });
  expect(answer.status()).toBe(403);
  const rate = await request.post('/api/admin/payout-rates', {
    headers: withToken(token),
    data: { currency: 'XOF', rate: '9' },
  });
  expect(rate.status()).toBe(403);
});

test('the payout providers page fits 375 and 1440 px, light and dark, with nothing serious for axe', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  // Something to show: a provider with a rated and an unrated currency.
  const headers = withToken(token);
  const made = await request.post('/api/admin/payout-providers', {
    headers,
    data: {
      kind: 'bank_transfer',
      name: `E2E SEPA ${Date.now().toString(36)}`,
      currencies: ['EUR', 'GBP'],
      feeFixedCoins: 100,
      feePercentBps: 0,
      minCoins: 2_500,
      maxCoins: 1_000_000,
      requiredFields: ['iban', 'accountName'],
    },
  });
  expect(made.status()).toBe(201);
  await request.post('/api/admin/payout-rates', {
    headers,
    data: { currency: 'EUR', rate: `0.00${unique()}` },
  });
  await signInAdmin(page, token);

  for (const width of [375, 1440]) {
    for (const theme of ['light', 'dark'] as const) {
      await test.step(`${width} px, ${theme}`, async () => {
        await page.setViewportSize({ width, height: width < 1280 ? 812 : 900 });
        await page.evaluate((value) => localStorage.setItem('theme', value), theme);
        await page.goto(PAGE);
        await expect(page.getByRole('heading', { level: 1, name: 'Payout providers' })).toBeVisible();
        await expect(page.getByTestId('payout-provider').first()).toBeVisible();
        await expect(page.getByTestId('payout-rate').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);
        const size = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(size.scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(size.innerWidth);
        // DESIGN.md: axe finds nothing serious (and no skipped heading level or content outside landmarks).
        const { violations } = await new AxeBuilder({ page })
          .options({
            runOnly: {
              type: 'tag',
              values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
            },
          })
          .analyze();
        const failing = violations.filter(
          (v) =>
            v.impact === 'serious' ||
            v.impact === 'critical' ||
            ['heading-order', 'region', 'landmark-one-main'].includes(v.id),
        );
        expect(failing.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
          [],
        );
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: path.join(screenshotDir, `payout-providers-${width}-${theme}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        if (theme === 'dark') {
          await page.getByRole('button', { name: 'New provider' }).click();
          await expect(page.getByRole('dialog', { name: 'New payout provider' })).toBeVisible();
          await page.screenshot({
            path: path.join(screenshotDir, `payout-provider-dialog-${width}-${theme}.png`),
            animations: 'disabled',
          });
          await page.keyboard.press('Escape');
        }
      });
    }
  }
});
