import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { chromiumLaunchOptions } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// One data directory per port: runs side by side (E2E_PORT) never wipe each other's server.
const dataDir = path.resolve(import.meta.dirname, '.data', String(port));

/**
 * End-to-end specs drive the built app (`npm run build` first) in Debian's Chromium, never a
 * downloaded browser. The server runs with its embedded defaults in a fresh data directory, or on
 * PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI machines are shared: the same flows there run three to four times slower than on a quiet
  // machine, so the budgets leave that margin (a passing flow never waits for them).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    // A trace records the screen all along and costs about a third of the suite's CPU: E2E_TRACE=1
    // keeps one for each failed flow when a failure needs reading.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    // Skeletons and spinners stand still (the theme honours reduced motion): less for Chromium to
    // paint. The flows that check motion itself (the shorts player's autoplay) ask for it back.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `rm -rf "${dataDir}" && npm run start:server --prefix ..`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The specs read sign-in codes and links from the outbox (/dev/mail.json).
      DEV_TOOLS: 'true',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      RATE_LIMIT_READ_PER_MINUTE: '100000',
      RATE_LIMIT_WRITE_PER_MINUTE: '100000',
      RATE_LIMIT_MONEY_PER_MINUTE: '100000',
      RATE_LIMIT_WEBHOOK_PER_MINUTE: '100000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
  },
});
