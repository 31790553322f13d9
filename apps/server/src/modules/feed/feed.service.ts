import type { FeedPage } from '@betogether/contracts/feed/feed.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { decodeTimeCursor, encodeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import type { PostsService } from '../posts/posts.service';
import * as repo from './feed.repository';
import type { FeedCache } from './feed-cache';

export type FeedService = ReturnType<typeof createFeedService>;

type PageQuery = { limit: number; cursor?: string | undefined };

/**
 * A position before every post: the next page after a first page that held only the pinned post
 * starts from the top (the pinned post is left out of the other pages anyway).
 */
const TOP = ['9999-12-31T23:59:59.999Z', 'ffffffff-ffff-ffff-ffff-ffffffffffff'] as const;

export function createFeedService(deps: {
  db: Db;
  posts: Pick<PostsService, 'viewPosts' | 'preparedViewByIds'>;
  cache: Pick<FeedCache, 'get' | 'set'>;
}) {
  const { db, posts, cache } = deps;
  const feedCards = repo.preparedFeedCards(db);
  const cardsByIds = posts.preparedViewByIds('cards_by_ids');

  return {
    /** The home feed: own posts, friends' posts, followees' public posts; newest first. */
    async feed(viewerId: string, query: PageQuery): Promise<FeedPage> {
      const pageKey = `${query.limit}:${query.cursor ?? ''}`;
      const known = cache.get(viewerId, pageKey);
      // Known keys: only the cards are read, fresh (counts, reactions, edits, audience).
      if (known) return { items: await cardsByIds(viewerId, known.ids), nextCursor: known.nextCursor };
      // The page's keys and their cards in one round trip: `limit + 1` cards, newest first.
      const cards = await feedCards(
        viewerId,
        repo.feedIdsValues(query.limit, decodeTimeCursor(query.cursor)),
      );
      const page = pageFrom(cards, query.limit, timeCursorOf);
      cache.set(viewerId, pageKey, { ids: page.rows.map((post) => post.id), nextCursor: page.nextCursor });
      return { items: page.rows, nextCursor: page.nextCursor };
    },

    /**
     * A member's posts the viewer may see: the pinned one first on the first page, then the
     * others newest first. A block either way hides the member entirely (404).
     */
    async memberPosts(viewerId: string, memberId: string, query: PageQuery): Promise<FeedPage> {
      const relation = await repo.relationTo(db, viewerId, memberId);
      if (!relation.exists || (relation.blocked && viewerId !== memberId))
        throw new AppError('USER_NOT_FOUND');
      const audiences =
        viewerId === memberId
          ? ['public', 'friends', 'only_me']
          : relation.friends
            ? ['public', 'friends']
            : ['public'];
      const after = decodeTimeCursor(query.cursor);
      const pinned = await repo.pinnedPostOf(db, memberId, audiences);
      const lead = pinned && !after ? [pinned.id] : [];
      const room = query.limit - lead.length;
      const keys = await repo.memberPostsPage(db, memberId, audiences, pinned?.id ?? null, room, after);
      const page =
        room === 0
          ? { rows: [], nextCursor: keys.length > 0 ? encodeCursor(TOP) : null }
          : pageFrom(keys, room, timeCursorOf);
      return {
        items: await posts.viewPosts(viewerId, [...lead, ...page.rows.map((key) => key.id)]),
        nextCursor: page.nextCursor,
      };
    },
  };
}
