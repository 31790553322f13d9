import { z } from 'zod';
import { conversationKinds } from '../chat/chat.constants';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { personSummarySchema, roleSchema } from '../users/users.schemas';
import {
  caseStatuses,
  MODERATION_NOTE_MAX,
  moderationActions,
  REPORT_DETAILS_MAX,
  reportKinds,
  reportReasons,
  SUSPENSION_DAYS_MAX,
} from './moderation.constants';

export const reportReasonSchema = z.enum(reportReasons);
export const reportKindSchema = z.enum(reportKinds);
export const caseStatusSchema = z.enum(caseStatuses);
export const moderationActionSchema = z.enum(moderationActions);

/** A report of a post, a comment, a profile or a message: a reason from the list and an optional note. */
export const reportBodySchema = z
  .object({ reason: reportReasonSchema, details: z.string().trim().max(REPORT_DETAILS_MAX).default('') })
  .strict();
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportedItemParamsSchema = z.object({ id: z.uuid() });
export const reportedMemberParamsSchema = z.object({ userId: z.uuid() });

export const moderationQueueQuerySchema = pageQuerySchema.extend({
  status: caseStatusSchema.default('open'),
  kind: reportKindSchema.optional(),
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

export const caseParamsSchema = z.object({ id: z.uuid() });

/** How a case ended: the action, the moderator's note, and for a suspension its end. */
export const caseResolutionSchema = z.object({
  action: moderationActionSchema,
  note: z.string(),
  /** Null once the moderator's account is gone. */
  moderator: personSummarySchema.nullable(),
  resolvedAt: z.iso.datetime(),
  suspendedUntil: z.iso.datetime().nullable(),
});

/**
 * One reported thing in the queue: every report of it while the case is open, counted by reason.
 * Open cases come latest report first, resolved ones latest resolution first.
 */
export const moderationCaseSchema = z.object({
  id: z.uuid(),
  kind: reportKindSchema,
  /** The post's, comment's, member's or message's id. */
  subjectId: z.uuid(),
  status: caseStatusSchema,
  reportCount: z.number().int().min(1),
  /** Most reported first. */
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int().min(1) })),
  /** The start of the content as last reported (the member's name for a profile). */
  excerpt: z.string(),
  /** Who wrote the post, comment or message; the member for a profile. */
  author: personSummarySchema,
  firstReportedAt: z.iso.datetime(),
  lastReportedAt: z.iso.datetime(),
  resolution: caseResolutionSchema.nullable(),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;
export const moderationQueuePageSchema = pageOf(moderationCaseSchema);
export type ModerationQueuePage = z.infer<typeof moderationQueuePageSchema>;

/** One of the messages just before a reported chat message, as its conversation showed it. */
export const contextMessageSchema = z.object({
  /** Null once the sender's account is gone. */
  senderName: z.string().nullable(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type ContextMessage = z.infer<typeof contextMessageSchema>;

/**
 * What was reported, whoever its audience: as it is now, or as it was last reported when it has
 * since been removed or deleted (`available` false).
 */
export const reportedContentSchema = z.object({
  body: z.string(),
  pictures: z.array(z.string()),
  /** The post a comment belongs to, or the post itself. Null for a profile and a message. */
  postId: z.uuid().nullable(),
  audience: z.string().nullable(),
  createdAt: z.iso.datetime().nullable(),
  available: z.boolean(),
  /** A message's conversation (the moderator is not in it). Null for other kinds. */
  conversation: z.object({ kind: z.enum(conversationKinds), title: z.string().nullable() }).nullable(),
  /**
   * A message's context: up to REPORT_CONTEXT_MESSAGES messages before it, oldest first, as the
   * reporter saw them when reporting. Null for other kinds.
   */
  context: z.array(contextMessageSchema).nullable(),
});
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const caseReportSchema = z.object({
  id: z.uuid(),
  reporter: personSummarySchema,
  reason: reportReasonSchema,
  details: z.string(),
  createdAt: z.iso.datetime(),
});

export const moderationCaseDetailSchema = moderationCaseSchema.extend({
  content: reportedContentSchema,
  /** Newest first, up to 100. */
  reports: z.array(caseReportSchema),
  /** The author's record, to weigh a sanction. */
  authorStanding: z.object({
    role: roleSchema,
    suspendedUntil: z.iso.datetime().nullable(),
    warnings: z.number().int().min(0),
    suspensions: z.number().int().min(0),
  }),
});
export type ModerationCaseDetail = z.infer<typeof moderationCaseDetailSchema>;

const note = z.string().trim().max(MODERATION_NOTE_MAX).default('');

/** The moderator's decision; the note is shown to the author of a warned or suspended account. */
export const resolveCaseBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['dismiss', 'remove', 'warn']), note }).strict(),
  z
    .object({ action: z.literal('suspend'), days: z.number().int().min(1).max(SUSPENSION_DAYS_MAX), note })
    .strict(),
]);
export type ResolveCaseBody = z.input<typeof resolveCaseBodySchema>;

export const moderatorSchema = personSummarySchema.extend({ role: roleSchema });
export const moderatorsResponseSchema = z.object({ items: z.array(moderatorSchema) });
export type ModeratorsResponse = z.infer<typeof moderatorsResponseSchema>;
export const grantModeratorBodySchema = z.object({ username: z.string().trim().min(1).max(30) }).strict();
export type GrantModeratorBody = z.infer<typeof grantModeratorBodySchema>;
export const moderatorParamsSchema = z.object({ userId: z.uuid() });
