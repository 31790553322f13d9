import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { adminCoinPackSchema } from '@betogether/contracts/payments/coin-packs.schemas';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
// One known device for the admin: a code only at its first sign-in, so the per-account code limit
// is never reached by the specs signing the admin in again and again.
import { adminToken } from '../support/admin-session';

const STORE = '/betogether/users/jackpot/gold-coin-store';
const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

/** The screens with real data, for people to look at (e2e/screenshots, not committed). */
async function photo(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(screenshotDir, `economy-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

async function fitsTheWidth(page: Page) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
  // Nothing sticks out of its column either (hidden screen-reader boxes aside).
  const outside = await page.evaluate(() => {
    const main = document.querySelector('main')?.getBoundingClientRect();
    if (!main) return ['no main'];
    return [...document.querySelectorAll('main *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= main.right + 0.5) return false;
        for (let up = el.parentElement; up; up = up.parentElement)
          if (up.getBoundingClientRect().width <= 1) return false;
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`)
      .slice(0, 5);
  });
  expect(outside).toEqual([]);
}

/** A pack of its own for this test (factories, never shared seed data). */
async function createPack(request: APIRequestContext, name: string) {
  const token = await adminToken(request);
  const answer = await request.post('/api/admin/coin-packs', {
    headers: withToken(token),
    data: { name, coins: 1000, bonusCoins: 100, priceMinor: 499, currency: 'EUR', position: 0 },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return adminCoinPackSchema.parse(await answer.json());
}

/** A fresh member in a browser of their own, signed in, on the feed. */
async function memberWithBrowser(browser: Browser, prefix: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/');
  const person = await registerVerified(page.request, page, newPerson(prefix));
  const token = await logInThroughApi(page.request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  // Remembers whether the return page ever showed "pending" (it may last only about a second).
  await page.addInitScript(() => {
    const seen = { pending: false };
    (window as unknown as { __paymentStates: typeof seen }).__paymentStates = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="payment-pending"]')) seen.pending = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/social/feed');
  return { page, context, person, token };
}

function headerBalance(page: Page) {
  return page.getByTestId('header-balance');
}

/** From the feed's navigation to the store, then Buy on the pack, consent, Pay: the sandbox's page. */
async function buyThroughTheStore(page: Page, packName: string, photos = false) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Gold-coin store' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${STORE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Gold-coin store' })).toBeVisible();
  const card = page.getByRole('article', { name: packName });
  await expect(card.getByText('1,100 coins')).toBeVisible();
  await expect(card.getByText('1,000 + 100 bonus')).toBeVisible();
  await expect(card.getByTestId('pack-price')).toHaveText('€4.99');
  if (photos) await photo(page, 'store-1440');
  await card.getByRole('button', { name: `Buy ${packName} for €4.99` }).click();

  const dialog = page.getByRole('dialog', { name: `Buy ${packName}` });
  await expect(dialog.getByText('You pay')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay €4.99' }).click();
  await expect(dialog.getByText('Tick this box to continue.')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  if (photos) await photo(page, 'buy-dialog-1440');
  await dialog.getByRole('button', { name: 'Pay €4.99' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_/);
  await expect(page.getByRole('heading', { name: 'BeTogether sandbox checkout' })).toBeVisible();
}

async function savedDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), content: await readFile(path) };
}

