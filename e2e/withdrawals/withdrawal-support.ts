import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Account, withToken } from '../support/accounts';
import { adminToken } from '../support/admin-session';

/** Shared pieces of the withdrawal journeys (e2e/withdrawals): the member's screen and finance's. */

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');
/** The member's withdrawal screen. */
export const WITHDRAWAL_SCREEN = '/betogether/withdrawal/withdrawal';
/** Finance's withdrawals list. */
export const WITHDRAWAL_LIST = '/admin_betogether/withdrawal/withdrawallist';

export type Look = { width: 375 | 1440; theme: 'light' | 'dark' };

/**
 * The screen as it is, for people to look at (`withdrawal-<screen>-<width>-<theme>.png`, not
 * committed), after checking that nothing is wider than the window (soft: every look still gets
 * its picture). A dialog is taken as the window shows it.
 */
export async function photo(page: Page, screen: string, look: Look, fullPage = true) {
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

/** An admin's money call through the API, with its Idempotency-Key; answers the JSON body. */
export async function asAdmin(request: APIRequestContext, url: string, data?: unknown) {
  const answer = await request.post(url, {
    headers: { ...withToken(await adminToken(request)), 'idempotency-key': crypto.randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), `${url}: ${await answer.text()}`).toBeLessThan(300);
  return answer.json();
}

/**
 * A mobile-money method of its own paying in `currency` at `rate` a coin: 25 coins + 1.5 %, 500 to
 * 200,000 coins. Each journey takes a currency no other one sets a rate for, so that journeys on the
 * same server never change each other's rate.
 */
export async function mobileMoneyProvider(
  request: APIRequestContext,
  { name, currency, rate }: { name: string; currency: string; rate: string },
) {
  await asAdmin(request, '/api/admin/payout-providers', {
    kind: 'mobile_money',
    name,
    currencies: [currency],
    feeFixedCoins: 25,
    feePercentBps: 150,
    minCoins: 500,
    maxCoins: 200_000,
    requiredFields: ['phone', 'accountName'],
  });
  const set = await request.post('/api/admin/payout-rates', {
    headers: withToken(await adminToken(request)),
    data: { currency, rate },
  });
  // Already at this rate (a journey before this one on the same server): that is the rate wanted.
  if (set.status() !== 201) expect((await set.json()).code).toBe('PAYOUT_RATE_UNCHANGED');
}

/** Coins for the member signed in with `token`, credited by the admin (an audited adjustment). */
export async function coinsToWithdraw(request: APIRequestContext, token: string, coins: number) {
  const me = await (await request.get('/api/user-profile/', { headers: withToken(token) })).json();
  await asAdmin(request, '/api/admin/wallet/adjustments', {
    userId: me.id,
    coins,
    reason: 'e2e: coins to withdraw',
  });
}

const counted = (coins: number) => new Intl.NumberFormat('en-GB').format(coins);

/**
 * On the member's screen: the method picked, the amount typed and the mobile-money number; the
 * account holder's name comes from the profile.
 */
export async function fillWithdrawal(
  page: Page,
  { provider, coins, phone, person }: { provider: string; coins: number; phone: string; person: Account },
) {
  await page.getByRole('radio', { name: new RegExp(provider) }).check();
  await page.getByRole('textbox', { name: 'Amount in coins' }).fill(String(coins));
  await page.getByRole('textbox', { name: /Mobile money number/ }).fill(phone);
  await expect(page.getByRole('textbox', { name: /Account holder’s name/ })).toHaveValue(
    `${person.firstName} Durand`,
  );
}

/**
 * Continue, then the member's password in the confirmation dialog (`check` looks at the dialog
 * before it is sent), and the withdrawal is made: answers its number (`W-…`), now pending.
 */
export async function confirmWithdrawal(
  page: Page,
  { coins, password }: { coins: number; password: string },
  check: (dialog: Locator) => Promise<void> = async () => {},
): Promise<string> {
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await dialog.getByLabel('Your password').fill(password);
  await check(dialog);
  await dialog.getByRole('button', { name: `Withdraw ${counted(coins)} coins` }).click();
  await expect(dialog).toBeHidden();
  const made = page.getByText(/^Your withdrawal W-\d+ is pending/);
  await expect(made).toBeVisible();
  const number = /W-\d+/.exec((await made.textContent()) ?? '')?.[0];
  if (!number) throw new Error('no withdrawal number on screen');
  await expect(page.getByTestId('withdrawal-row').first().getByTestId('withdrawal-status')).toHaveText(
    'Pending',
  );
  return number;
}

/**
 * Marks the page now on show, and answers a check that it is still that page (no reload, no
 * navigation since): what changes on it meanwhile came live.
 */
export async function markThePage(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
  });
  return async () => {
    const same = await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage);
    expect(same, 'the page was not reloaded').toBe(true);
  };
}

/** The member opens their newest withdrawal, paid: its reference and its three steps. Answers the dialog. */
export async function paidDetail(page: Page, number: string, reference: string) {
  await page.getByTestId('withdrawal-row').first().click();
  const detail = page.getByRole('dialog', { name: new RegExp(`^Withdrawal ${number}`) });
  await expect(detail.getByTestId('withdrawal-reference')).toHaveText(`Payment reference: ${reference}`);
  await expect(detail.getByTestId('withdrawal-timeline').getByRole('listitem')).toHaveCount(3);
  return detail;
}

/** The withdrawal's line in the statement of the member's coins dashboard. */
export async function statementLine(
  page: Page,
  { number, provider, coins }: { number: string; provider: string; coins: number },
) {
  await page.goto('/betogether/users/dashboard-users');
  const line = page.getByTestId('statement-row').filter({ hasText: `Withdrawal ${number} to ${provider}` });
  await expect(line).toBeVisible();
  await expect(line).toContainText(counted(coins));
  return line;
}

/** Finance's row of withdrawal `W-<number>` in the list. */
export const withdrawalRow = (page: Page, number: number) =>
  page
    .getByTestId('withdrawal-row')
    .filter({ has: page.getByRole('button', { name: `Open withdrawal W-${number}` }) });

/** Finance opens withdrawal `W-<number>` from the list: answers its detail dialog. */
export async function openDetail(page: Page, number: number) {
  await page.getByRole('button', { name: `Open withdrawal W-${number}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Withdrawal W-${number}\\b`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Finance approves the open withdrawal (one approval is enough below the two-person threshold). */
export async function approveInDetail(page: Page, dialog: Locator, number: number) {
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Approve W-${number}?` });
  await expect(confirm).toContainText('It becomes approved');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`W-${number} is approved: pay it, then mark it paid.`)).toBeVisible();
}

/**
 * Finance marks the open, approved withdrawal paid: a reference is asked for (refused empty), then
 * entered; the timeline has its three steps.
 */
export async function markPaidInDetail(page: Page, dialog: Locator, number: number, reference: string) {
  await dialog.getByRole('button', { name: 'Mark paid…' }).click();
  const confirm = page.getByRole('dialog', { name: `Mark W-${number} paid?` });
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(confirm.getByText('Enter the provider’s reference.')).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Provider’s reference' }).fill(reference);
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog.getByText(`Paid. Provider’s reference: ${reference}`)).toBeVisible();
  await expect(dialog.getByTestId('withdrawal-timeline').getByRole('listitem')).toHaveCount(3);
}
