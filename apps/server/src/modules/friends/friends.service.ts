import type {
  BlocksPage,
  FriendRequestsPage,
  FriendRequestsQuery,
  FriendsPage,
  FriendsQuery,
  Profile,
  Relationship,
  RelationshipResponse,
  SuggestionsPage,
} from '@betogether/contracts/friends/friends.schemas';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { isUuid } from '../../platform/ids';
import { decodeCursor, decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import { toPerson } from '../users/users.read';
import './friends.events';
import * as repo from './friends.repository';

export type FriendsService = ReturnType<typeof createFriendsService>;

type Page = { limit: number; cursor?: string | undefined };

function relationshipOf(state: repo.PairState, self = false): Relationship {
  const status = self
    ? 'self'
    : state.friends
      ? 'friends'
      : state.sent
        ? 'request_sent'
        : state.received
          ? 'request_received'
          : 'none';
  return { status, following: state.following, followsMe: state.followsMe, blockedByMe: state.blockedByMe };
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function selfRefused(): AppError {
  return new AppError('VALIDATION_FAILED', {
    errors: [{ field: 'userId', message: 'This is you', code: 'self' }],
  });
}

export function createFriendsService(deps: { db: Db; clock: Clock; events: Pick<EventBus, 'publish'> }) {
  const { db, clock, events } = deps;

  /**
   * Opens a transaction on the pair (me, other) once `other` exists and no block hides them from
   * me: a member who blocked me, or whom I blocked, answers 404 like an unknown one unless
   * `allowBlockedByMe` (unblocking, blocking again).
   */
  async function onPair<T>(
    me: string,
    other: string,
    work: (tx: Executor, state: repo.PairState) => Promise<T>,
    options: { allowBlockedByMe?: boolean; allowBlockedMe?: boolean } = {},
  ): Promise<T> {
    if (me === other) throw selfRefused();
    const result = await db.transaction(async (tx) => {
      await repo.lockPair(tx, me, other);
      if (!(await repo.findMember(tx, other))) throw new AppError('MEMBER_NOT_FOUND');
      const state = await repo.pairState(tx, me, other);
      if ((state.blockedMe && !options.allowBlockedMe) || (state.blockedByMe && !options.allowBlockedByMe))
        throw new AppError('MEMBER_NOT_FOUND');
      const done = await work(tx, state);
      // A link made or cut changes both members' feeds (the feed drops their cached pages).
      await events.publish(tx, 'friends.relationship-changed', { userIds: [me, other] });
      return done;
    });
    return result;
  }

  async function answer(me: string, other: string): Promise<RelationshipResponse> {
    return { userId: other, relationship: relationshipOf(await repo.pairState(db, me, other)) };
  }

  return {
    /** Sends a request, or accepts theirs when they already asked me. */
    async sendRequest(me: string, other: string): Promise<RelationshipResponse> {
      await onPair(me, other, async (tx, state) => {
        if (state.friends) throw new AppError('ALREADY_FRIENDS');
        if (state.sent) throw new AppError('FRIEND_REQUEST_ALREADY_SENT');
        const now = clock.now();
        if (state.received) {
          await repo.deleteRequest(tx, other, me);
          await repo.insertFriendship(tx, me, other, now);
          await events.publish(tx, 'friends.request-accepted', { senderId: other, receiverId: me });
          return;
        }
        await repo.insertRequest(tx, me, other, now);
        await events.publish(tx, 'friends.request-sent', { senderId: me, receiverId: other });
      });
      return answer(me, other);
    },

    async cancelRequest(me: string, other: string): Promise<RelationshipResponse> {
      await onPair(me, other, async (tx) => {
        if (!(await repo.deleteRequest(tx, me, other))) throw new AppError('FRIEND_REQUEST_NOT_FOUND');
        await events.publish(tx, 'friends.request-removed', {
          senderId: me,
          receiverId: other,
          reason: 'cancelled',
        });
      });
      return answer(me, other);
    },

    async acceptRequest(me: string, sender: string): Promise<RelationshipResponse> {
      await onPair(me, sender, async (tx) => {
        if (!(await repo.deleteRequest(tx, sender, me))) throw new AppError('FRIEND_REQUEST_NOT_FOUND');
        await repo.insertFriendship(tx, me, sender, clock.now());
        await events.publish(tx, 'friends.request-accepted', { senderId: sender, receiverId: me });
      });
      return answer(me, sender);
    },

    async declineRequest(me: string, sender: string): Promise<RelationshipResponse> {
      await onPair(me, sender, async (tx) => {
        if (!(await repo.deleteRequest(tx, sender, me))) throw new AppError('FRIEND_REQUEST_NOT_FOUND');
        await events.publish(tx, 'friends.request-removed', {
          senderId: sender,
          receiverId: me,
          reason: 'declined',
        });
      });
      return answer(me, sender);
    },

    async unfriend(me: string, other: string): Promise<RelationshipResponse> {
      await onPair(me, other, async (tx) => {
        if (!(await repo.deleteFriendship(tx, me, other))) throw new AppError('NOT_FRIENDS');
        await repo.deleteFollowsBetween(tx, me, other);
      });
      return answer(me, other);
    },

    async follow(me: string, other: string): Promise<RelationshipResponse> {
      await onPair(me, other, (tx) => repo.insertFollow(tx, me, other, clock.now()));
      return answer(me, other);
    },

    async unfollow(me: string, other: string): Promise<RelationshipResponse> {
      await onPair(me, other, (tx) => repo.deleteFollow(tx, me, other));
      return answer(me, other);
    },

    /** Cuts every link between the two, both ways, in one transaction. */
    async block(me: string, other: string): Promise<RelationshipResponse> {
      await onPair(
        me,
        other,
        async (tx, state) => {
          await repo.deleteFriendship(tx, me, other);
          await repo.deleteRequestsBetween(tx, me, other);
          await repo.deleteFollowsBetween(tx, me, other);
          await repo.insertBlock(tx, me, other, clock.now());
          await events.publish(tx, 'friends.blocked', { blockerId: me, blockedId: other });
          const reason = 'blocked';
          if (state.sent)
            await events.publish(tx, 'friends.request-removed', { senderId: me, receiverId: other, reason });
          if (state.received)
            await events.publish(tx, 'friends.request-removed', { senderId: other, receiverId: me, reason });
        },
        { allowBlockedByMe: true, allowBlockedMe: true },
      );
      return answer(me, other);
    },

    async unblock(me: string, other: string): Promise<RelationshipResponse> {
      await onPair(me, other, (tx) => repo.deleteBlock(tx, me, other), {
        allowBlockedByMe: true,
        allowBlockedMe: true,
      });
      return answer(me, other);
    },

    async listBlocks(me: string, query: Page): Promise<BlocksPage> {
      const rows = await repo.listBlocks(db, me, query.limit, decodeTimeCursor(query.cursor));
      const page = pageFrom(rows, query.limit, (row) =>
        timeCursorOf({ createdAt: row.blockedAt, id: row.id }),
      );
      return {
        items: page.rows.map((row) => ({ person: toPerson(row), blockedAt: iso(row.blockedAt) })),
        nextCursor: page.nextCursor,
      };
    },

    async listRequests(me: string, query: FriendRequestsQuery): Promise<FriendRequestsPage> {
      const rows = await repo.listRequests(
        db,
        me,
        query.direction,
        query.limit,
        decodeTimeCursor(query.cursor),
      );
      const page = pageFrom(rows, query.limit, (row) =>
        timeCursorOf({ createdAt: row.createdAt, id: row.requestId }),
      );
      const mutual = await repo.mutualCounts(
        db,
        me,
        page.rows.map((row) => row.id),
      );
      return {
        items: page.rows.map((row) => ({
          person: toPerson(row),
          mutualFriendsCount: mutual.get(row.id) ?? 0,
          createdAt: iso(row.createdAt),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** A member's friends, for anyone signed in whom no block separates from the member. */
    async listFriends(viewer: string, memberId: string, query: FriendsQuery): Promise<FriendsPage> {
      if (!(await repo.findMember(db, memberId))) throw new AppError('MEMBER_NOT_FOUND');
      if (viewer !== memberId) {
        const state = await repo.pairState(db, viewer, memberId);
        if (state.blockedMe || state.blockedByMe) throw new AppError('MEMBER_NOT_FOUND');
      }
      const q = query.q?.trim() || undefined;
      const rows = await repo.listFriends(
        db,
        viewer,
        memberId,
        query.limit,
        decodeTimeCursor(query.cursor),
        q,
      );
      const page = pageFrom(rows, query.limit, (row) =>
        timeCursorOf({ createdAt: row.friendsSince, id: row.id }),
      );
      const mutual = await repo.mutualCounts(
        db,
        viewer,
        page.rows.map((row) => row.id),
      );
      return {
        items: page.rows.map((row) => ({
          person: toPerson(row),
          mutualFriendsCount: row.id === viewer ? 0 : (mutual.get(row.id) ?? 0),
          friendsSince: iso(row.friendsSince),
        })),
        nextCursor: page.nextCursor,
      };
    },

    async suggestions(me: string, query: Page): Promise<SuggestionsPage> {
      const member = await repo.findMember(db, me);
      if (!member) throw new AppError('UNAUTHENTICATED');
      const values = decodeCursor(query.cursor, ['number', 'number', 'string', 'string'] as const);
      if (values && (!isUuid(values[3]) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(values[2])))
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ field: 'cursor', message: 'This cursor is not valid', code: 'invalid_cursor' }],
        });
      const after = values
        ? { mutual: values[0], sameCountry: values[1] === 1, createdAt: values[2], id: values[3] }
        : null;
      const rows = await repo.listSuggestions(db, me, member.country, query.limit, after);
      const page = pageFrom(rows, query.limit, (row) => [
        row.mutual,
        row.sameCountry ? 1 : 0,
        row.createdAtText,
        row.id,
      ]);
      return {
        items: page.rows.map((row) => ({
          person: toPerson(row),
          mutualFriendsCount: row.mutual,
          sameCountry: row.sameCountry,
        })),
        nextCursor: page.nextCursor,
      };
    },

    async dismissSuggestion(me: string, other: string): Promise<void> {
      await onPair(me, other, (tx) => repo.insertDismissal(tx, me, other, clock.now()));
    },

    async profile(viewer: string, userIdOrUsername: string): Promise<Profile> {
      const row = await repo.findProfile(
        db,
        viewer,
        isUuid(userIdOrUsername) ? { id: userIdOrUsername } : { username: userIdOrUsername },
      );
      if (!row || row.blockedMe) throw new AppError('MEMBER_NOT_FOUND');
      const self = row.id === viewer;
      const base = {
        person: toPerson(row),
        joinedAt: iso(row.createdAt),
        relationship: relationshipOf(row, self),
      };
      // Whom I blocked stays reachable (to unblock) but shows nothing more of their life.
      if (row.blockedByMe)
        return {
          ...base,
          coverUrl: null,
          bio: '',
          country: null,
          friendsCount: null,
          followersCount: null,
          followingCount: null,
          mutualFriendsCount: null,
        };
      return {
        ...base,
        coverUrl: row.coverUrl,
        bio: row.bio,
        country: row.country,
        friendsCount: row.friendsCount,
        followersCount: row.followersCount,
        followingCount: row.followingCount,
        mutualFriendsCount: self ? 0 : row.mutualFriendsCount,
      };
    },
  };
}
