/** Shorts' lists and limits, without zod: the schemas build on these and the web imports them. */
export const SHORT_CAPTION_MAX = 2200;
export const SHORT_ALT_TEXT_MAX = 500;
export const SHORT_COMMENT_MAX = 1000;
/** A view counts once per person and day, and only after this much real playback. */
export const SHORT_VIEW_MIN_MS = 2000;

/** For You (ranked: docs/decisions.md "Shorts") and Following (the people one follows, newest first). */
export const shortFeeds = ['for-you', 'following'] as const;
export type ShortFeed = (typeof shortFeeds)[number];
