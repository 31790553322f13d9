import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { postSchema } from '../posts/posts.schemas';
import { personSummarySchema } from '../users/users.schemas';
import { HASHTAG_MAX, SEARCH_QUERY_MAX, searchRelationships, searchTypes } from './search.constants';

export const searchTypeSchema = z.enum(searchTypes);

const searchTextSchema = textSchema
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

export const searchRelationshipSchema = z.enum(searchRelationships);

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
/** The member's last searches, newest first (at most `RECENT_SEARCHES_KEPT`). */
export const recentSearchesResponseSchema = z.object({ items: z.array(recentSearchSchema) });
export type RecentSearchesResponse = z.infer<typeof recentSearchesResponseSchema>;

export const recentSearchParamsSchema = z.object({ query: textSchema.min(1).max(SEARCH_QUERY_MAX) });

/** A tag as typed in a link or a box: an optional '#', then the tag. */
export const hashtagParamsSchema = z.object({
  tag: textSchema
    .trim()
    .transform((value) => value.replace(/^#/, ''))
    .pipe(z.string().min(1, 'Required').max(HASHTAG_MAX, `At most ${HASHTAG_MAX} characters`)),
});

export const hashtagPostsQuerySchema = pageQuerySchema;
export const hashtagPostsResponseSchema = z.object({ items: z.array(postSchema), nextCursor });
export type HashtagPostsResponse = z.infer<typeof hashtagPostsResponseSchema>;
