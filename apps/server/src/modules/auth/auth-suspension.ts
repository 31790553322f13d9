import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import type { Realtime } from '../../platform/realtime';
import '../moderation/moderation.events';
import type { UserRow } from '../users/users.tables';
import * as repo from './auth.repository';

/** Sign-in (password or code) of an account a moderator suspended is refused until the end date. */
export function refuseSuspended(user: Pick<UserRow, 'suspendedUntil'>, now: Date): void {
  if (user.suspendedUntil && user.suspendedUntil > now)
    throw new AppError('ACCOUNT_SUSPENDED', {
      detail: `This account is suspended until ${user.suspendedUntil.toISOString()}`,
    });
}

/**
 * A suspension ends every session of the member in the decision's transaction, and their open tabs
 * and sockets once it committed.
 */
export function subscribeAuthToSuspensions(
  events: Pick<EventBus, 'inTransaction' | 'afterCommit'>,
  deps: { clock: Clock; realtime: Pick<Realtime, 'sessionsEnded'> },
) {
  events.inTransaction('moderation.member-suspended', (event, tx) =>
    repo.revokeOtherSessions(tx, event.userId, deps.clock.now()),
  );
  events.afterCommit('moderation.member-suspended', (event) =>
    deps.realtime.sessionsEnded(event.userId, null),
  );
}
