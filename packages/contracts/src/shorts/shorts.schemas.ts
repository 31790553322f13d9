import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { mediaObjectSchema } from '../media/media.schemas';
import { personSummarySchema } from '../users/users.schemas';
import { SHORT_ALT_TEXT_MAX, SHORT_CAPTION_MAX, SHORT_COMMENT_MAX, shortFeeds } from './shorts.constants';

/**
 * A ready `short-video` upload of the member, with its caption (#hashtags and @mentions are read
 * from it) and alt text. `remixOf`: a remix ("shortiscopie") keeps that short's sound.
 */
export const createShortBodySchema = z
  .object({
    mediaId: z.uuid(),
    caption: textSchema.trim().max(SHORT_CAPTION_MAX).default(''),
    altText: textSchema.trim().max(SHORT_ALT_TEXT_MAX).default(''),
    remixOf: z.uuid().optional(),
    clientKey: z.uuid().optional(),
  })
  .strict();
export type CreateShortBody = z.input<typeof createShortBodySchema>;

export const shortSchema = z.object({
  id: z.uuid(),
  author: personSummarySchema,
  /** The video: processing until its remix sound is laid (a remix), then ready. */
  media: mediaObjectSchema,
  caption: z.string(),
  altText: z.string(),
  hashtags: z.array(z.string()),
  /** Members named in the caption, for links. */
  mentions: z.array(personSummarySchema),
  createdAt: z.iso.datetime(),
  viewCount: z.number().int().min(0),
  likeCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  shareCount: z.number().int().min(0),
  saveCount: z.number().int().min(0),
  liked: z.boolean(),
  saved: z.boolean(),
  /** The viewer follows the author. */
  following: z.boolean(),
  /** The short whose sound this one uses. */
  remixOf: z.object({ id: z.uuid(), author: personSummarySchema }).nullable(),
  remixCount: z.number().int().min(0),
  mine: z.boolean(),
});
export type Short = z.infer<typeof shortSchema>;

export const shortPageSchema = pageOf(shortSchema);
export const shortFeedQuerySchema = pageQuerySchema.extend({ feed: z.enum(shortFeeds).default('for-you') });
export const shortParamsSchema = z.object({ shortId: z.uuid() });
export const shortMemberParamsSchema = z.object({ userId: z.uuid() });
export const shortListQuerySchema = pageQuerySchema;

/** What the player measured of one watch: counted as a view once per person and day after 2 s of playback. */
export const shortViewBodySchema = z
  .object({
    watchedMs: z
      .number()
      .int()
      .min(0)
      .max(60 * 60 * 1000),
    completed: z.boolean(),
  })
  .strict();
export const shortViewResultSchema = z.object({ counted: z.boolean(), viewCount: z.number().int().min(0) });

export const shortStateSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int().min(0),
  saved: z.boolean(),
  saveCount: z.number().int().min(0),
  shareCount: z.number().int().min(0),
});
export type ShortState = z.infer<typeof shortStateSchema>;

export const shortCommentSchema = z.object({
  id: z.uuid(),
  shortId: z.uuid(),
  author: personSummarySchema,
  body: z.string(),
  createdAt: z.iso.datetime(),
  mine: z.boolean(),
  /** Its author, or the short's author. */
  canDelete: z.boolean(),
});
export type ShortComment = z.infer<typeof shortCommentSchema>;
export const shortCommentPageSchema = pageOf(shortCommentSchema).extend({ total: z.number().int().min(0) });
export const createShortCommentBodySchema = z
  .object({
    body: textSchema.trim().min(1, 'Write something').max(SHORT_COMMENT_MAX),
    clientKey: z.uuid().optional(),
  })
  .strict();
export const shortCommentParamsSchema = z.object({ shortId: z.uuid(), commentId: z.uuid() });

/** Creator analytics of one short (its author only). */
export const shortAnalyticsSchema = z.object({
  views: z.number().int().min(0),
  uniqueViewers: z.number().int().min(0),
  averageWatchSeconds: z.number().min(0),
  /** Share of counted views watched to the end, 0 to 1. */
  completionRate: z.number().min(0).max(1),
  likes: z.number().int().min(0),
  comments: z.number().int().min(0),
  shares: z.number().int().min(0),
  saves: z.number().int().min(0),
  /** One point per day since the short was posted (at most the last 30), oldest first. */
  daily: z.array(
    z.object({
      date: z.iso.date(),
      views: z.number().int().min(0),
      averageWatchSeconds: z.number().min(0),
      completionRate: z.number().min(0).max(1),
    }),
  ),
});
export type ShortAnalytics = z.infer<typeof shortAnalyticsSchema>;
