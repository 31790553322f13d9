/** The page of a post list: what the feed asks for first, also asked early at start-up (app/route-preload.ts). */
export const POST_PAGE = { limit: 10 } as const;
