import type { Executor } from '../../db/client';
import * as repo from './auth.repository';

/** What other modules may read of auth (docs/architecture.md: the declared shared layer). */

/** Whether this device (SHA-256 of its id) has ever held a session of that member. */
export function hasUsedDevice(executor: Executor, userId: string, deviceHash: string): Promise<boolean> {
  return repo.hasUsedDevice(executor, userId, deviceHash);
}
