import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/test-database';
import { createTaskQueue } from './create-queue';
import type { QueueDefinition, QueueJob, TaskQueue } from './task-queue';

declare module './task-queue' {
  interface QueueJobs {
    'test.work': { n: number };
    'test.flaky': { n: number };
    'test.slow': { n: number };
  }
}

const silent = { error: () => undefined, warn: () => undefined };
const open: TaskQueue[] = [];

/** A queue on the test database (pg-boss), or on Redis when REDIS_URL is set (BullMQ), as the app picks. */
async function queue(prefix: string, stalledAfterSeconds = 30): Promise<TaskQueue> {
  const q = createTaskQueue({
    redisUrl: process.env.REDIS_URL,
    database: await testDatabase(),
    log: silent,
    stalledAfterSeconds,
    prefix,
  });
  open.push(q);
  return q;
}

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

afterEach(async () => {
  for (const q of open.splice(0)) {
    await q.clear().catch(() => undefined);
    await q.stop(100);
  }
});
afterAll(async () => {
  for (const q of open.splice(0)) await q.stop(100);
});

describe('the durable job queue', () => {
  it('runs each job once, and drops a second send with the same key while the first waits', async () => {
    const seen: number[] = [];
    const q = await queue(`t-${randomUUID()}`);
    await q.start(
      [
        {
          name: 'test.work',
          handle: async ({ data }: QueueJob<'test.work'>) => void seen.push(data.n),
        } as QueueDefinition,
      ],
      {
        consume: true,
      },
    );
    expect(await q.send('test.work', { n: 1 }, { key: 'same' })).not.toBeNull();
    expect(await q.send('test.work', { n: 2 }, { key: 'same' })).toBeNull();
    await q.send('test.work', { n: 3 });
    await q.idle();
    expect(seen.sort()).toEqual([1, 3]);
  });

  it('retries a failing job with a growing delay, then keeps it failed with its error', async () => {
    const runs: number[] = [];
    const q = await queue(`t-${randomUUID()}`);
    await q.start(
      [
        {
          name: 'test.flaky',
          retries: 2,
          retryDelaySeconds: 1,
          handle: async () => {
            runs.push(Date.now());
            throw new Error('storage down');
          },
        } as QueueDefinition,
      ],
      { consume: true },
    );
    await q.send('test.flaky', { n: 1 });
    await until(() => runs.length === 3, 30_000);
    await expect.poll(async () => (await q.failures('test.flaky', 10)).length, { timeout: 5000 }).toBe(1);
    const [failure] = await q.failures('test.flaky', 10);
    expect(failure?.error).toContain('storage down');
    expect(failure?.attempts).toBe(3);
    expect((await q.counts()).find((c) => c.name === 'test.flaky')?.failed).toBe(1);
    // Backoff: the second wait is longer than the first.
    const [a = 0, b = 0, c = 0] = runs;
    expect(b - a).toBeGreaterThanOrEqual(500);
    expect(c - b).toBeGreaterThan(b - a);
  }, 40_000);

  it('shares jobs between two processes without running any twice', async () => {
    const prefix = `t-${randomUUID()}`;
    const ran = new Map<number, number>();
    const handle = async ({ data }: QueueJob<'test.work'>) => {
      ran.set(data.n, (ran.get(data.n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const [one, two] = [await queue(prefix), await queue(prefix)];
    for (const q of [one, two])
      await q.start([{ name: 'test.work', concurrency: 2, handle } as QueueDefinition], { consume: true });
    for (let n = 0; n < 30; n += 1) await one.send('test.work', { n });
    await one.idle();
    expect(ran.size).toBe(30);
    expect([...ran.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs a job again, once, when the process running it stopped before it ended', async () => {
    const prefix = `t-${randomUUID()}`;
    const firstRun: { started: boolean; finish?: () => void } = { started: false };
    const first = await queue(prefix, 2);
    await first.start(
      [
        {
          name: 'test.slow',
          retryDelaySeconds: 1,
          handle: () =>
            new Promise<void>((resolve) => {
              firstRun.started = true;
              firstRun.finish = resolve;
            }),
        } as QueueDefinition,
      ],
      { consume: true },
    );
    await first.send('test.slow', { n: 7 });
    await until(() => firstRun.started);
    // The process goes away mid-job: its handler never ends.
    await first.stop(50);

    const runs: number[] = [];
    const second = await queue(prefix, 2);
    await second.start(
      [
        {
          name: 'test.slow',
          retryDelaySeconds: 1,
          handle: async ({ data }: QueueJob<'test.slow'>) => void runs.push(data.n),
        } as QueueDefinition,
      ],
      { consume: true },
    );
    await until(() => runs.length === 1, 40_000);
    firstRun.finish?.();
    await second.idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toEqual([7]);
    expect(await second.failures('test.slow', 10)).toEqual([]);
  }, 60_000);
});
