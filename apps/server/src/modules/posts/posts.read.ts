import type { Post } from '@betogether/contracts/posts/posts.schemas';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as views from './post-views';
import * as visibility from './post-visibility';

/** What other modules may read of posts (the declared shared layer: see biome.json). */

/**
 * Who may see a post, as SQL on its `authorId` and `audience` columns (of `posts` or an alias):
 * for other modules' lists of posts (search), so that no list shows what a single read hides.
 */
export function canSeePost(
  viewerId: string | Placeholder,
  post: { authorId: AnyPgColumn; audience: AnyPgColumn },
): SQL {
  return visibility.canSeePost(viewerId, post);
}

/**
 * Post cards for the ids a subquery selects (`ids`, with placeholders besides `viewer`), newest
 * first, as a statement prepared once under `name`: a feed page's keys and cards in one round trip.
 */
export function preparedViewFrom(
  db: Db,
  name: string,
  ids: SQL,
): (viewerId: string, values: Record<string, unknown>) => Promise<Post[]> {
  return views.preparedViewFrom(db, name, ids);
}