test('a member buys a pack in the sandbox: pending, then success and the new balance in the header; the statement lists it; CSV and receipt download', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const packName = `Starter ${Date.now().toString(36)}`;
  await createPack(request, packName);
  const { page, context } = await memberWithBrowser(browser, 'buyer');

  await test.step('the header shows a balance of 0 on the feed', async () => {
    await expect(headerBalance(page)).toHaveAccessibleName(
      'Your balance: 0 gold coins. Open your coins dashboard',
    );
  });

  await test.step('buy the pack and pay on the sandbox page', async () => {
    await buyThroughTheStore(page, packName, true);
    await page.getByRole('button', { name: /^Pay / }).click();
  });

  let receiptNumber = '';
  await test.step('the return page shows pending, then the coins, the new balance and the header follows', async () => {
    await expect(page).toHaveURL(/\/betogether\/payment\/gold-coins\/success\?purchase=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment confirmed' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { __paymentStates: { pending: boolean } }).__paymentStates.pending,
      ),
    ).toBe(true);
    await expect(
      page.getByText(`1,100 gold coins from ${packName} have been added to your wallet.`),
    ).toBeVisible();
    await expect(page.getByTestId('new-balance')).toContainText('1,100');
    await expect(headerBalance(page)).toHaveAccessibleName(
      'Your balance: 1,100 gold coins. Open your coins dashboard',
    );
    await expect(headerBalance(page)).toHaveText('1,100');
    receiptNumber =
      (await page.getByText(/^Receipt BT-\d{4}-\d{6,}$/).textContent())?.replace('Receipt ', '') ?? '';
    expect(receiptNumber).toMatch(/^BT-\d{4}-\d{6,}$/);
    await photo(page, 'success-1440');
  });

  await test.step('reloading the page changes nothing: still paid, still 1,100', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment confirmed' })).toBeVisible();
    await expect(page.getByTestId('new-balance')).toContainText('1,100');
    await expect(headerBalance(page)).toHaveText('1,100');
  });

  await test.step('the receipt downloads as a PDF', async () => {
    const receipt = await savedDownload(page, () =>
      page.getByRole('button', { name: `Download receipt ${receiptNumber} (PDF)` }).click(),
    );
    expect(receipt.name).toMatch(/\.pdf$/);
    expect(receipt.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  await test.step('the dashboard shows the balance and the statement lists the purchase', async () => {
    await page.getByRole('link', { name: 'See my coins' }).click();
    await expect(page).toHaveURL(/\/betogether\/users\/dashboard-users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My coins' })).toBeVisible();
    await expect(page.getByTestId('dashboard-balance')).toContainText('1,100');
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week.getByText('+1,100', { exact: true })).toBeVisible();
    const row = page.getByTestId('statement-row').filter({ hasText: receiptNumber });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Coin purchase')).toBeVisible();
    await expect(row.getByText('+1,100', { exact: true })).toBeVisible();
    await expect(row.getByText('Balance 1,100')).toBeVisible();
    await expect(page.getByTestId('referral-qr')).toBeVisible();
    // The chart (its own chunk) draws the purchase's day.
    await expect(page.locator('#wallet-chart-title ~ * svg').first()).toBeVisible();
    await photo(page, 'dashboard-1440');
  });

  await test.step('the type filter narrows the statement and is kept in the address', async () => {
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Refund' }).click();
    await expect(page).toHaveURL(/type=refund/);
    await expect(page.getByText('Nothing matches these filters')).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Coin purchase' }).click();
    await expect(page.getByTestId('statement-row')).toHaveCount(1);
  });

  await test.step('the CSV export of the current filters downloads', async () => {
    const csv = await savedDownload(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.name).toMatch(/^betogether-statement-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.content.toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trim().split(/\r?\n/);
    expect(header).toBe('date,number,type,description,coins,balance,transaction_id');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(',purchase,');
    expect(lines[0]).toContain(receiptNumber);
    expect(lines[0]).toMatch(/,1100,1100,/);
  });

  await test.step('the store lists the purchase as paid, with its receipt', async () => {
    await page.goto(STORE);
    const purchase = page.getByTestId('purchase-row').filter({ hasText: packName });
    await expect(purchase.getByText('Paid')).toBeVisible();
    await expect(
      purchase.getByRole('button', { name: `Download receipt ${receiptNumber} (PDF)` }),
    ).toBeVisible();
  });

  await test.step('on a phone, dark and in French, the filled dashboard and store fit the width', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('i18nextLng', 'fr');
    });
    await page.goto('/betogether/users/dashboard-users');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes pièces' })).toBeVisible();
    await expect(page.getByTestId('statement-row').first().getByText('Achat de pièces')).toBeVisible();
    await expect(page.locator('#wallet-chart-title ~ * svg').first()).toBeVisible();
    // French groups digits its own way (CLDR): compare with the browser's own French number.
    const frenchThousand = await page.evaluate(() => new Intl.NumberFormat('fr').format(1100));
    await expect(headerBalance(page)).toHaveText(frenchThousand);
    await photo(page, 'dashboard-375-dark-fr');
    await fitsTheWidth(page);
    await page.goto(STORE);
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique de pièces d’or' })).toBeVisible();
    await expect(page.getByTestId('purchase-row').first()).toBeVisible();
    await photo(page, 'store-375-dark-fr');
    await fitsTheWidth(page);
  });

  await context.close();
});

test('a member declines in the sandbox and sees the failure with its reason; try again, cancel, and no coins', async ({
  browser,
  request,
}) => {
  const packName = `Decline ${Date.now().toString(36)}`;
  await createPack(request, packName);
  const { page, context, token } = await memberWithBrowser(browser, 'decliner');

  await test.step('decline on the sandbox page: the result page shows why', async () => {
    await buyThroughTheStore(page, packName);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/betogether\/payment\/result\?purchase=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment declined' })).toBeVisible();
    await expect(page.getByTestId('failure-reason')).toHaveText('Your bank or card declined the payment.');
    await expect(
      page.getByText('Details from the payment provider: The card was declined (sandbox test card)'),
    ).toBeVisible();
    await expect(page.getByText('You have not been charged and no coins were added.')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('0');
    await photo(page, 'declined-1440');
  });

  await test.step('try again opens a new checkout for the same pack; canceling there says so', async () => {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment canceled' })).toBeVisible();
    await expect(page.getByTestId('failure-reason')).toHaveText(
      'You canceled the payment before it was completed.',
    );
  });

  await test.step('no coins: the server agrees, and the store shows both attempts without receipts', async () => {
    const wallet = await request.get('/api/wallet?tz=Europe/Paris', { headers: withToken(token) });
    expect((await wallet.json()).balance).toBe(0);
    await page.goto(STORE);
    const rows = page.getByTestId('purchase-row').filter({ hasText: packName });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Failed' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Canceled' })).toHaveCount(1);
    await expect(rows.getByRole('button', { name: /receipt/i })).toHaveCount(0);
  });

  await context.close();
});
