import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createManualClock } from '../platform/clock';
import { type Mailbox, startMailbox } from './mailbox';
import { testDatabase, truncateAll } from './test-database';

export type TestContext = {
  app: App['app'];
  built: App;
  clock: ReturnType<typeof createManualClock>;
  mailbox: Mailbox;
  config: Config;
};

/**
 * Builds the whole app once per test file on the worker's database, empties the tables before
 * each test, and gives each test a clock it can move and a real SMTP mailbox.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { realtimeChannel?: string; consumeJobs?: boolean } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const mailbox = await startMailbox();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SMTP_URL: mailbox.url,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_READ_PER_MINUTE: '10000',
      RATE_LIMIT_WRITE_PER_MINUTE: '10000',
      RATE_LIMIT_MONEY_PER_MINUTE: '10000',
      RATE_LIMIT_WEBHOOK_PER_MINUTE: '10000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // The suite also runs against Redis when the environment names one (CI's second pass).
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      ...(typeof env === 'function' ? env() : env),
    });
    const clock = createManualClock(new Date());
    const database = await testDatabase();
    const built = await buildApp(config, {
      clock,
      database,
      rateLimitNamespace: `test-rl-${crypto.randomUUID()}:`,
      realtimeChannel: options.realtimeChannel ?? `test-io-${crypto.randomUUID()}`,
      queuePrefix: `test-jobs-${crypto.randomUUID()}`,
      ...(options.consumeJobs === false ? { consumeJobs: false } : {}),
    });
    await built.app.ready();
    Object.assign(context, { app: built.app, built, clock, mailbox, config });
  });
  beforeEach(async () => {
    await context.built.settle();
    await truncateAll(context.built.database);
    await context.built.queue.clear();
    context.mailbox.clear();
    context.clock.set(new Date());
  });
  afterAll(async () => {
    await context.built?.close();
    await context.mailbox?.close();
  });
  return context;
}
