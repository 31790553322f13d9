/**
 * Every durable job, by queue name, with its payload: each module declares its own in
 * `<domain>.queues.ts` by adding to this interface (`declare module`), like the domain events.
 * @public (exported for the modules' declaration merging)
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging.
export interface QueueJobs {}

export type QueueName = keyof QueueJobs & string;

export type QueueJob<N extends QueueName> = {
  id: string;
  data: QueueJobs[N];
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** Aborted when the process stops before the job ends: the job then runs again elsewhere. */
  signal: AbortSignal;
};

/**
 * A queue and its consumer, declared by the module that owns the work (`queues` in its module).
 * A job runs once even with several app processes; a failing one retries with a growing delay
 * and then stays `failed` with its error (the module also records the outcome on its own rows).
 */
export type QueueDefinition<N extends QueueName = QueueName> = {
  name: N;
  handle(job: QueueJob<N>): Promise<void>;
  /** Jobs of this queue running at once in one process (transcodes: one per core). Default 1. */
  concurrency?: number;
  /** Runs after the first failure. Default 3. */
  retries?: number;
  /** The first retry's delay; each next one doubles it. Default 5 s. */
  retryDelaySeconds?: number;
  /** A run still going after this long is failed (and retried). Default 15 min. */
  timeoutSeconds?: number;
  /** A recurring queue: one job every so many minutes, once across all processes. */
  everyMinutes?: number;
};

type SendOptions = {
  /** At most one job with this key waiting or running: a second send is dropped (returns null). */
  key?: string;
  delaySeconds?: number;
};

export type QueueCounts = { name: string; waiting: number; active: number; failed: number };

export type FailedJob = { id: string; data: unknown; error: string; attempts: number; failedAt: string };

/** The durable queue (pg-boss on the app's database, or BullMQ on Redis): what modules and the app use. */
export type TaskQueue = {
  kind: 'pg-boss' | 'bullmq';
  send<N extends QueueName>(name: N, data: QueueJobs[N], options?: SendOptions): Promise<string | null>;
  /**
   * Creates the queues and their schedules; with `consume`, this process runs their jobs too
   * (`PROCESS_ROLE`: a web-only process sends, a worker consumes).
   */
  start(definitions: QueueDefinition[], options: { consume: boolean }): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for those running; the rest run again elsewhere. */
  stop(timeoutMs: number): Promise<void>;
  counts(): Promise<QueueCounts[]>;
  failures(name: QueueName, limit: number): Promise<FailedJob[]>;
  /** Resolves once no job is waiting (due now) or running in this process's queues: tests and scripts. */
  idle(): Promise<void>;
  /** Drops every job and schedule state (tests, between cases). */
  clear(): Promise<void>;
};

export const queueDefaults = {
  concurrency: 1,
  retries: 3,
  retryDelaySeconds: 5,
  timeoutSeconds: 15 * 60,
};

/** Keeps a definition's payload type while listing it among a module's queues. */
export function defineQueue<N extends QueueName>(definition: QueueDefinition<N>): QueueDefinition {
  return definition as unknown as QueueDefinition;
}
