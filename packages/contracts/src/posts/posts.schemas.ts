import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { mediaVariantSchema } from '../media/media.schemas';
import { personSummarySchema } from '../users/users.schemas';
import {
  ALT_TEXT_MAX,
  type Audience,
  audiences,
  COMMENT_BODY_MAX,
  commentOrders,
  FEELING_MAX,
  LOCATION_MAX,
  POST_BODY_MAX,
  POST_MEDIA_MAX,
  type ReactionType,
  reactionTypes,
} from './posts.constants';

// The types stay importable from here, where the server and type-only imports look for them.
export type { Audience, ReactionType };

export const audienceSchema = z.enum(audiences);
export const reactionTypeSchema = z.enum(reactionTypes);

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
  /** Usernames mentioned in the original's body that exist, for the client to link. */
  mentions: z.array(z.object({ username: z.string(), userId: z.uuid() })),
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

export const postParamsSchema = z.object({ id: z.uuid() });
export const commentParamsSchema = z.object({ id: z.uuid() });

/** A picture attached to a post: one of the author's ready `post-media` uploads. */
export const postImageInputSchema = z
  .object({ mediaId: z.uuid(), altText: textSchema.trim().max(ALT_TEXT_MAX).default('') })
  .strict();
export type PostImageInput = z.infer<typeof postImageInputSchema>;

const bodyText = textSchema.trim().max(POST_BODY_MAX, `At most ${POST_BODY_MAX} characters`);
/** Empty or null clears the line. */
const feelingText = textSchema.trim().max(FEELING_MAX).nullable();
const locationText = textSchema.trim().max(LOCATION_MAX).nullable();
const imagesInput = z.array(postImageInputSchema).max(POST_MEDIA_MAX, `At most ${POST_MEDIA_MAX} pictures`);
/**
 * A key the client makes once per draft (a UUID): a repeat of the same create (a double click, a
 * retry after a lost answer) is answered with what the first one created instead of a second copy.
 * A body field, not the `Idempotency-Key` header, which is kept for money calls (docs/decisions.md).
 */
const clientKey = z.uuid();

/** Plain text (never HTML): the body comes back exactly as written, trimmed. Needs a body or a picture. */
export const createPostBodySchema = z
  .object({
    body: bodyText.default(''),
    audience: audienceSchema,
    feeling: feelingText.optional(),
    location: locationText.optional(),
    images: imagesInput.default([]),
    commentsEnabled: z.boolean().default(true),
    clientKey: clientKey.optional(),
  })
  .strict();
export type CreatePostBody = z.input<typeof createPostBodySchema>;

/** Only the fields sent change; `images` replaces the whole list (order = display order). */
export const updatePostBodySchema = z
  .object({
    body: bodyText.optional(),
    audience: audienceSchema.optional(),
    feeling: feelingText.optional(),
    location: locationText.optional(),
    images: imagesInput.optional(),
    commentsEnabled: z.boolean().optional(),
  })
  .strict();
export type UpdatePostBody = z.infer<typeof updatePostBodySchema>;

/** One version of a post's text; `replacedAt` is null for the current one. */
export const postVersionSchema = z.object({
  body: z.string(),
  feeling: z.string().nullable(),
  location: z.string().nullable(),
  /** When this version was written (the post's creation for the first one). */
  writtenAt: z.iso.datetime(),
  replacedAt: z.iso.datetime().nullable(),
});
export type PostVersion = z.infer<typeof postVersionSchema>;
/** Newest first: the current version, then the earlier ones. */
export const postHistorySchema = z.object({ versions: z.array(postVersionSchema) });
export type PostHistory = z.infer<typeof postHistorySchema>;

export const postPageSchema = pageOf(postSchema);
export type PostPage = z.infer<typeof postPageSchema>;

/** Sharing re-posts to the sharer's own feed with an optional comment (a share of a share shares the original). */
export const sharePostBodySchema = z
  .object({ body: bodyText.default(''), audience: audienceSchema, clientKey: clientKey.optional() })
  .strict();
export type SharePostBody = z.input<typeof sharePostBodySchema>;

// Reactions
export const reactionBodySchema = z.object({ type: reactionTypeSchema }).strict();
export type ReactionBody = z.infer<typeof reactionBodySchema>;

/** A post's reactions after the viewer's change. */
export const postReactionStateSchema = z.object({
  myReaction: reactionTypeSchema.nullable(),
  reactionCount: z.number().int().min(0),
  reactionCounts: reactionCountsSchema,
});
export type PostReactionState = z.infer<typeof postReactionStateSchema>;

export const reactionsQuerySchema = pageQuerySchema.extend({ type: reactionTypeSchema.optional() });
export const reactorSchema = z.object({
  person: personSummarySchema,
  type: reactionTypeSchema,
  createdAt: z.iso.datetime(),
});
export type Reactor = z.infer<typeof reactorSchema>;
export const reactorPageSchema = pageOf(reactorSchema);
export type ReactorPage = z.infer<typeof reactorPageSchema>;

// Comments
export const commentsQuerySchema = pageQuerySchema.extend({ order: z.enum(commentOrders).default('newest') });
export const repliesQuerySchema = pageQuerySchema;

export const createCommentBodySchema = z
  .object({
    body: textSchema
      .trim()
      .min(1, 'Write something')
      .max(COMMENT_BODY_MAX, `At most ${COMMENT_BODY_MAX} characters`),
    /** A top-level comment of the same post: replies are one level deep. */
    parentId: z.uuid().optional(),
    clientKey: clientKey.optional(),
  })
  .strict();
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;
export const updateCommentBodySchema = createCommentBodySchema.pick({ body: true }).strict();
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;

/** A comment or a reply as the viewer sees it (plain text). */
export const commentSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  parentId: z.uuid().nullable(),
  author: personSummarySchema,
  body: z.string(),
  createdAt: z.iso.datetime(),
  edited: z.boolean(),
  editedAt: z.iso.datetime().nullable(),
  reactionCount: z.number().int().min(0),
  replyCount: z.number().int().min(0),
  myReaction: reactionTypeSchema.nullable(),
  /** The viewer wrote it (may edit and delete it). */
  mine: z.boolean(),
  /** The viewer may delete it: its author, or the post's author. */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its first (oldest) replies, at most 2; the rest through the replies call. */
export const topCommentSchema = commentSchema.extend({ firstReplies: z.array(commentSchema) });
export type TopComment = z.infer<typeof topCommentSchema>;
export const commentPageSchema = pageOf(topCommentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;
export const replyPageSchema = pageOf(commentSchema);
export type ReplyPage = z.infer<typeof replyPageSchema>;

export const commentReactionStateSchema = z.object({
  myReaction: reactionTypeSchema.nullable(),
  reactionCount: z.number().int().min(0),
});
export type CommentReactionState = z.infer<typeof commentReactionStateSchema>;
