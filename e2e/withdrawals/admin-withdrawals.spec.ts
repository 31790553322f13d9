import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loginResponseSchema, sessionResponseSchema } from '@betogether/contracts/auth/auth.schemas';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  request as requests,
  test,
} from '@playwright/test';
import { sendKycThroughApi } from '../kyc/kyc-support';
import { ADMIN, logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { adminToken } from '../support/admin-session';
import { codeFor } from '../support/mailbox';
import {
  approveInDetail,
  markPaidInDetail,
  openDetail,
  WITHDRAWAL_LIST,
  withdrawalRow,
} from './withdrawal-support';

/**
 * Finance's withdrawals screen, end to end: an admin filters, approves and pays one, rejects one,
 * approves two together, downloads the CSV; a second, different admin gives the second approval of a
 * large one; a member is refused.
 *
 * The two-person rule needs two admins, and the shared e2e server has one (ADMIN_EMAIL), with no API
 * to make another: this file starts its own server on a free port and a data directory of its own,
 * with the second admin created beforehand by `npm run admin:create`, as an operator would.
 */

const SECOND_ADMIN = { email: 'e2e-finance-two@betogether.test', password: 'second-finance-admin-2026' };
const SECOND_DEVICE = 'e2e-second-finance-admin-device';
const root = path.resolve(import.meta.dirname, '..', '..');
const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');
const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

// What this file started, kept as soon as it exists: the end removes it even after a failed start.
const started: { dataDir?: string; process?: ChildProcess } = {};
let baseURL = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The built server (`npm run build` first) on its own port and data, with both admins. */
async function startServer(): Promise<void> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bt-e2e-withdrawals-'));
  started.dataDir = dataDir;
  baseURL = `http://127.0.0.1:${port}`;
  // This server keeps to its own embedded database, whatever the shared one is.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  // As the shared e2e server runs (playwright.config.ts): the outbox on, rate limits out of the way.
  const roomy = ['AUTH', 'READ', 'WRITE', 'MONEY'].map((kind) => [`RATE_LIMIT_${kind}_PER_MINUTE`, '100000']);
  const env = {
    ...inherited,
    ...Object.fromEntries(roomy),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DEV_TOOLS: 'true',
    HOST: '127.0.0.1',
    PORT: `${port}`,
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // The server workspace's script itself: the root one does not pass arguments on.
  const { email, password } = SECOND_ADMIN;
  const create = [
    'run',
    'admin:create',
    '-w',
    '@betogether/server',
    '--',
    '--email',
    email,
    '--password',
    password,
  ];
  await run('npm', create, { cwd: root, env });
  // Its own process group: stopping it stops npm's node child too.
  started.process = spawn('npm', ['run', 'start:server'], {
    cwd: root,
    env,
    detached: true,
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        fetch(`${baseURL}/readyz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      {
        timeout: 60_000,
        message: 'the withdrawals server is ready',
      },
    )
    .toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await startServer();
});

test.afterAll(async () => {
  await api?.dispose();
  const child = started.process;
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  if (started.dataDir) await rm(started.dataDir, { recursive: true, force: true });
});

/** The second admin's token: a first sign-in from a new device, confirmed with the emailed code. */
async function secondAdminToken(api: APIRequestContext): Promise<string> {
  const login = await api.post('/api/auth/login', {
    data: { identifier: SECOND_ADMIN.email, password: SECOND_ADMIN.password, deviceId: SECOND_DEVICE },
  });
  const body = loginResponseSchema.parse(await login.json());
  if (body.status === 'authenticated') return body.token;
  const code = await codeFor(api, SECOND_ADMIN.email, /sign-in code/i);
  const verified = await api.post('/api/auth/login/verify', {
    data: { challengeId: body.challenge.challengeId, code, deviceId: SECOND_DEVICE },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return sessionResponseSchema.parse(await verified.json()).token;
}

/** A call as `token`; changes carry a fresh Idempotency-Key. Answers the JSON, after checking the status. */
async function callAs<T = Record<string, unknown>>(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  status: number,
  data?: unknown,
): Promise<T> {
  const headers = { ...withToken(token), ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }) };
  const answer = await api.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBe(status);
  return (await answer.json()) as T;
}

type Withdrawal = { id: string; number: number; coins: number };

/**
 * Everything the screen needs, through the API: a provider paying XOF at 5 per coin, limits with room
 * for a large withdrawal (two admins above 100,000 coins), and two members with an approved identity
 * check and coins, who ask for withdrawals.
 */
async function prepare(browser: Browser, api: APIRequestContext, admin: string) {
  const provider = await callAs<{ id: string; name: string }>(
    api,
    admin,
    'POST',
    '/api/admin/payout-providers',
    201,
    {
      kind: 'mobile_money',
      name: 'Orange Money',
      currencies: ['XOF'],
      feeFixedCoins: 25,
      feePercentBps: 150,
      minCoins: 500,
      maxCoins: 200_000,
      requiredFields: ['phone', 'accountName'],
    },
  );
  await callAs(api, admin, 'POST', '/api/admin/payout-rates', 201, { currency: 'XOF', rate: '5' });
  await callAs(api, admin, 'PUT', '/api/admin/withdrawal-settings', 200, {
    dayLimitCoins: 400_000,
    monthLimitCoins: 1_000_000,
    secondApprovalAboveCoins: 100_000,
  });

  const context = await browser.newContext({ baseURL: baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const member = async (prefix: string, coins: number) => {
    const person = await registerVerified(api, page, newPerson(prefix));
    const token = await logInThroughApi(api, page, person);
    const kycId = await sendKycThroughApi(api, token, person);
    await callAs(api, admin, 'POST', `/api/admin/kyc/${kycId}/decision`, 200, { decision: 'approve' });
    const found = await callAs<{ items: Array<{ id: string }> }>(
      api,
      admin,
      'GET',
      `/api/admin/wallet/members?q=${encodeURIComponent(person.email)}&limit=1`,
      200,
    );
    const userId = found.items[0]?.id;
    await callAs(api, admin, 'POST', '/api/admin/wallet/adjustments', 201, {
      userId,
      coins,
      reason: 'E2E coins to withdraw',
    });
    const withdraw = (amount: number) =>
      callAs<Withdrawal>(api, token, 'POST', '/api/withdrawals', 201, {
        providerId: provider.id,
        currency: 'XOF',
        coins: amount,
        destination: { phone: '+225 07 12 34 56 78', accountName: 'Camille Durand' },
        confirmation: { method: 'password', password: person.password },
      });
    return { person, token, withdraw };
  };
  const payee = await member('payee', 300_000);
  const other = await member('bystander', 10_000);
  await context.close();
  // Oldest first: the list shows them newest first.
  const toPay = await payee.withdraw(1_000);
  const toReject = await payee.withdraw(2_000);
  const bulkA = await payee.withdraw(3_000);
  const bulkB = await payee.withdraw(4_000);
  const large = await payee.withdraw(150_000);
  await other.withdraw(5_000);
  return { payee, other, withdrawals: { toPay, toReject, bulkA, bulkB, large } };
}

/** A browser context signed in with `token` (and the device it was issued to), in `theme`. */
async function signedIn(browser: Browser, token: string, device: string, theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({
    baseURL: baseURL,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(
    (values) => {
      localStorage.setItem('token', values.token);
      localStorage.setItem('deviceId', values.device);
      localStorage.setItem('theme', values.theme);
    },
    { token, device, theme },
  );
  return context;
}

let admin: string;
let data: Awaited<ReturnType<typeof prepare>>;
let api: APIRequestContext;

test('finance filters, approves and pays, rejects with a reason, approves two together and downloads the CSV; a second admin completes a large one', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  api = await requests.newContext({ baseURL: baseURL });
  admin = await adminToken(api);
  data = await prepare(browser, api, admin);
  const { payee, withdrawals: w } = data;

  const context = await signedIn(browser, admin, 'e2e-admin-back-office-device');
  const page = await context.newPage();
  await page.goto(WITHDRAWAL_LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Withdrawals', exact: true })).toBeVisible();

  // Pending by default: six requests; the member's name narrows them to theirs.
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(6);
  await page.getByRole('textbox', { name: 'Member or number' }).fill(payee.person.username);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${payee.person.username}`));
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(5);
  await expect(withdrawalRow(page, w.large.number)).toContainText('150,000');
  await expect(withdrawalRow(page, w.toPay.number)).toContainText('Orange Money');
  // 1,000 coins less the fee (25 + 1.5 %) at 5 XOF per coin.
  await expect(withdrawalRow(page, w.toPay.number)).toContainText(/F\sCFA\s4,800/);

  // One approved, then marked paid with the provider's reference.
  let dialog = await openDetail(page, w.toPay.number);
  await expect(dialog.getByText('Version 1 · 1 coin = 5 XOF')).toBeVisible();
  await approveInDetail(page, dialog, w.toPay.number);
  await markPaidInDetail(page, dialog, w.toPay.number, 'OM-2026-0615-7781');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // One rejected, with the reason the member reads.
  dialog = await openDetail(page, w.toReject.number);
  await dialog.getByRole('button', { name: 'Reject…' }).click();
  let confirm = page.getByRole('dialog', { name: `Reject W-${w.toReject.number}?` });
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(confirm.getByText('Say why: the member reads it.')).toBeVisible();
  await confirm
    .getByRole('textbox', { name: 'Reason' })
    .fill('The phone number is not registered with Orange Money');
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText(/The member reads: “The phone number is not registered/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const rejected = await callAs<{ status: string; reason: string }>(
    api,
    payee.token,
    'GET',
    `/api/withdrawals/${w.toReject.id}`,
    200,
  );
  expect(rejected).toMatchObject({
    status: 'rejected',
    reason: 'The phone number is not registered with Orange Money',
  });

  // Two approved together: what became of each is said.
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: `Select W-${w.bulkA.number}` }).check();
  await page.getByRole('checkbox', { name: `Select W-${w.bulkB.number}` }).check();
  await expect(page.getByRole('region', { name: 'Selected withdrawals' })).toContainText(
    '2 withdrawals selected · 7,000 coins',
  );
  await page.screenshot({ path: path.join(screenshotDir, 'admin-withdrawals-selection-1440-light.png') });
  await page.getByRole('button', { name: 'Approve selected' }).click();
  confirm = page.getByRole('dialog', { name: 'Approve 2 withdrawals?' });
  await confirm.getByRole('button', { name: 'Approve 2 withdrawals' }).click();
  const results = page.getByRole('dialog', { name: 'What became of each withdrawal' });
  await expect(results.getByText('2 approved')).toBeVisible();
  await expect(results.getByTestId('bulk-result')).toHaveCount(2);
  await page.screenshot({ path: path.join(screenshotDir, 'admin-withdrawals-bulk-results-1440-light.png') });
  await results.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(1);

  // The large one: this admin's approval is the first of two, and a second by the same admin is off.
  dialog = await openDetail(page, w.large.number);
  await expect(dialog.getByTestId('approval-hint')).toHaveText(
    'Above 100,000 coins: two admins must approve.',
  );
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  confirm = page.getByRole('dialog', { name: `Approve W-${w.large.number}?` });
  await expect(confirm).toContainText('Yours is the first');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`First approval of W-${w.large.number} recorded`)).toBeVisible();
  await expect(dialog.getByTestId('approval-hint')).toHaveText(
    'You gave the first approval: another admin must give the second.',
  );
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  const shareable = page.url();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Needs second approval' }).click();
  await expect(page).toHaveURL(/[?&]status=second_approval/);
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(1);
  await expect(withdrawalRow(page, w.large.number)).toContainText('Needs 2nd approval');

  // The CSV of every status for this member.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(5);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^betogether-withdrawals-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'requested_at,number,status,member,email,provider,coins,fee_coins,currency,rate,amount,destination,reference,reason,withdrawal_id',
  );
  const byNumber = new Map(lines.slice(1).map((line) => [line.split(',')[1], line]));
  expect([...byNumber.keys()].sort()).toEqual(
    [w.toPay, w.toReject, w.bulkA, w.bulkB, w.large].map((item) => `W-${item.number}`).sort(),
  );
  expect(byNumber.get(`W-${w.toPay.number}`)).toContain(',paid,');
  expect(byNumber.get(`W-${w.toPay.number}`)).toContain(',4800,');
  expect(byNumber.get(`W-${w.toPay.number}`)).toContain('OM-2026-0615-7781');
  expect(byNumber.get(`W-${w.toReject.number}`)).toContain('The phone number is not registered');
  expect(byNumber.get(`W-${w.bulkA.number}`)).toContain(',approved,');
  expect(byNumber.get(`W-${w.large.number}`)).toContain(',pending,');
  expect(lines.every((line) => !line.includes(data.other.person.username))).toBe(true);
  await context.close();

  // A second, different admin opens the link and completes the large one.
  const second = await secondAdminToken(api);
  const secondContext = await signedIn(browser, second, SECOND_DEVICE);
  const secondPage = await secondContext.newPage();
  await secondPage.goto(shareable);
  dialog = secondPage.getByRole('dialog', { name: new RegExp(`^Withdrawal W-${w.large.number}\\b`) });
  await expect(dialog.getByTestId('approval-hint')).toHaveText(
    'Another admin gave the first approval: yours completes it.',
  );
  await dialog.getByRole('button', { name: 'Give the second approval' }).click();
  confirm = secondPage.getByRole('dialog', { name: `Approve W-${w.large.number}?` });
  await expect(confirm).toContainText('Yours is the second');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(
    secondPage.getByText(`W-${w.large.number} is approved: pay it, then mark it paid.`),
  ).toBeVisible();
  await expect(dialog.getByTestId('withdrawal-approvals').getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Mark paid…' })).toBeVisible();
  await secondContext.close();

  const done = await callAs<{ status: string; approvals: unknown[] }>(
    api,
    admin,
    'GET',
    `/api/admin/withdrawals/${w.large.id}`,
    200,
  );
  expect(done).toMatchObject({ status: 'approved' });
  expect(done.approvals).toHaveLength(2);
});

