import type { FeedPage, HomeFeedPage } from '@betogether/contracts/feed/feed.schemas';
import type { Post } from '@betogether/contracts/posts/posts.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
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

/**
 * The home feed's cursors: the circle's are time cursors; once its posts ran out, the suggestions'
 * are time cursors with this prefix (outside the base64url alphabet, so never ambiguous).
 */
const SUGGESTED = 's.';

function feedPosition(cursor: string | undefined) {
  const suggested = cursor?.startsWith(SUGGESTED) ?? false;
  return { suggested, after: decodeTimeCursor(suggested ? cursor?.slice(SUGGESTED.length) : cursor) };
}

const marked = (items: Post[], suggestedIds: ReadonlySet<string>) =>
  items.map((post) => ({ ...post, suggested: suggestedIds.has(post.id) }));

export function createFeedService(deps: {
  db: Db;
  posts: Pick<PostsService, 'viewPosts' | 'preparedViewByIds'>;
  cache: Pick<FeedCache, 'get' | 'set'>;
}) {
  const { db, posts, cache } = deps;
  const feedCards = repo.preparedFeedCards(db);
  const cardsByIds = posts.preparedViewByIds('cards_by_ids');

  return {
    /**
     * The home feed: own posts, friends' posts, followees' public posts; newest first. When they
     * run out, the page is completed with suggested posts (see `suggestedKeys`), and the next
     * pages are suggestions only: two keysets one after the other, so no post repeats or is skipped.
     */
    async feed(viewerId: string, query: PageQuery): Promise<HomeFeedPage> {
      const pageKey = `${query.limit}:${query.cursor ?? ''}`;
      const known = cache.get(viewerId, pageKey);
      // Known keys: only the cards are read, fresh (counts, reactions, edits, audience).
      if (known)
        return {
          items: marked(await cardsByIds(viewerId, known.ids), new Set(known.suggestedIds ?? [])),
          nextCursor: known.nextCursor,
        };
      const position = feedPosition(query.cursor);
      let circle: Post[] = [];
      let nextCursor: string | null = null;
      if (!position.suggested) {
        // The page's keys and their cards in one round trip: `limit + 1` cards, newest first.
        const cards = await feedCards(viewerId, repo.feedIdsValues(query.limit, position.after));
        ({ rows: circle, nextCursor } = pageFrom(cards, query.limit, timeCursorOf));
      }
      let suggested: Post[] = [];
      if (nextCursor === null) {
        const room = query.limit - circle.length;
        const keys = await repo.suggestedKeys(db, viewerId, room, position.suggested ? position.after : null);
        if (room === 0) {
          // A full last page of the circle: the suggestions start on the next one, if there are any.
          nextCursor = keys.length > 0 ? SUGGESTED + encodeCursor(TOP) : null;
        } else {
          const page = pageFrom(keys, room, timeCursorOf);
          suggested = await posts.viewPosts(
            viewerId,
            page.rows.map((key) => key.id),
          );
          nextCursor = page.nextCursor ? SUGGESTED + page.nextCursor : null;
        }
      }
      const suggestedIds = suggested.map((post) => post.id);
      // Suggestions are cached like the circle's posts: a new public post elsewhere reaches them
      // within the cache's lifetime (no viewer's feed is dropped for a stranger's post).
      cache.set(viewerId, pageKey, {
        ids: [...circle, ...suggested].map((post) => post.id),
        suggestedIds,
        nextCursor,
      });
      return { items: marked([...circle, ...suggested], new Set(suggestedIds)), nextCursor };
    },

    /**
     * A member's posts the viewer may see: the pinned one first on the first page, then the
     * others newest first. A block either way hides the member entirely (404).
     */
    async memberPosts(viewerId: string, member: string, query: PageQuery): Promise<FeedPage> {
      const memberId = isUuid(member) ? member : await repo.memberIdByUsername(db, member);
      if (!memberId) throw new AppError('USER_NOT_FOUND');
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
