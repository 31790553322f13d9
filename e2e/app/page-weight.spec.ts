import { gzipSync } from 'node:zlib';
import { type Browser, expect, test } from '@playwright/test';
import { deviceIdOf, logInThroughApi, registerVerified } from '../support/accounts';

/**
 * Page weight of a first visit (issue [6]): gzipped JavaScript and number of JS files loaded with an
 * empty cache, in Chromium against the built app. Public pages signed out; member pages with a
 * session already in the browser. The budgets are the (docs/decisions.md "Page weight"):
 * a change that makes a first visit heavier than its budget fails `npm test`.
 */
const pages = [
  { path: '/', signedIn: false, budget: { kb: 160, files: 30 } },
  { path: '/auth/login', signedIn: false, budget: { kb: 160, files: 30 } },
  { path: '/social/feed', signedIn: true, budget: { kb: 250, files: 30 } },
  { path: '/social/profile/:me', signedIn: true, budget: { kb: 250, files: 30 } },
  { path: '/betogether/users/dashboard-users', signedIn: true, budget: { kb: 280, files: 30 } },
] as const;

type Weight = { files: number; gzipKB: number };

async function firstVisit(browser: Browser, path: string, session?: { token: string; deviceId: string }) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript(({ token, deviceId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('deviceId', deviceId);
    }, session);
  }
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('main').first()).toBeVisible();
  let gz = 0;
  const sizes: Array<[number, string]> = [];
  for (const [url, body] of scripts) {
    const size = gzipSync(await body, { level: 9 }).length;
    sizes.push([size, url.split('/').pop() ?? url]);
    gz += size;
  }
  // PAGE_WEIGHT_DETAIL=1: the heaviest files of each page, to see what to split or defer.
  if (process.env.PAGE_WEIGHT_DETAIL)
    for (const [size, name] of sizes.sort((a, b) => b[0] - a[0]).slice(0, 40))
      console.log(path, (size / 1024).toFixed(1), name);
  const weight: Weight = { files: scripts.size, gzipKB: Math.round(gz / 102.4) / 10 };
  await context.close();
  return weight;
}

test('first visits stay within their JavaScript budgets', async ({ browser, page, request }) => {
  await page.goto('/');
  const person = await registerVerified(request, page);
  const session = { token: await logInThroughApi(request, page, person), deviceId: await deviceIdOf(page) };
  const measured: Array<{
    path: string;
    files: number;
    gzipKB: number;
    budgetKB: number;
  }> = [];
  for (const entry of pages) {
    const path = entry.path.replace(':me', person.username);
    const weight = await firstVisit(browser, path, entry.signedIn ? session : undefined);
    measured.push({ path: entry.path, ...weight, budgetKB: entry.budget.kb });
  }
  console.table(measured);
  for (const [i, row] of measured.entries()) {
    const { budget } = pages[i] as (typeof pages)[number];
    expect.soft(row.gzipKB, `${row.path}: ${row.gzipKB} KB gzipped`).toBeLessThanOrEqual(budget.kb);
    expect.soft(row.files, `${row.path}: ${row.files} JS files`).toBeLessThanOrEqual(budget.files);
  }
});
