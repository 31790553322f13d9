import { z } from 'zod';
import { mediaVariantSchema } from '../media/media.schemas';
import { personSummarySchema } from '../users/users.schemas';

export const POST_BODY_MAX = 5000;
export const POST_MEDIA_MAX = 10;
export const COMMENT_BODY_MAX = 2000;

export const audiences = ['public', 'friends', 'only_me'] as const;
export const audienceSchema = z.enum(audiences);
export type Audience = z.infer<typeof audienceSchema>;

export const reactionTypes = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
export const reactionTypeSchema = z.enum(reactionTypes);
export type ReactionType = z.infer<typeof reactionTypeSchema>;

export const reactionCountsSchema = z.object(
  Object.fromEntries(reactionTypes.map((type) => [type, z.number().int().min(0)])) as {
    [K in ReactionType]: z.ZodNumber;
  },
);
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

export const postImageSchema = z.object({
  mediaId: z.uuid(),
  altText: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  blurhash: z.string().nullable(),
  /** The largest variant. */
  url: z.string().nullable(),
  variants: z.array(mediaVariantSchema),
});
export type PostImage = z.infer<typeof postImageSchema>;

/** The post a share points to, as the viewer may see it; null content when deleted or not visible. */
const sharedPostSchema = z.object({
  id: z.uuid(),
  author: personSummarySchema,
  body: z.string(),
  images: z.array(postImageSchema),
  feeling: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/**
 * A post as a viewer sees it: everything a card needs in one object, so a list of posts is
 * one request with no follow-up per post.
 */
export const postSchema = z.object({
  id: z.uuid(),
  author: personSummarySchema,
  body: z.string(),
  audience: audienceSchema,
  feeling: z.string().nullable(),
  location: z.string().nullable(),
  images: z.array(postImageSchema),
  /** Present on a share; `post` is null when the original is gone or hidden from the viewer. */
  share: z.object({ post: sharedPostSchema.nullable() }).nullable(),
  commentsEnabled: z.boolean(),
  pinned: z.boolean(),
  edited: z.boolean(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  reactionCount: z.number().int().min(0),
  reactionCounts: reactionCountsSchema,
  commentCount: z.number().int().min(0),
  shareCount: z.number().int().min(0),
  /** The viewer's own reaction, and whether they saved it. */
  myReaction: reactionTypeSchema.nullable(),
  saved: z.boolean(),
  /** Whether the viewer may edit, delete, pin it (the author). */
  mine: z.boolean(),
  /** Usernames mentioned in the body that exist, for the client to link. */
  mentions: z.array(z.object({ username: z.string(), userId: z.uuid() })),
});
export type Post = z.infer<typeof postSchema>;
