import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { adminToken, signInAdmin } from '../support/admin-session';

const TRANSACTIONS = '/admin_betogether/dashboard-transaction';
const STORE = '/betogether/users/jackpot/gold-coin-store';

/** A member in a browser context of their own, signed in (token in the browser), on `path`. */
async function memberIn(browser: Browser, baseURL: string, prefix: string, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const person = await registerVerified(context.request, page, newPerson(prefix));
  const token = await logInThroughApi(context.request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
  return { context, page, person, token };
}

/** The transactions page filtered on one member, through the filter form. */
async function filterOnMember(page: Page, member: Account) {
  await page.getByLabel('Member', { exact: true }).fill(member.username);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]member=${member.username}`));
}

test('an admin finds a coin purchase, adjusts the member’s coins with a reason, and the member sees it live', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const packName = `E2E pack ${Date.now().toString(36)}`;

  // The admin puts a pack on sale (prices typed in euros, sent in cents).
  await signInAdmin(page, await adminToken(request));
  await page.goto(TRANSACTIONS);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions and coins' })).toBeVisible();
  await page.getByRole('tab', { name: 'Coin packs' }).click();
  await expect(page).toHaveURL(/[?&]tab=packs/);
  await page.getByRole('button', { name: 'New pack' }).click();
  const packDialog = page.getByRole('dialog', { name: 'New coin pack' });
  await packDialog.getByRole('textbox', { name: /^Name/ }).fill(packName);
  await packDialog.getByRole('textbox', { name: /^Coins/ }).fill('1000');
  await packDialog.getByRole('textbox', { name: /^Bonus coins/ }).fill('100');
  await packDialog.getByRole('textbox', { name: /^Price/ }).fill('4.5');
  await packDialog.getByRole('button', { name: 'Create pack' }).click();
  await expect(packDialog.getByText('A price such as 4.99, with at most 2 decimals.')).toHaveCount(0);
  await expect(packDialog).toBeHidden();
  const packRow = page.getByTestId('coin-pack-row').filter({ hasText: packName });
  await expect(packRow).toContainText('€4.50');

  // The member buys it in the store and pays on the sandbox checkout page.
  const member = await memberIn(browser, baseURL ?? '', 'buyer', STORE);
  const buyer = member.page;
  await buyer.getByRole('button', { name: `Buy ${packName} for €4.50` }).click();
  const buy = buyer.getByRole('dialog', { name: `Buy ${packName}` });
  await buy.getByRole('checkbox').check();
  await buy.getByRole('button', { name: 'Pay €4.50' }).click();
  await buyer.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await buyer.getByRole('button', { name: /^Pay/ }).click();
  await buyer.waitForURL(/\/betogether\/payment\/gold-coins\/success/);
  await expect(buyer.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 30_000 });
  await expect(buyer.getByTestId('header-balance')).toContainText('1,100');

  // The admin finds the purchase by filtering on the member and opens it.
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await filterOnMember(page, member.person);
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Purchase');
  await expect(rows.first()).toContainText('1,100');
  await rows
    .first()
    .getByRole('button', { name: /^Open transaction #\d+$/ })
    .click();
  const detail = page.getByRole('dialog', { name: /^Transaction #\d+/ });
  const entries = detail.getByTestId('entry-row');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: 'Coin issuance' })).toContainText('-1,100');
  const memberEntry = entries.filter({ hasText: `@${member.person.username}` });
  await expect(memberEntry).toContainText('+1,100');
  await expect(memberEntry.getByRole('cell').last()).toHaveText(/1,100/);

  // A manual credit, from the member's line of the purchase, with a mandatory reason.
  await memberEntry.getByRole('button', { name: `Adjust @${member.person.username}’s coins` }).click();
  const adjust = page.getByRole('dialog', { name: 'Manual adjustment' });
  await expect(adjust.getByRole('combobox', { name: /^Member/ })).toHaveValue(
    new RegExp(`@${member.person.username}`),
  );
  await adjust.getByRole('textbox', { name: /^Coins/ }).fill('250');
  await adjust.getByRole('button', { name: 'Credit coins' }).click();
  await expect(adjust.getByText('Say why: the reason is required.')).toBeVisible();
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill('Goodwill for the late delivery');
  await expect(adjust.getByTestId('adjustment-summary')).toContainText(
    `@${member.person.username} will receive`,
  );
  await adjust.getByRole('button', { name: 'Credit coins' }).click();
  await expect(adjust).toBeHidden();
  await expect(
    page.getByText(new RegExp(`posted: @${member.person.username} now has 1,350 coins`)),
  ).toBeVisible();

  // The member, in their own browser, sees the new balance without reloading.
  await expect(buyer.getByTestId('header-balance')).toContainText('1,350');

  // The list shows both, newest first; the audit log says who did what and why.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Manual adjustment');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const audit = page.getByTestId('audit-entry').filter({ hasText: 'Goodwill for the late delivery' });
  await expect(audit).toHaveCount(1);
  await expect(audit).toContainText('+250');
  await expect(audit).toContainText('Manual adjustment');

  // CSV export of the current filters: this member's two transactions.
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]member=${member.person.username}`));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^betogether-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe(
    'date,number,type,description,amount,members,actor,reverses,reversed_by,transaction_id',
  );
  expect(csv.slice(1).map((line) => line.split(',')[2])).toEqual(['admin_adjustment', 'purchase']);
  expect(csv[1]).toContain(`${member.person.username} +250`);

  await member.context.close();
});

