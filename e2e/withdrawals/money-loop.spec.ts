import { expect, test } from '@playwright/test';
import {
  approveKyc,
  KYC_QUEUE,
  openKycRequest,
  sendKycOnScreen,
  uniqueDocumentNumber,
} from '../kyc/kyc-support';
import { adminToken, signInAdmin } from '../support/admin-session';
import { balanceName, headerBalance, memberWithBrowser } from '../support/tasks';
import {
  approveInDetail,
  coinsToWithdraw,
  confirmWithdrawal,
  fillWithdrawal,
  markPaidInDetail,
  markThePage,
  mobileMoneyProvider,
  openDetail,
  paidDetail,
  photo,
  statementLine,
  WITHDRAWAL_LIST,
  WITHDRAWAL_SCREEN,
  withdrawalRow,
} from './withdrawal-support';

/**
 * The money loop in one go, as two people live it, each in a browser of their own: a member on a
 * phone has their identity checked, withdraws coins to mobile money and watches finance pay them; an
 * admin at a desk approves the identity check, then the withdrawal, and marks it paid. Only the
 * set-up goes through the API (a payout method, and coins given by the admin).
 */

/** Kenyan shillings: a currency no other journey sets a rate for; 0.15 KES a coin. */
const KES = { currency: 'KES', rate: '0.15' };
const phoneScreen = { viewport: { width: 375, height: 812 }, hasTouch: true };

test('a member on a phone has their identity approved, withdraws 1,000 coins to mobile money, and watches the admin pay them live', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const provider = `M-Pesa ${stamp}`;
  const reference = `MPESA-${stamp.toUpperCase()}`;
  const member = await memberWithBrowser(browser, 'moneyloop', phoneScreen);
  const phone = member.page;
  const desk = await browser.newContext();
  const admin = await desk.newPage();

  await test.step('set-up through the API: a mobile-money method in Kenyan shillings, and 5,000 coins', async () => {
    await mobileMoneyProvider(phone.request, { name: provider, ...KES });
    await coinsToWithdraw(phone.request, member.token, 5_000);
  });

  await test.step('at 375 px, the member sends their identity check with three photos, each upload’s progress on show', async () => {
    await sendKycOnScreen(phone, uniqueDocumentNumber(), { watchProgress: true });
  });

  await test.step('the admin finds the request in the queue and approves it', async () => {
    await signInAdmin(admin, await adminToken(admin.request));
    await admin.goto(KYC_QUEUE);
    await expect(admin.getByRole('heading', { level: 1, name: 'Identity checks' })).toBeVisible();
    await openKycRequest(admin, member.person);
    await approveKyc(admin, member.person);
  });

  let number = '';
  await test.step('the member, now verified, withdraws 1,000 coins to mobile money', async () => {
    await phone.goto(WITHDRAWAL_SCREEN);
    await expect(phone.getByRole('heading', { level: 1, name: 'Withdraw coins' })).toBeVisible();
    await expect(phone.getByTestId('withdrawal-balance')).toContainText('5,000 coins');
    await fillWithdrawal(phone, { provider, coins: 1_000, phone: '+254 712 345 678', person: member.person });
    // Fee 25 + 1.5 % of 1,000 = 40 coins; 960 coins at 0.15 KES = 144.00 KES; 4,000 coins left.
    const summary = phone.getByTestId('withdrawal-summary');
    await expect(summary.locator('[data-figure="fee"]')).toContainText('40 coins');
    await expect(summary.locator('[data-figure="money"]')).toHaveText(/144\.00/);
    await expect(summary.locator('[data-figure="balance"]')).toContainText('4,000 coins');
    number = await confirmWithdrawal(phone, { coins: 1_000, password: member.person.password }, (dialog) =>
      expect(dialog).toContainText('+254712345678'),
    );
    await expect(phone.getByTestId('withdrawal-row').first()).toContainText(`${number} · ${provider}`);
    await expect(headerBalance(phone)).toHaveAccessibleName(balanceName('4,000'));
  });

  await test.step('the admin approves it, then marks it paid with the reference: the member’s screen follows live', async () => {
    const stillTheSamePage = await markThePage(phone);
    const status = phone.getByTestId('withdrawal-row').first().getByTestId('withdrawal-status');
    const numbered = Number(number.slice('W-'.length));

    await admin.goto(WITHDRAWAL_LIST);
    await expect(admin.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    await admin.getByRole('textbox', { name: 'Member or number' }).fill(member.person.username);
    await admin.getByRole('button', { name: 'Apply' }).click();
    await expect(withdrawalRow(admin, numbered)).toContainText(provider);
    const detail = await openDetail(admin, numbered);
    await approveInDetail(admin, detail, numbered);
    await expect(status).toHaveText('Approved');
    await markPaidInDetail(admin, detail, numbered, reference);
    await expect(status).toHaveText('Paid');
    await stillTheSamePage();
  });

  await test.step('the member reads the payment on their phone', async () => {
    // The toast of the withdrawal sent goes after 5 s: the pictures show the screen under it.
    await expect(phone.getByText(/^Withdrawal W-\d+ sent/)).toBeHidden();
    await photo(phone, 'money-loop-paid', { width: 375, theme: 'light' });
    const detail = await paidDetail(phone, number, reference);
    await photo(phone, 'money-loop-detail', { width: 375, theme: 'light' }, false);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
  });

  await test.step('the coins dashboard’s statement has the withdrawal’s line', async () => {
    await statementLine(phone, { number, provider, coins: 1_000 });
    await expect(headerBalance(phone)).toHaveAccessibleName(balanceName('4,000'));
  });

  await desk.close();
  await member.context.close();
});
