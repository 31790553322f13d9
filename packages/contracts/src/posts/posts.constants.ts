/**
 * The posts feature's lists and limits, without zod: the schemas build their enums and bounds from
 * these, and the web imports them (pickers, counters) without loading zod.
 */
export const POST_BODY_MAX = 5000;
export const POST_MEDIA_MAX = 10;
export const COMMENT_BODY_MAX = 2000;
export const FEELING_MAX = 40;
export const LOCATION_MAX = 100;
export const ALT_TEXT_MAX = 300;

export const audiences = ['public', 'friends', 'only_me'] as const;
export type Audience = (typeof audiences)[number];

export const reactionTypes = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
export type ReactionType = (typeof reactionTypes)[number];

export const commentOrders = ['newest', 'relevant'] as const;
export type CommentOrder = (typeof commentOrders)[number];
