import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks, friendships } from './friends.tables';

/**
 * What other modules may read of friends (the declared shared layer: see biome.json): conditions
 * on the relationship of two members, for their queries (posts, feed, search, notifications). The
 * friends module writes these tables, the others only read them.
 */

type MemberRef = SQL | AnyPgColumn | Placeholder | string;

/** A block between the two members, either way. */
export function blockedBetween(a: MemberRef, b: MemberRef): SQL {
  return sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}

/** The two members are friends (a friendship is stored both ways). */
export function friendsBetween(a: MemberRef, b: MemberRef): SQL {
  return sql`exists (select 1 from ${friendships} where ${friendships.userId} = ${a} and ${friendships.friendId} = ${b})`;
}
