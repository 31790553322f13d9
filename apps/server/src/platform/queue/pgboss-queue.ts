import { randomUUID } from 'node:crypto';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from '../logger';
import { cronEvery, idleLoop, runWithTimeout } from './queue-runs';
import {
  type FailedJob,
  type QueueCounts,
  type QueueDefinition,
  type QueueName,
  queueDefaults,
  type TaskQueue,
} from './task-queue';

export type PgBossTarget =
  | { kind: 'pglite'; client: Parameters<typeof fromPglite>[0] }
  | { kind: 'postgres'; url: string };

type Options = {
  target: PgBossTarget;
  log: Pick<Logger, 'error' | 'warn'>;
  /** A running job that stops showing signs of life this long is run again (a crashed process). */
  stalledAfterSeconds: number;
  pollingSeconds?: number;
};

const SCHEMA = 'pgboss';

type JobRow = {
  id: string;
  data: unknown;
  output: { message?: string } | null;
  retry_count: number;
  completed_on: Date | string | null;
};

/**
 * The durable queue on the app's own database (docs/decisions.md, video pipeline): PGlite through
 * pg-boss's adapter on the app's one connection, or PostgreSQL through a small pool of its own.
 * Workers are woken at once by a send from this process, and poll for the others' jobs.
 */
export function createPgBossQueue(options: Options): TaskQueue {
  const { target, log } = options;
  const pollingIntervalSeconds = options.pollingSeconds ?? 2;
  const boss = new PgBoss({
    ...(target.kind === 'pglite'
      ? { db: fromPglite(target.client), backend: 'pglite' as const }
      : { connectionString: target.url, max: 4 }),
    schema: SCHEMA,
    superviseIntervalSeconds: Math.max(1, Math.min(60, options.stalledAfterSeconds)),
    maintenanceIntervalSeconds: 3600,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  const workers = new Map<string, string[]>();
  const running = new Set<AbortController>();
  let names: string[] = [];
  let started = false;

  const sql = async <T>(text: string, values: unknown[]) =>
    (await boss.getDb().executeSql(text, values)).rows as T[];

  /**
   * PGlite is opened by one process only (the data directory is locked): a job still `active` at
   * start-up was running when the last process died: it is failed now, and so retried.
   */
  async function recoverOrphans(): Promise<void> {
    if (target.kind !== 'pglite') return;
    for (const name of names) {
      const rows = await sql<{ id: string }>(
        `select id from ${SCHEMA}.job where name = $1 and state = 'active'`,
        [name],
      );
      if (rows.length > 0) {
        log.warn({ queue: name, jobs: rows.length }, 'jobs interrupted by a restart run again');
        await boss.fail(
          name,
          rows.map((row) => row.id),
          { message: 'Interrupted by a restart' },
        );
      }
    }
  }

  async function consume(definition: QueueDefinition): Promise<void> {
    const timeoutSeconds = definition.timeoutSeconds ?? queueDefaults.timeoutSeconds;
    const ids: string[] = [];
    for (let i = 0; i < (definition.concurrency ?? queueDefaults.concurrency); i += 1) {
      ids.push(
        await boss.work<object>(definition.name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
          if (!job) return;
          const controller = new AbortController();
          job.signal.addEventListener('abort', () => controller.abort(job.signal.reason), { once: true });
          running.add(controller);
          try {
            await runWithTimeout(controller, timeoutSeconds, () =>
              definition.handle({
                id: job.id,
                data: job.data as never,
                attempt: job.retryCount + 1,
                signal: controller.signal,
              }),
            );
          } finally {
            running.delete(controller);
          }
        }),
      );
    }
    workers.set(definition.name, ids);
  }

  return {
    kind: 'pg-boss',

    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data as object, {
        // The queues are `exclusive` per key: a job sent without one gets a key of its own.
        singletonKey: sendOptions.key ?? randomUUID(),
        ...(sendOptions.delaySeconds ? { startAfter: sendOptions.delaySeconds } : {}),
      });
      if (id && !sendOptions.delaySeconds)
        for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
      return id;
    },

    async start(definitions, { consume: consumes }) {
      await boss.start();
      started = true;
      names = definitions.map((definition) => definition.name);
      for (const definition of definitions) {
        const retries = definition.retries ?? queueDefaults.retries;
        await boss.createQueue(definition.name, {
          // A keyed job is one waiting or running per key; a recurring one is one at a time.
          policy: 'exclusive',
          retryLimit: retries,
          retryDelay: definition.retryDelaySeconds ?? queueDefaults.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: definition.timeoutSeconds ?? queueDefaults.timeoutSeconds,
          heartbeatSeconds: Math.max(10, options.stalledAfterSeconds),
          deleteAfterSeconds: 24 * 3600,
        });
        if (definition.everyMinutes) await boss.schedule(definition.name, cronEvery(definition.everyMinutes));
      }
      if (!consumes) return;
      await recoverOrphans();
      for (const definition of definitions) await consume(definition);
    },

    async stop(timeoutMs) {
      if (!started) return;
      started = false;
      const aborting = setTimeout(() => {
        for (const controller of running) controller.abort(new Error('The process is stopping'));
      }, timeoutMs);
      try {
        await boss.stop({ graceful: true, timeout: timeoutMs + 1000, close: target.kind === 'postgres' });
      } finally {
        clearTimeout(aborting);
      }
    },

    async counts(): Promise<QueueCounts[]> {
      const rows = await sql<{ name: string; waiting: number; active: number; failed: number }>(
        `select name,
           count(*) filter (where state in ('created', 'retry'))::int as waiting,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed')::int as failed
         from ${SCHEMA}.job where name = any($1) group by name`,
        [names],
      );
      return names.map(
        (name) => rows.find((row) => row.name === name) ?? { name, waiting: 0, active: 0, failed: 0 },
      );
    },

    async failures(name: QueueName, limit: number): Promise<FailedJob[]> {
      const rows = await sql<JobRow>(
        `select id, data, output, retry_count, completed_on from ${SCHEMA}.job
         where name = $1 and state = 'failed' order by completed_on desc limit $2`,
        [name, limit],
      );
      return rows.map((row) => ({
        id: row.id,
        data: row.data,
        error: row.output?.message ?? 'Failed',
        attempts: row.retry_count + 1,
        failedAt: new Date(row.completed_on ?? 0).toISOString(),
      }));
    },

    idle: () =>
      idleLoop(async () => {
        const [row] = await sql<{ pending: number }>(
          `select count(*)::int as pending from ${SCHEMA}.job where name = any($1)
           and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
          [names],
        );
        for (const ids of workers.values()) for (const worker of ids) boss.notifyWorker(worker);
        return (row?.pending ?? 0) === 0;
      }),

    async clear() {
      for (const name of names) await boss.deleteAllJobs(name);
    },
  };
}
