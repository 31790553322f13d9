import type { ErrorCatalogue } from '@betogether/contracts/common/common.errors';
import type { Routes } from './http/endpoint-router';
import type { QueueDefinition } from './queue/task-queue';
import type { SocketHandler } from './realtime';

/**
 * What every module gives the app (docs/architecture.md). `app.ts` mounts each in the order of
 * the module list: its error codes, routes in their own scope, socket handlers, durable queues, and `shutdown` on
 * close (in reverse order). A module's services, if other modules use them, sit beside these.
 */
export type AppModule = {
  name: string;
  /** The error codes this module answers with (its contracts `<feature>.errors.ts`). */
  errors?: ErrorCatalogue;
  routes?: Routes[];
  sockets?: SocketHandler[];
  /**
   * Its durable work, each queue with its consumer (`platform/queue/task-queue.ts`): jobs sent with
   * `platform.queue.send`, and recurring ones (`everyMinutes`: clean-ups, expiries) run once across
   * every process.
   */
  queues?: QueueDefinition[];
  shutdown?(): Promise<void> | void;
};

/** Checks a module against the contract, keeping what else it gives (its services) in its type. */
export function defineModule<M extends AppModule>(module: M): M {
  return module;
}