test('an admin credits a member found by name, a debit above the balance is refused, a reversal needs a reason', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  await page.goto('/');
  const person = await registerVerified(request, page, newPerson('reversed'));
  const memberToken = await logInThroughApi(request, page, person);
  await signInAdmin(page, token);
  await page.goto(TRANSACTIONS);

  // The member picker finds the member as the admin types.
  await page.getByRole('button', { name: 'Manual adjustment' }).click();
  const adjust = page.getByRole('dialog', { name: 'Manual adjustment' });
  await adjust.getByRole('combobox', { name: /^Member/ }).fill(person.username);
  await page.getByRole('option', { name: new RegExp(`@${person.username}`) }).click();
  await adjust.getByRole('textbox', { name: /^Coins/ }).fill('100');
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill('Welcome gift');
  await adjust.getByRole('button', { name: 'Credit coins' }).click();
  await expect(page.getByText(new RegExp(`posted: @${person.username} now has 100 coins`))).toBeVisible();

  // Filters live in the address: a link opens the filtered list.
  await page.goto(`${TRANSACTIONS}?member=${encodeURIComponent(person.email)}&type=admin_adjustment`);
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: /^Open transaction #\d+$/ })
    .click();
  const detail = page.getByRole('dialog', { name: /^Transaction #\d+/ });
  await detail.getByRole('button', { name: `Adjust @${person.username}’s coins` }).click();

  await adjust.getByRole('button', { name: 'Debit' }).click();
  await adjust.getByRole('textbox', { name: /^Coins/ }).fill('500');
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill('Duplicate credit');
  await adjust.getByRole('button', { name: 'Debit coins' }).click();
  await expect(adjust.getByRole('alert')).toContainText('The member’s balance is too low for this');
  await adjust.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(1);

  // Reverse the credit: the reason is mandatory, and the reversal is a new, linked transaction.
  await rows
    .first()
    .getByRole('button', { name: /^Open transaction #\d+$/ })
    .click();
  const title = await detail.getByRole('heading').first().textContent();
  const number = /#(\d+)/.exec(title ?? '')?.[1];
  await detail.getByRole('button', { name: 'Reverse…' }).click();
  const confirm = page.getByRole('dialog', { name: `Reverse transaction #${number}?` });
  await expect(confirm).toContainText(`@${person.username} · -100`);
  await confirm.getByRole('button', { name: 'Reverse', exact: true }).click();
  await expect(confirm.getByText('Say why: the reason is required.')).toBeVisible();
  await confirm.getByRole('textbox', { name: /^Reason/ }).fill('Credited to the wrong member');
  await confirm.getByRole('button', { name: 'Reverse', exact: true }).click();
  await expect(page.getByText(new RegExp(`Transaction #${number} reversed by #\\d+`))).toBeVisible();
  const reversal = page.getByRole('dialog', { name: /^Transaction #\d+/ });
  await expect(reversal.getByText('This transaction reverses')).toBeVisible();
  await expect(reversal.getByRole('button', { name: `#${number} (Manual adjustment)` })).toBeVisible();
  await expect(reversal.getByRole('button', { name: 'Reverse…' })).toBeDisabled();

  const wallet = await request.get('/api/wallet', { headers: withToken(memberToken) });
  expect(((await wallet.json()) as { balance: number }).balance).toBe(0);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Credited to the wrong member' }),
  ).toContainText('Reversal');
});

test('a member is refused the transactions page, on screen and by the server', async ({ page, request }) => {
  await page.goto('/');
  const member = await registerVerified(request, page, newPerson('notadmin'));
  const token = await logInThroughApi(request, page, member);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(TRANSACTIONS);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.getByRole('heading', { name: 'Transactions and coins' })).toHaveCount(0);
  for (const path of ['/api/admin/transactions', '/api/admin/audit-log', '/api/admin/coin-packs']) {
    const answer = await request.get(path, { headers: withToken(token) });
    expect(answer.status(), path).toBe(403);
  }
});
