import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

const member = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
// Millisecond precision: keyset cursors carry these values through JavaScript dates unchanged.
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();

/** A friendship is stored twice, once from each side, so "friends of X" is one index range. */
export const friendships = pgTable(
  'friendships',
  { userId: member('user_id'), friendId: member('friend_id'), createdAt: at('created_at') },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    index('friendships_user_recent_idx').on(t.userId, t.createdAt, t.friendId),
    check('friendships_not_self', sql`${t.userId} <> ${t.friendId}`),
  ],
);

/** A pending request: accepted, declined or cancelled requests are deleted. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: member('sender_id'),
    receiverId: member('receiver_id'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('friend_requests_pair_key').on(t.senderId, t.receiverId),
    index('friend_requests_receiver_idx').on(t.receiverId, t.createdAt, t.id),
    index('friend_requests_sender_idx').on(t.senderId, t.createdAt, t.id),
    check('friend_requests_not_self', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/** Following without friendship: the follower sees the followee's public posts in the feed. */
export const follows = pgTable(
  'follows',
  { followerId: member('follower_id'), followeeId: member('followee_id'), createdAt: at('created_at') },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.createdAt, t.followerId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** The blocked member sees nothing of the blocker, and neither can interact with the other. */
export const blocks = pgTable(
  'blocks',
  { blockerId: member('blocker_id'), blockedId: member('blocked_id'), createdAt: at('created_at') },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** People a member removed from their suggestions. */
export const suggestionDismissals = pgTable(
  'suggestion_dismissals',
  { userId: member('user_id'), dismissedId: member('dismissed_id'), createdAt: at('created_at') },
  (t) => [primaryKey({ columns: [t.userId, t.dismissedId] })],
);
