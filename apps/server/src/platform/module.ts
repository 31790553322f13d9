import type { ErrorCatalogue } from '@betogether/contracts/common/common.errors';
import type { Routes } from './http/endpoint-router';
import type { SocketHandler } from './realtime';

/** Work a module repeats for as long as the app runs (clean-ups, expiries), through the job runner. */
type RecurringJob = { name: string; everyMs: number; run(): Promise<void> };

/**
 * What every module gives the app (docs/architecture.md). `app.ts` mounts each in the order of
 * the module list: its error codes, routes in their own scope, socket handlers, recurring jobs, and `shutdown` on
 * close (in reverse order). A module's services, if other modules use them, sit beside these.
 */
export type AppModule = {
  name: string;
  /** The error codes this module answers with (its contracts `<feature>.errors.ts`). */
  errors?: ErrorCatalogue;
  routes?: Routes[];
  sockets?: SocketHandler[];
  jobs?: RecurringJob[];
  shutdown?(): Promise<void> | void;
};

/** Checks a module against the contract, keeping what else it gives (its services) in its type. */
export function defineModule<M extends AppModule>(module: M): M {
  return module;
}
