import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { sendKycThroughApi } from '../kyc/kyc-support';
import { withToken } from '../support/accounts';
import { adminToken } from '../support/admin-session';
import { balanceName, headerBalance, memberWithBrowser, passesAxe } from '../support/tasks';

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');
const SCREEN = '/betogether/withdrawal/withdrawal';

type Look = { width: 375 | 1440; theme: 'light' | 'dark' };

/**
 * The screen as it is, for people to look at (`withdrawal-<screen>-<width>-<theme>.png`, not
 * committed), after checking that nothing is wider than the window (soft: every look still gets
 * its picture). A dialog is taken as the window shows it.
 */
async function photo(page: Page, screen: string, look: Look, fullPage = true) {
  const fits = await page.evaluate(async () => {
    await document.fonts.ready;
    // From the top: a full-page picture of a scrolled page draws the fixed bars mid-page.
    window.scrollTo(0, 0);
    return document.documentElement.scrollWidth <= window.innerWidth;
  });
  expect.soft(fits, `${screen} at ${look.width} px: no sideways scrolling`).toBe(true);
  const file = `withdrawal-${screen}-${look.width}-${look.theme}.png`;
  await page.screenshot({ path: path.join(screenshotDir, file), fullPage, animations: 'disabled' });
}

/** The page again in another theme and width (what a member's settings and phone would give). */
async function reloadAs(page: Page, { width, theme }: Look) {
  await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  await page.reload();
}

/** The open dialogs checked by axe (portalled outside `main`, where passesAxe looks): nothing serious. */
async function dialogPassesAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = violations.filter((found) => ['serious', 'critical'].includes(found.impact ?? ''));
  const where = serious.flatMap((found) => found.nodes.map((node) => `${found.id}: ${node.html}`));
  expect.soft(where).toEqual([]);
}

