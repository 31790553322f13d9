import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

/**
 * Gzipped JavaScript a first visit downloads, per route: loads each page in Chromium against a
 * running server (BASE_URL, default http://127.0.0.1:3000) and adds up every .js it fetched
 * (gzip -9 of each file). Writes bench/results/web-bundle.json.
 */
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const routes = (process.env.ROUTES ?? '/,/auth/login').split(',');
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
console.table(results);
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'web-bundle.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetKB: 160, results }, null, 2)}\n`,
);
