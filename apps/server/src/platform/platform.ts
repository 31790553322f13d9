import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import type { Clock } from './clock';
import { createEventBus, type EventBus } from './events/event-bus';
import { createJobs, type Jobs } from './jobs';
import { createMailer, type Mailer } from './mailer';
import { createTaskQueue } from './queue/create-queue';
import type { TaskQueue } from './queue/task-queue';
import { createRealtime, type Realtime } from './realtime';
import { createLocalStorage } from './storage/local-storage';
import { createS3Storage } from './storage/s3-storage';
import type { StorageDriver } from './storage/storage-driver';

/** What every module may use: the cross-cutting services, built once per app from the config. */
export type Platform = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: Jobs;
  /** Durable work (media processing, transcodes, recurring clean-ups): survives restarts, runs once. */
  queue: TaskQueue;
  mailer: Mailer;
  storage: StorageDriver;
  redis: Redis | null;
  realtime: Realtime;
  events: EventBus;
};

export type PlatformOptions = {
  clock: Clock;
  log: FastifyBaseLogger;
  httpServer: Parameters<typeof createRealtime>[0]['server'];
  redis: Redis | null;
  database?: Database | undefined;
  inMemoryDatabase?: boolean | undefined;
  realtimeChannel?: string | undefined;
  queuePrefix?: string | undefined;
};

/**
 * Opens the database (PGlite in the data directory, or PostgreSQL) and builds the job runner, the
 * durable queue (pg-boss, or BullMQ with Redis), the
 * mailer (SMTP or the outbox), file storage (local or S3), realtime on the
 * HTTP server and the domain event bus.
 */
export async function createPlatform(config: Config, options: PlatformOptions): Promise<Platform> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: options.inMemoryDatabase ? undefined : config.dataDir,
    }));
  const log = options.log;
  return {
    config,
    database,
    db: database.db,
    clock: options.clock,
    log,
    jobs: createJobs(log),
    queue: createTaskQueue({
      redisUrl: config.redisUrl,
      database,
      log,
      stalledAfterSeconds: config.jobStalledAfterSeconds,
      prefix: options.queuePrefix,
    }),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'mail'),
    }),
    storage: config.s3
      ? createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'storage')),
    redis: options.redis,
    realtime: createRealtime({
      server: options.httpServer,
      redisUrl: config.redisUrl,
      channel: options.realtimeChannel,
      log,
      clock: options.clock,
    }),
    events: createEventBus(log),
  };
}
