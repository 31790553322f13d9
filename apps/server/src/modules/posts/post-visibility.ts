import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blockedBetween, friendsBetween } from '../friends/friends.read';

/**
 * The one rule of who sees a post, as SQL (for lists, search and single reads alike): its author
 * always; nobody a block separates from the author; everyone for public posts; friends for
 * friends-only posts; nobody else for "only me".
 */
export function canSeePost(
  viewerId: string | Placeholder,
  post: { authorId: AnyPgColumn; audience: AnyPgColumn },
): SQL {
  return sql`(${post.authorId} = ${viewerId} or (
    (${post.audience} = 'public' or (${post.audience} = 'friends' and ${friendsBetween(viewerId, post.authorId)}))
    and not ${blockedBetween(viewerId, post.authorId)}
  ))`;
}
