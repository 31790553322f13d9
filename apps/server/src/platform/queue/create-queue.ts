import type { Database } from '../../db/client';
import type { Logger } from '../logger';
import { createBullMqQueue } from './bullmq-queue';
import { createPgBossQueue } from './pgboss-queue';
import type { TaskQueue } from './task-queue';

type Options = {
  redisUrl: string | undefined;
  database: Database;
  log: Pick<Logger, 'error' | 'warn'>;
  stalledAfterSeconds: number;
  /** Redis keys of this app's queues (tests sharing one Redis keep apart). */
  prefix?: string | undefined;
};

/** BullMQ when Redis is configured, pg-boss on the app's database otherwise (docs/decisions.md). */
export function createTaskQueue(options: Options): TaskQueue {
  if (options.redisUrl) {
    return createBullMqQueue({
      redisUrl: options.redisUrl,
      prefix: options.prefix ?? 'bt-jobs',
      log: options.log,
      stalledAfterSeconds: options.stalledAfterSeconds,
    });
  }
  return createPgBossQueue({
    target: options.database.queueTarget,
    log: options.log,
    stalledAfterSeconds: options.stalledAfterSeconds,
  });
}
