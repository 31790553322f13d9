import { expect, type Page, test } from '@playwright/test';
import { sendKycThroughApi } from '../kyc/kyc-support';
import { withToken } from '../support/accounts';
import { balanceName, dialogPassesAxe, headerBalance, memberWithBrowser, passesAxe } from '../support/tasks';
import {
  asAdmin,
  coinsToWithdraw,
  confirmWithdrawal,
  fillWithdrawal,
  type Look,
  markThePage,
  mobileMoneyProvider,
  paidDetail,
  photo,
  statementLine,
  WITHDRAWAL_SCREEN,
} from './withdrawal-support';

/** Ghana cedis: a currency no other journey sets a rate for; 0.0125 GHS a coin. */
const GHS = { currency: 'GHS', rate: '0.0125' };

/** The page again in another theme and width (what a member's settings and phone would give). */
async function reloadAs(page: Page, { width, theme }: Look) {
  await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  await page.reload();
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
    await mobileMoneyProvider(request, { name: providerName, ...GHS });
    const kycId = await sendKycThroughApi(request, member.token, member.person);
    await asAdmin(request, `/api/admin/kyc/${kycId}/decision`, { decision: 'approve' });
    await coinsToWithdraw(request, member.token, 5_000);
  });

  await test.step('on a 375 px phone, the member picks the method and sees what 1,000 coins pay', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(WITHDRAWAL_SCREEN);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw coins' })).toBeVisible();
    const balance = page.getByTestId('withdrawal-balance');
    await expect(balance).toContainText('5,000 coins');
    await fillWithdrawal(page, {
      provider: providerName,
      coins: 1_000,
      phone: '+233 24 123 4567',
      person: member.person,
    });
    // Fee 25 + 1.5 % of 1,000 = 40 coins; 960 coins at 0.0125 GHS = 12.00 GHS; 4,000 coins left.
    const summary = page.getByTestId('withdrawal-summary');
    await expect(summary.locator('[data-figure="fee"]')).toContainText('40 coins');
    await expect(summary.locator('[data-figure="money"]')).toHaveText(/12\.00/);
    await expect(summary.locator('[data-figure="balance"]')).toContainText('4,000 coins');
    await photo(page, 'form', { width: 375, theme: 'light' });
  });

  let number = '';
  await test.step('the member confirms with the password: the coins leave at once, the withdrawal is pending', async () => {
    number = await confirmWithdrawal(
      page,
      { coins: 1_000, password: member.person.password },
      async (dialog) => {
        await expect(dialog.locator('[data-figure="money"]')).toHaveText(/12\.00/);
        await expect(dialog).toContainText('+233241234567');
        await photo(page, 'confirm', { width: 375, theme: 'light' }, false);
        await dialogPassesAxe(page);
      },
    );
    await expect(page.getByTestId('withdrawal-row').first()).toContainText(`${number} · ${providerName}`);
    await expect(page.getByTestId('withdrawal-balance')).toContainText('4,000 coins');
    await expect(headerBalance(page)).toHaveAccessibleName(balanceName('4,000'));
  });

  await test.step('finance approves, then pays: the member sees each step live, without a reload', async () => {
    const stillTheSamePage = await markThePage(page);
    const mine = await (await request.get('/api/withdrawals', { headers: withToken(member.token) })).json();
    const id = mine.items[0].id as string;
    const row = page.getByTestId('withdrawal-row').first();

    await asAdmin(request, `/api/admin/withdrawals/${id}/approve`);
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Approved');
    await asAdmin(request, `/api/admin/withdrawals/${id}/paid`, { reference: `MOMO-${stamp}` });
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Paid');
    await stillTheSamePage();

    const detail = await paidDetail(page, number, `MOMO-${stamp}`);
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
    await statementLine(page, { number, provider: providerName, coins: 1_000 });
  });

  await member.context.close();
});

test('a member whose identity is not verified is sent to the identity check, with no form', async ({
  browser,
}) => {
  const member = await memberWithBrowser(browser, 'nowithdraw');
  const page = member.page;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(WITHDRAWAL_SCREEN);
  const locked = page.getByTestId('withdrawal-locked');
  await expect(locked.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await locked.getByRole('link', { name: 'Verify my identity' }).click();
  await expect(page).toHaveURL(/\/betogether\/users\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity check' })).toBeVisible();
  await member.context.close();
});
