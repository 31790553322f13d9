import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks, friendships } from './friends.tables';

type MemberRef = SQL | AnyPgColumn | Placeholder | string;

/**
 * SQL conditions on the relationship of two members, for other modules' queries (posts, feed,
 * search, notifications): the friends module writes these tables, the others only read them.
 */
export function blockedBetween(a: MemberRef, b: MemberRef): SQL {
  return sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}

export function friendsBetween(a: MemberRef, b: MemberRef): SQL {
  return sql`exists (select 1 from ${friendships} where ${friendships.userId} = ${a} and ${friendships.friendId} = ${b})`;
}
