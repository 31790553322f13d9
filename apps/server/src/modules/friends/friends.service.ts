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
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, pageFrom } from '../../platform/pagination';
import type { NotificationsService } from '../notifications/notifications.service';
import * as repo from './friends.repository';

export type FriendsService = ReturnType<typeof createFriendsService>;

type Page = { limit: number; cursor?: string | undefined };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toPerson(row: repo.PersonRow): PersonSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: `${row.firstName} ${row.lastName}`.trim(),
    avatarUrl: row.avatarUrl,
  };
}

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

/** A cursor of (ISO time, id) for the lists ordered by (created_at desc, id desc). */
function afterOf(cursor: string | undefined): repo.After {
  const values = decodeCursor(cursor, ['string', 'string'] as const);
  if (!values) return null;
  const createdAt = new Date(values[0]);
  if (Number.isNaN(createdAt.getTime()) || !UUID.test(values[1]))
    throw new AppError('VALIDATION_FAILED', {
      errors: [{ field: 'cursor', message: 'This cursor is not valid', code: 'invalid_cursor' }],
    });
  return { createdAt, id: values[1] };
}

function selfRefused(): AppError {
  return new AppError('VALIDATION_FAILED', {
    errors: [{ field: 'userId', message: 'This is you', code: 'self' }],
  });
}

export function createFriendsService(deps: {
  db: Db;
  clock: Clock;
  notifications: Pick<NotificationsService, 'notify' | 'withdraw'>;
  /** The feed's page cache (feed/feed-cache.ts): a link made or cut changes both members' feeds. */
  feed: { changed(viewerIds: readonly string[]): void };
}) {
  const { db, clock, notifications, feed } = deps;

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
      return work(tx, state);
    });
    feed.changed([me, other]);
    return result;
  }

  async function answer(me: string, other: string): Promise<RelationshipResponse> {
    return { userId: other, relationship: relationshipOf(await repo.pairState(db, me, other)) };
  }

  return {
    /** Sends a request, or accepts theirs when they already asked me. */
    async sendRequest(me: string, other: string): Promise<RelationshipResponse> {
      const outcome = await onPair(me, other, async (tx, state) => {
        if (state.friends) throw new AppError('ALREADY_FRIENDS');
        if (state.sent) throw new AppError('FRIEND_REQUEST_ALREADY_SENT');
        const now = clock.now();
        if (state.received) {
          await repo.deleteRequest(tx, other, me);
          await repo.insertFriendship(tx, me, other, now);
          return 'accepted' as const;
        }
        await repo.insertRequest(tx, me, other, now);
        return 'sent' as const;
      });
      if (outcome === 'accepted') await afterAccept(me, other);
      else await notifications.notify({ type: 'friend_request', recipientId: other, actorId: me });
      return answer(me, other);
    },

    async cancelRequest(me: string, other: string): Promise<RelationshipResponse> {
      await onPair(me, other, async (tx) => {
        if (!(await repo.deleteRequest(tx, me, other))) throw new AppError('FRIEND_REQUEST_NOT_FOUND');
      });
      await notifications.withdraw({ type: 'friend_request', recipientId: other, actorId: me });
      return answer(me, other);
    },

    async acceptRequest(me: string, sender: string): Promise<RelationshipResponse> {
      await onPair(me, sender, async (tx) => {
        if (!(await repo.deleteRequest(tx, sender, me))) throw new AppError('FRIEND_REQUEST_NOT_FOUND');
        await repo.insertFriendship(tx, me, sender, clock.now());
      });
      await afterAccept(me, sender);
      return answer(me, sender);
    },

    async declineRequest(me: string, sender: string): Promise<RelationshipResponse> {
      await onPair(me, sender, async (tx) => {
        if (!(await repo.deleteRequest(tx, sender, me))) throw new AppError('FRIEND_REQUEST_NOT_FOUND');
      });
      await notifications.withdraw({ type: 'friend_request', recipientId: me, actorId: sender });
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
      const pending = await onPair(
        me,
        other,
        async (tx, state) => {
          await repo.deleteFriendship(tx, me, other);
          await repo.deleteRequestsBetween(tx, me, other);
          await repo.deleteFollowsBetween(tx, me, other);
          await repo.insertBlock(tx, me, other, clock.now());
          return state;
        },
        { allowBlockedByMe: true, allowBlockedMe: true },
      );
      if (pending.sent)
        await notifications.withdraw({ type: 'friend_request', recipientId: other, actorId: me });
      if (pending.received)
        await notifications.withdraw({ type: 'friend_request', recipientId: me, actorId: other });
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
      const rows = await repo.listBlocks(db, me, query.limit, afterOf(query.cursor));
      const page = pageFrom(rows, query.limit, (row) => [iso(row.blockedAt), row.id]);
      return {
        items: page.rows.map((row) => ({ person: toPerson(row), blockedAt: iso(row.blockedAt) })),
        nextCursor: page.nextCursor,
      };
    },

    async listRequests(me: string, query: FriendRequestsQuery): Promise<FriendRequestsPage> {
      const rows = await repo.listRequests(db, me, query.direction, query.limit, afterOf(query.cursor));
      const page = pageFrom(rows, query.limit, (row) => [iso(row.createdAt), row.requestId]);
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
      const rows = await repo.listFriends(db, viewer, memberId, query.limit, afterOf(query.cursor), q);
      const page = pageFrom(rows, query.limit, (row) => [iso(row.friendsSince), row.id]);
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
      if (
        values &&
        (!UUID.test(values[3]) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(values[2]))
      )
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
        UUID.test(userIdOrUsername) ? { id: userIdOrUsername } : { username: userIdOrUsername },
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

  async function afterAccept(me: string, sender: string) {
    await notifications.withdraw({ type: 'friend_request', recipientId: me, actorId: sender });
    await notifications.notify({ type: 'friend_accept', recipientId: sender, actorId: me });
  }
}
