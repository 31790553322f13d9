import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination.schemas';
import { postSchema } from '../posts/posts.schemas';
import { personSummarySchema } from '../users/users.schemas';

export const SEARCH_QUERY_MAX = 100;
/** Searches shorter than this are answered but not remembered in the recent searches. */
export const RECENT_SEARCH_MIN = 2;
export const RECENT_SEARCHES_KEPT = 10;

export const searchTypes = ['people', 'posts', 'hashtags'] as const;
export const searchTypeSchema = z.enum(searchTypes);
export type SearchType = z.infer<typeof searchTypeSchema>;

const searchTextSchema = z
  .string()
  .trim()
  .min(1, 'Type something to search')
  .max(SEARCH_QUERY_MAX, `At most ${SEARCH_QUERY_MAX} characters`);

export const searchQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
  type: searchTypeSchema.default('people'),
  /** `false` for lookups that are not the member's own searches (e.g. @mention suggestions). */
  remember: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Where the viewer stands with a member found by search (what the result's button offers). */
export const searchRelationships = ['self', 'friends', 'request_sent', 'request_received', 'none'] as const;
export const searchRelationshipSchema = z.enum(searchRelationships);
export type SearchRelationship = z.infer<typeof searchRelationshipSchema>;

export const personResultSchema = personSummarySchema.extend({
  mutualFriendCount: z.number().int().min(0),
  relationship: searchRelationshipSchema,
});
export type PersonResult = z.infer<typeof personResultSchema>;

export const hashtagResultSchema = z.object({
  /** Folded (lower case, no accents), without the '#'. */
  tag: z.string(),
  /** Posts with this tag that the viewer may see. */
  postCount: z.number().int().min(1),
});
export type HashtagResult = z.infer<typeof hashtagResultSchema>;

const nextCursor = z.string().nullable();

/** One answer per tab, told apart by `type`. */
export const searchResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('people'), items: z.array(personResultSchema), nextCursor }),
  z.object({ type: z.literal('posts'), items: z.array(postSchema), nextCursor }),
  z.object({ type: z.literal('hashtags'), items: z.array(hashtagResultSchema), nextCursor }),
]);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type PeopleSearchResponse = Extract<SearchResponse, { type: 'people' }>;
export type PostsSearchResponse = Extract<SearchResponse, { type: 'posts' }>;
export type HashtagsSearchResponse = Extract<SearchResponse, { type: 'hashtags' }>;

export const recentSearchSchema = z.object({ query: z.string(), searchedAt: z.iso.datetime() });
export type RecentSearch = z.infer<typeof recentSearchSchema>;
/** The member's last searches, newest first (at most {@link RECENT_SEARCHES_KEPT}). */
export const recentSearchesResponseSchema = z.object({ items: z.array(recentSearchSchema) });
export type RecentSearchesResponse = z.infer<typeof recentSearchesResponseSchema>;

export const recentSearchParamsSchema = z.object({ query: z.string().min(1).max(SEARCH_QUERY_MAX) });

/** A tag as typed in a link or a box: an optional '#', then the tag. */
export const hashtagParamsSchema = z.object({
  tag: z
    .string()
    .trim()
    .transform((value) => value.replace(/^#/, ''))
    .pipe(z.string().min(1, 'Required').max(100, 'At most 100 characters')),
});

export const hashtagPostsQuerySchema = pageQuerySchema;
export const hashtagPostsResponseSchema = z.object({ items: z.array(postSchema), nextCursor });
export type HashtagPostsResponse = z.infer<typeof hashtagPostsResponseSchema>;
