import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { mediaObjectSchema } from '../media/media.schemas';
import { personSummarySchema } from '../users/users.schemas';
import {
  CLOSE_FRIENDS_MAX,
  STORY_CAPTION_MAX,
  STORY_LINK_LABEL_MAX,
  STORY_REPLY_MAX,
  STORY_TEXT_MAX,
  storyAudiences,
  storyBackgrounds,
  storyKinds,
  storyReactions,
} from './stories.constants';

export const storyKindSchema = z.enum(storyKinds);
export const storyAudienceSchema = z.enum(storyAudiences);
export const storyBackgroundSchema = z.enum(storyBackgrounds);
export const storyReactionSchema = z.enum(storyReactions);

/** A link sticker: an https address, with an optional label shown instead of the host. */
export const storyLinkSchema = z
  .object({
    url: z.url({ protocol: /^https$/, message: 'An https:// address' }).max(2000),
    label: textSchema.trim().max(STORY_LINK_LABEL_MAX).optional(),
  })
  .strict();

/**
 * A photo or video story names a ready upload of the member (`story-image` / `story-video`); a text
 * story has its words and a background instead.
 */
export const createStoryBodySchema = z
  .object({
    kind: storyKindSchema,
    mediaId: z.uuid().optional(),
    text: textSchema.trim().max(STORY_TEXT_MAX).optional(),
    background: storyBackgroundSchema.optional(),
    caption: textSchema.trim().max(STORY_CAPTION_MAX).optional(),
    link: storyLinkSchema.optional(),
    audience: storyAudienceSchema,
    /** The author's client's key: a repeat with it answers the first story. */
    clientKey: z.uuid().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.kind === 'text') {
      if (!body.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write something' });
      if (!body.background)
        ctx.addIssue({ code: 'custom', path: ['background'], message: 'Pick a background' });
      if (body.mediaId)
        ctx.addIssue({ code: 'custom', path: ['mediaId'], message: 'A text story has no file' });
    } else if (!body.mediaId) {
      ctx.addIssue({ code: 'custom', path: ['mediaId'], message: 'Add a photo or a video' });
    }
  });
export type CreateStoryBody = z.infer<typeof createStoryBodySchema>;

export const storySchema = z.object({
  id: z.uuid(),
  author: personSummarySchema,
  kind: storyKindSchema,
  /** Photo or video (signed links: stories are never public files). */
  media: mediaObjectSchema.nullable(),
  text: z.string().nullable(),
  background: storyBackgroundSchema.nullable(),
  caption: z.string().nullable(),
  link: z.object({ url: z.string(), label: z.string().nullable() }).nullable(),
  audience: storyAudienceSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The viewer has seen it. */
  seen: z.boolean(),
  /** The viewer's quick reaction, if any. */
  myReaction: storyReactionSchema.nullable(),
  /** For its author only: how many people viewed it (null for everyone else). */
  viewerCount: z.number().int().min(0).nullable(),
  mine: z.boolean(),
});
export type Story = z.infer<typeof storySchema>;

/** One author in the tray at the top of the feed. */
export const storyTrayItemSchema = z.object({
  author: personSummarySchema,
  /** The first story to open: the oldest unseen, else the oldest. */
  firstStoryId: z.uuid(),
  storyCount: z.number().int().min(1),
  unseenCount: z.number().int().min(0),
  latestAt: z.iso.datetime(),
  /** A still of the latest story: its poster or picture (signed), or null for a text story. */
  previewUrl: z.string().nullable(),
  previewBackground: storyBackgroundSchema.nullable(),
  mine: z.boolean(),
});
export type StoryTrayItem = z.infer<typeof storyTrayItemSchema>;

/** The viewer's own tray item first (when they have stories), then authors with unseen stories, newest first, then the seen ones. */
export const storyTraySchema = z.object({ items: z.array(storyTrayItemSchema) });
export type StoryTray = z.infer<typeof storyTraySchema>;

/** An author's live stories the viewer may see, oldest first (the viewer's sequence). */
export const memberStoriesSchema = z.object({ author: personSummarySchema, stories: z.array(storySchema) });
export type MemberStories = z.infer<typeof memberStoriesSchema>;

export const storyParamsSchema = z.object({ storyId: z.uuid() });
export const storyMemberParamsSchema = z.object({ userId: z.uuid() });

export const storyReactionBodySchema = z.object({ emoji: storyReactionSchema }).strict();
export const storyReplyBodySchema = z
  .object({ text: textSchema.trim().min(1, 'Write something').max(STORY_REPLY_MAX) })
  .strict();
export const storyReplySchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });

export const storyViewerSchema = z.object({
  person: personSummarySchema,
  viewedAt: z.iso.datetime(),
  reaction: storyReactionSchema.nullable(),
  /** They replied (the replies reach the author as notifications). */
  replied: z.boolean(),
});
export const storyViewersQuerySchema = pageQuerySchema;
export const storyViewerPageSchema = pageOf(storyViewerSchema).extend({ total: z.number().int().min(0) });
export type StoryViewer = z.infer<typeof storyViewerSchema>;

/** The author's own stories, live and expired, newest first. */
export const storyArchiveQuerySchema = pageQuerySchema;
export const storyArchivePageSchema = pageOf(storySchema);

export const closeFriendsSchema = z.object({
  items: z.array(personSummarySchema),
  max: z.literal(CLOSE_FRIENDS_MAX),
});
export type CloseFriends = z.infer<typeof closeFriendsSchema>;
export const closeFriendParamsSchema = z.object({ userId: z.uuid() });
