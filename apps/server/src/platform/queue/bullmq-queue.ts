import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { idleLoop, runWithTimeout } from './queue-runs';
import {
  type FailedJob,
  type QueueDefinition,
  type QueueName,
  queueDefaults,
  type TaskQueue,
} from './task-queue';

type Options = {
  redisUrl: string;
  /** Keys under this prefix: tests sharing one Redis keep apart. */
  prefix: string;
  log: Pick<Logger, 'error' | 'warn'>;
  /** A running job whose process stops renewing its lock this long is run again (a crashed process). */
  stalledAfterSeconds: number;
};

/** The durable queue on Redis when `REDIS_URL` is set (docs/decisions.md, video pipeline). */
export function createBullMqQueue(options: Options): TaskQueue {
  const { log, prefix } = options;
  // BullMQ's workers block on Redis: no per-request retry limit on their connection.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  const definitions = new Map<string, QueueDefinition>();
  const running = new Set<AbortController>();
  const lockDuration = options.stalledAfterSeconds * 1000;

  const queueOf = (name: string): Queue => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix });
      queue.on('error', (err) => log.error({ err, queue: name }, 'job queue error'));
      queues.set(name, queue);
    }
    return queue;
  };

  /** One job every so often, added by BullMQ's scheduler once across all processes. */
  const schedule = (definition: QueueDefinition & { everyMinutes: number }) =>
    queueOf(definition.name).upsertJobScheduler(
      definition.name,
      { every: definition.everyMinutes * 60_000 },
      {
        name: definition.name,
        data: {},
        opts: { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } },
      },
    );

  function consume(definition: QueueDefinition): void {
    const timeoutSeconds = definition.timeoutSeconds ?? queueDefaults.timeoutSeconds;
    const worker = new Worker(
      definition.name,
      async (job, _token, signal) => {
        const controller = new AbortController();
        signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
        running.add(controller);
        try {
          await runWithTimeout(controller, timeoutSeconds, () =>
            definition.handle({
              id: job.id ?? '',
              data: job.data as never,
              attempt: job.attemptsMade + 1,
              signal: controller.signal,
            }),
          );
        } finally {
          running.delete(controller);
        }
      },
      {
        connection,
        prefix,
        concurrency: definition.concurrency ?? queueDefaults.concurrency,
        lockDuration,
        stalledInterval: Math.max(1000, lockDuration / 2),
        // A job found stalled (its process died) runs again once more before it counts as failed.
        maxStalledCount: 2,
      },
    );
    worker.on('error', (err) => log.error({ err, queue: definition.name }, 'job worker error'));
    workers.push(worker);
  }

  return {
    kind: 'bullmq',

    async send(name, data, sendOptions = {}) {
      const definition = definitions.get(name);
      const retries = definition?.retries ?? queueDefaults.retries;
      const jobId = randomUUID();
      const job = await queueOf(name).add(name, data, {
        jobId,
        attempts: retries + 1,
        backoff: {
          type: 'exponential',
          delay: (definition?.retryDelaySeconds ?? queueDefaults.retryDelaySeconds) * 1000,
        },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 14 * 24 * 3600 },
        ...(sendOptions.key ? { deduplication: { id: `${name}:${sendOptions.key}` } } : {}),
        ...(sendOptions.delaySeconds ? { delay: sendOptions.delaySeconds * 1000 } : {}),
      });
      // A duplicate answers with the job already there: this send was dropped.
      return job.id === jobId ? jobId : null;
    },

    async start(list, { consume: consumes }) {
      await connection.connect().catch((err: unknown) => {
        if (connection.status !== 'ready') throw err;
      });
      for (const definition of list) {
        definitions.set(definition.name, definition);
        if (definition.everyMinutes) await schedule({ ...definition, everyMinutes: definition.everyMinutes });
      }
      if (consumes) for (const definition of list) consume(definition);
    },

    async stop(timeoutMs) {
      // Takes no new job, and gives the running ones `timeoutMs` (a close, once asked, cannot be forced).
      for (const worker of workers) void worker.pause(true);
      const end = Date.now() + timeoutMs;
      while (running.size > 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
      // Those still running are aborted and left to run again once their locks lapse.
      for (const controller of running) controller.abort(new Error('The process is stopping'));
      await Promise.all(workers.map((worker) => worker.close(running.size > 0)));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },

    async counts() {
      return Promise.all(
        [...definitions.keys()].map(async (name) => {
          const counts = await queueOf(name).getJobCounts(
            'waiting',
            'prioritized',
            'delayed',
            'active',
            'failed',
          );
          return {
            name,
            waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0),
            active: counts.active ?? 0,
            failed: counts.failed ?? 0,
          };
        }),
      );
    },

    async failures(name: QueueName, limit: number): Promise<FailedJob[]> {
      const jobs = await queueOf(name).getFailed(0, limit - 1);
      return jobs.map((job) => ({
        id: job.id ?? '',
        data: job.data,
        error: job.failedReason || 'Failed',
        attempts: job.attemptsMade,
        failedAt: new Date(job.finishedOn ?? 0).toISOString(),
      }));
    },

    idle: () =>
      idleLoop(async () => {
        for (const name of definitions.keys()) {
          const counts = await queueOf(name).getJobCounts('waiting', 'prioritized', 'active');
          if ((counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.active ?? 0) > 0) return false;
        }
        return true;
      }),

    async clear() {
      for (const [name, definition] of definitions) {
        await queueOf(name).obliterate({ force: true });
        if (definition.everyMinutes) await schedule({ ...definition, everyMinutes: definition.everyMinutes });
      }
    },
  };
}