test('a member opening the withdrawals screen is refused, on screen and by the server', async ({
  browser,
}) => {
  const { other } = data;
  const context = await signedIn(browser, other.token, 'e2e-refused-member-device');
  const page = await context.newPage();
  await page.goto(WITHDRAWAL_LIST);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.getByRole('heading', { name: 'Withdrawals' })).toHaveCount(0);
  const answer = await api.get('/api/admin/withdrawals', { headers: withToken(other.token) });
  expect(answer.status()).toBe(403);
  await context.close();
});

test('the screen at 375 and 1440 px, light and dark', async ({ browser }) => {
  test.setTimeout(120_000);
  // Every status, and the bystander's pending one with its tick.
  const search = '?status=all';
  for (const width of [375, 1440])
    for (const theme of ['light', 'dark'] as const) {
      const context: BrowserContext = await signedIn(browser, admin, 'e2e-admin-back-office-device', theme);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: width < 1280 ? 812 : 900 });
      await page.goto(`${WITHDRAWAL_LIST}${search}`);
      await expect(page.getByTestId('withdrawal-row')).toHaveCount(6);
      await page.evaluate(() => document.fonts.ready);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(scroll, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      const shot = (name: string) =>
        page.screenshot({
          path: path.join(screenshotDir, `${name}-${width}-${theme}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      await shot('admin-withdrawals');
      if (width === 375) {
        // On a phone the filters open in a sheet from the bottom.
        await page.getByRole('button', { name: 'Filters' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await expect(sheet.getByRole('textbox', { name: 'Member or number' })).toBeVisible();
        await page.screenshot({
          path: path.join(screenshotDir, `admin-withdrawals-filters-${width}-${theme}.png`),
        });
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
      }
      await openDetail(page, data.withdrawals.large.number);
      await shot('admin-withdrawals-detail');
      await context.close();
    }
});
