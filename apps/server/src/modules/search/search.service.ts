import type { Post } from '@betogether/contracts/posts/posts.schemas';
import {
  RECENT_SEARCH_MIN,
  RECENT_SEARCHES_KEPT,
  type SearchRelationship,
} from '@betogether/contracts/search/search.constants';
import type {
  HashtagPostsResponse,
  HashtagsSearchResponse,
  PeopleSearchResponse,
  PersonResult,
  PostsSearchResponse,
  RecentSearchesResponse,
  SearchQuery,
  SearchResponse,
} from '@betogether/contracts/search/search.schemas';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { decodeCursor, decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import { foldForSearch, prefixTsQuery, searchTermsOf } from '../../platform/search-text';
import { toPerson } from '../users/users.read';
import * as repo from './search.repository';
import { keyedWordsOf, tagPrefixOf, trigramThreshold } from './search-terms';

export type SearchService = ReturnType<typeof createSearchService>;

/** What search needs of the posts module: full posts, as the viewer sees them, in the order asked. */
export type PostViewer = { viewPosts(viewerId: string, postIds: string[]): Promise<Post[]> };

type Page = { limit: number; cursor?: string | undefined };

const SCORE = /^\d{1,3}(\.\d{1,4})?$/;

function invalidCursor(): never {
  throw new AppError('VALIDATION_FAILED', {
    errors: [{ field: 'cursor', message: 'This cursor is not valid', code: 'invalid_cursor' }],
  });
}

function relationshipOf(viewerId: string, row: repo.RelationshipRow | undefined): SearchRelationship {
  if (row?.id === viewerId) return 'self';
  if (row?.friends) return 'friends';
  if (row?.requestSent) return 'request_sent';
  if (row?.requestReceived) return 'request_received';
  return 'none';
}

export function createSearchService(deps: { db: Db; clock: Clock; posts: PostViewer }) {
  const { db, clock } = deps;

  /** Full posts for a page of ids, kept in the page's order (a post deleted meanwhile drops out). */
  async function hydrate(viewerId: string, ids: string[]): Promise<Post[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await deps.posts.viewPosts(viewerId, ids)).map((post) => [post.id, post]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function people(viewerId: string, q: string, page: Page): Promise<PeopleSearchResponse> {
    const values = decodeCursor(page.cursor, ['string', 'string'] as const);
    if (values && (!SCORE.test(values[0]) || !isUuid(values[1]))) invalidCursor();
    const terms = searchTermsOf(q);
    const rows = await db.transaction(async (tx) => {
      await repo.setWordSimilarityThreshold(tx, trigramThreshold(terms.folded));
      return repo.searchPeople(tx, {
        viewerId,
        folded: terms.folded,
        words: keyedWordsOf(terms.words),
        limit: page.limit,
        after: values ? { score: values[0], id: values[1] } : null,
      });
    });
    const found = pageFrom(rows, page.limit, (row) => [row.score, row.id]);
    const relationships = new Map(
      (
        await repo.relationshipsWith(
          db,
          viewerId,
          found.rows.map((row) => row.id),
        )
      ).map((row) => [row.id, row]),
    );
    const items = found.rows.map((row): PersonResult => {
      const relationship = relationshipOf(viewerId, relationships.get(row.id));
      return {
        ...toPerson(row),
        mutualFriendCount: relationship === 'self' ? 0 : (relationships.get(row.id)?.mutualFriendCount ?? 0),
        relationship,
      };
    });
    return { type: 'people', items, nextCursor: found.nextCursor };
  }

  async function posts(viewerId: string, q: string, page: Page): Promise<PostsSearchResponse> {
    const after = decodeTimeCursor(page.cursor);
    const tsQuery = prefixTsQuery(searchTermsOf(q).words);
    if (!tsQuery) return { type: 'posts', items: [], nextCursor: null };
    const rows = await repo.searchPosts(db, viewerId, tsQuery, page.limit, after);
    const found = pageFrom(rows, page.limit, timeCursorOf);
    return {
      type: 'posts',
      items: await hydrate(
        viewerId,
        found.rows.map((row) => row.id),
      ),
      nextCursor: found.nextCursor,
    };
  }

  async function hashtags(viewerId: string, q: string, page: Page): Promise<HashtagsSearchResponse> {
    const values = decodeCursor(page.cursor, ['number', 'string'] as const);
    if (values && (!Number.isInteger(values[0]) || values[0] < 1)) invalidCursor();
    const prefix = tagPrefixOf(searchTermsOf(q).folded);
    if (!prefix) return { type: 'hashtags', items: [], nextCursor: null };
    const rows = await repo.searchHashtags(
      db,
      viewerId,
      prefix,
      page.limit,
      values ? { postCount: values[0], tag: values[1] } : null,
    );
    const found = pageFrom(rows, page.limit, (row) => [row.postCount, row.tag]);
    return { type: 'hashtags', items: found.rows, nextCursor: found.nextCursor };
  }

  return {
    /**
     * One search box over people, posts and hashtags. A first page (no cursor) of at least two
     * characters is remembered in the member's recent searches, unless `remember` is false.
     */
    async search(viewerId: string, query: SearchQuery): Promise<SearchResponse> {
      const q = query.q.replace(/\s+/g, ' ');
      const page = { limit: query.limit, cursor: query.cursor };
      let answer: SearchResponse;
      if (query.type === 'posts') answer = await posts(viewerId, q, page);
      else if (query.type === 'hashtags') answer = await hashtags(viewerId, q, page);
      else answer = await people(viewerId, q, page);
      if (query.remember && query.cursor === undefined && [...q].length >= RECENT_SEARCH_MIN) {
        const now = clock.now();
        await db.transaction((tx) => repo.rememberSearch(tx, viewerId, q, now, RECENT_SEARCHES_KEPT));
      }
      return answer;
    },

    async postsWithTag(viewerId: string, tag: string, page: Page): Promise<HashtagPostsResponse> {
      const after = decodeTimeCursor(page.cursor);
      const rows = await repo.postsWithTag(db, viewerId, foldForSearch(tag), page.limit, after);
      const found = pageFrom(rows, page.limit, timeCursorOf);
      return {
        items: await hydrate(
          viewerId,
          found.rows.map((row) => row.id),
        ),
        nextCursor: found.nextCursor,
      };
    },

    async recent(userId: string): Promise<RecentSearchesResponse> {
      const rows = await repo.listRecentSearches(db, userId, RECENT_SEARCHES_KEPT);
      return { items: rows.map((row) => ({ query: row.query, searchedAt: row.searchedAt.toISOString() })) };
    },

    async forget(userId: string, query: string): Promise<void> {
      await repo.forgetSearch(db, userId, query);
    },

    async forgetAll(userId: string): Promise<void> {
      await repo.forgetAllSearches(db, userId);
    },
  };
}
