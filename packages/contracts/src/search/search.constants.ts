/**
 * Search's limits and lists, free of zod: the web reads them at runtime (the search box, the
 * address of a search) without loading the schemas. `search.schemas.ts` builds its schemas on them.
 */

/** The longest search text, in characters. */
export const SEARCH_QUERY_MAX = 100;
/** The longest hashtag, in characters (without the '#'). */
export const HASHTAG_MAX = 100;
/** Searches shorter than this are answered but not remembered in the recent searches. */
export const RECENT_SEARCH_MIN = 2;
export const RECENT_SEARCHES_KEPT = 10;

/** The tabs of the search page, `people` first (the default). */
export const searchTypes = ['people', 'posts', 'hashtags'] as const;
export type SearchType = (typeof searchTypes)[number];

/** Where the viewer stands with a member found by search (what the result's button offers). */
export const searchRelationships = ['self', 'friends', 'request_sent', 'request_received', 'none'] as const;
export type SearchRelationship = (typeof searchRelationships)[number];
