import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/events/event-bus';
import type { Logger } from '../../platform/logger';
import '../auth/auth.events';
import './friends.events';
import * as repo from './friends.repository';

/**
 * Joining through a friend's invitation link makes the two friends (docs/decisions.md, "An
 * invitation makes friends"): once the new member's email is verified, in a transaction of its
 * own after the verification's commit (a failure here is logged and never undoes the sign-up).
 */
export function befriendOnInvitation(
  deps: { db: Db; clock: Clock; log: Pick<Logger, 'warn'> },
  events: Pick<EventBus, 'afterCommit' | 'publish'>,
) {
  events.afterCommit('auth.email-verified', async ({ user }) => {
    const inviterId = user.referredById;
    if (!inviterId || inviterId === user.id) return;
    await deps.db.transaction(async (tx) => {
      await repo.lockPair(tx, inviterId, user.id);
      if (!(await repo.findMember(tx, inviterId))) return;
      const state = await repo.pairState(tx, inviterId, user.id);
      if (state.friends || state.blockedMe || state.blockedByMe) return;
      await repo.deleteRequestsBetween(tx, inviterId, user.id);
      await repo.insertFriendship(tx, inviterId, user.id, deps.clock.now());
      await events.publish(tx, 'friends.invitation-accepted', { inviterId, newMemberId: user.id });
      await events.publish(tx, 'friends.relationship-changed', { userIds: [inviterId, user.id] });
    });
  });
}
