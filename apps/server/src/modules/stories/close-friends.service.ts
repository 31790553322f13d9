import { CLOSE_FRIENDS_MAX } from '@betogether/contracts/stories/stories.constants';
import type { CloseFriends } from '@betogether/contracts/stories/stories.schemas';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { toPerson } from '../users/users.read';
import * as repo from './close-friends.repository';

export type CloseFriendsService = ReturnType<typeof createCloseFriendsService>;

/** The member's close-friends list: who sees their `close_friends` stories. Friends only, at most 500. */
export function createCloseFriendsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async list(userId: string): Promise<CloseFriends> {
      const rows = await repo.listOf(db, userId);
      return { items: rows.map(toPerson), max: CLOSE_FRIENDS_MAX };
    },

    /** Adding someone already on the list changes nothing; a non-friend (or oneself) is a 422. */
    async add(userId: string, friendId: string): Promise<void> {
      if (friendId === userId) throw new AppError('CLOSE_FRIEND_NOT_FRIEND');
      await db.transaction(async (tx) => {
        await repo.lockList(tx, userId);
        if (!(await repo.areFriends(tx, userId, friendId))) throw new AppError('CLOSE_FRIEND_NOT_FRIEND');
        if (
          (await repo.countOf(tx, userId)) >= CLOSE_FRIENDS_MAX &&
          !(await repo.isOnList(tx, userId, friendId))
        )
          throw new AppError('CLOSE_FRIENDS_FULL', { detail: `At most ${CLOSE_FRIENDS_MAX} close friends` });
        await repo.add(tx, userId, friendId, clock.now());
      });
    },

    /** Always succeeds: taking off someone who is not on the list says nothing about them. */
    async remove(userId: string, friendId: string): Promise<void> {
      await repo.remove(db, userId, friendId);
    },

    /**
     * Inside the transaction of any change between two members (friends.relationship-changed): once
     * they are no longer friends (unfriended, blocked), each leaves the other's list.
     */
    dropUnlessFriends: (tx: Executor, a: string, b: string) => repo.removeBetweenIfNotFriends(tx, a, b),
  };
}
