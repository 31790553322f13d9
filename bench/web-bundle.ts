import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startServer } from './server-process';

/**
 * Gzipped JavaScript a first visit downloads, per route: loads each page in Chromium against a
 * server (BASE_URL, or one it starts from the built tree) and adds up every .js it fetched
 * (gzip -9 of each file). Writes bench/results/web-bundle.json.
 */
// Against BASE_URL when given, else against a server of the built tree started for the run.
const own = process.env.BASE_URL
  ? null
  : await startServer({ port: 3191, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bt-bench-web-')) });
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3191';
const routes = (process.env.ROUTES ?? '/,/auth/login,/auth/register,/landingpage/Cookies').split(',');
const browser = await chromium.launch(chromiumLaunchOptions);
const results: Array<{ route: string; files: number; rawKB: number; gzipKB: number }> = [];
for (const route of routes) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.url().endsWith('.js'))
      scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  let raw = 0;
  let gz = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  if (process.env.DETAIL) {
    const rows = [...scripts].map(
      ([url, body]) => [gzipSync(body, { level: 9 }).length, url.split('/').pop()] as const,
    );
    for (const [size, name] of rows.sort((a, b) => b[0] - a[0]).slice(0, 25))
      console.log(route, (size / 1024).toFixed(1), name);
  }
  results.push({
    route,
    files: scripts.size,
    rawKB: Math.round(raw / 102.4) / 10,
    gzipKB: Math.round(gz / 102.4) / 10,
  });
  await context.close();
}
await browser.close();
await own?.stop();
console.table(results);
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'web-bundle.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetKB: 160, results }, null, 2)}\n`,
);