/** An admin's money call through the API, with its Idempotency-Key; answers the JSON body. */
async function asAdmin(request: APIRequestContext, url: string, data?: unknown) {
  const answer = await request.post(url, {
    headers: { ...withToken(await adminToken(request)), 'idempotency-key': crypto.randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), `${url}: ${await answer.text()}`).toBeLessThan(300);
  return answer.json();
}

/**
 * A mobile-money method of its own, in Ghana cedis, a currency no other journey sets a rate for:
 * 25 coins + 1.5 %, 500 to 200,000 coins, 0.0125 GHS a coin.
 */
async function mobileMoneyProvider(request: APIRequestContext, name: string) {
  await asAdmin(request, '/api/admin/payout-providers', {
    kind: 'mobile_money',
    name,
    currencies: ['GHS'],
    feeFixedCoins: 25,
    feePercentBps: 150,
    minCoins: 500,
    maxCoins: 200_000,
    requiredFields: ['phone', 'accountName'],
  });
  const rate = await request.post('/api/admin/payout-rates', {
    headers: withToken(await adminToken(request)),
    data: { currency: 'GHS', rate: '0.0125' },
  });
  // Already at this rate (a journey before this one on the same server): that is the rate wanted.
  if (rate.status() !== 201) expect((await rate.json()).code).toBe('PAYOUT_RATE_UNCHANGED');
}

test('a verified member withdraws 1,000 coins to mobile money on a phone, and follows finance’s steps live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const providerName = `MTN MoMo ${stamp}`;
  const member = await memberWithBrowser(browser, 'withdraw');
  const page = member.page;
  const request = page.request;

  await test.step('set-up through the API: a method and its rate, the identity approved, 5,000 coins', async () => {
    await mobileMoneyProvider(request, providerName);
    const kycId = await sendKycThroughApi(request, member.token, member.person);
    await asAdmin(request, `/api/admin/kyc/${kycId}/decision`, { decision: 'approve' });
    const me = await (await request.get('/api/user-profile/', { headers: withToken(member.token) })).json();
    await asAdmin(request, '/api/admin/wallet/adjustments', {
      userId: me.id,
      coins: 5_000,
      reason: 'e2e: coins to withdraw',
    });
  });

  await test.step('on a 375 px phone, the member picks the method and sees what 1,000 coins pay', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(SCREEN);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw coins' })).toBeVisible();
    const balance = page.getByTestId('withdrawal-balance');
    await expect(balance).toContainText('5,000 coins');
    await page.getByRole('radio', { name: new RegExp(providerName) }).check();
    await page.getByRole('textbox', { name: 'Amount in coins' }).fill('1000');
    await page.getByRole('textbox', { name: /Mobile money number/ }).fill('+233 24 123 4567');
    await expect(page.getByRole('textbox', { name: /Account holder’s name/ })).toHaveValue('Camille Durand');
    // Fee 25 + 1.5 % of 1,000 = 40 coins; 960 coins at 0.0125 GHS = 12.00 GHS; 4,000 coins left.
    const summary = page.getByTestId('withdrawal-summary');
    await expect(summary.locator('[data-figure="fee"]')).toContainText('40 coins');
    await expect(summary.locator('[data-figure="money"]')).toHaveText(/12\.00/);
    await expect(summary.locator('[data-figure="balance"]')).toContainText('4,000 coins');
    await photo(page, 'form', { width: 375, theme: 'light' });
  });

  let number = '';
  await test.step('the member confirms with the password: the coins leave at once, the withdrawal is pending', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
    await expect(dialog.locator('[data-figure="money"]')).toHaveText(/12\.00/);
    await expect(dialog).toContainText('+233241234567');
    await dialog.getByLabel('Your password').fill(member.person.password);
    await photo(page, 'confirm', { width: 375, theme: 'light' }, false);
    await dialogPassesAxe(page);
    await dialog.getByRole('button', { name: 'Withdraw 1,000 coins' }).click();
    await expect(dialog).toBeHidden();
    const made = page.getByText(/^Your withdrawal W-\d+ is pending/);
    await expect(made).toBeVisible();
    number = /W-\d+/.exec((await made.textContent()) ?? '')?.[0] ?? '';
    const row = page.getByTestId('withdrawal-row').first();
    await expect(row).toContainText(`${number} · ${providerName}`);
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Pending');
    await expect(page.getByTestId('withdrawal-balance')).toContainText('4,000 coins');
    await expect(headerBalance(page)).toHaveAccessibleName(balanceName('4,000'));
  });

  await test.step('finance approves, then pays: the member sees each step live, without a reload', async () => {
    await page.evaluate(() => {
      (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });
    const mine = await (await request.get('/api/withdrawals', { headers: withToken(member.token) })).json();
    const id = mine.items[0].id as string;
    const row = page.getByTestId('withdrawal-row').first();

    await asAdmin(request, `/api/admin/withdrawals/${id}/approve`);
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Approved');
    await asAdmin(request, `/api/admin/withdrawals/${id}/paid`, { reference: `MOMO-${stamp}` });
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Paid');
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    await row.click();
    const detail = page.getByRole('dialog', { name: new RegExp(`^Withdrawal ${number}`) });
    await expect(detail.getByTestId('withdrawal-reference')).toHaveText(`Payment reference: MOMO-${stamp}`);
    await expect(detail.getByTestId('withdrawal-timeline').getByRole('listitem')).toHaveCount(3);
    await photo(page, 'detail', { width: 375, theme: 'light' }, false);
    await dialogPassesAxe(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
  });

  await test.step('the screen at 375 and 1440 px, light and dark', async () => {
    await passesAxe(page);
    for (const look of [
      { width: 375, theme: 'dark' },
      { width: 1440, theme: 'light' },
      { width: 1440, theme: 'dark' },
    ] as const) {
      await reloadAs(page, look);
      await expect(page.getByTestId('withdrawal-row').first().getByTestId('withdrawal-status')).toHaveText(
        'Paid',
      );
      await photo(page, 'screen', look);
    }
    await passesAxe(page);
    await page.getByTestId('withdrawal-row').first().click();
    await expect(page.getByRole('dialog', { name: new RegExp(`^Withdrawal ${number}`) })).toBeVisible();
    await photo(page, 'detail', { width: 1440, theme: 'dark' }, false);
  });

  await test.step('the statement on the coins dashboard has the withdrawal’s line', async () => {
    await page.goto('/betogether/users/dashboard-users');
    const line = page
      .getByTestId('statement-row')
      .filter({ hasText: `Withdrawal ${number} to ${providerName}` });
    await expect(line).toBeVisible();
    await expect(line).toContainText('1,000');
  });

  await member.context.close();
});

test('a member whose identity is not verified is sent to the identity check, with no form', async ({
  browser,
}) => {
  const member = await memberWithBrowser(browser, 'nowithdraw');
  const page = member.page;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(SCREEN);
  const locked = page.getByTestId('withdrawal-locked');
  await expect(locked.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await locked.getByRole('link', { name: 'Verify my identity' }).click();
  await expect(page).toHaveURL(/\/betogether\/users\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity check' })).toBeVisible();
  await member.context.close();
});
