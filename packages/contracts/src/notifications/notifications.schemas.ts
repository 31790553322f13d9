import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination.schemas';
import { kycFields, kycStatuses } from '../kyc/kyc.constants';
import { moderationActions, reportKinds } from '../moderation/moderation.constants';
import { personSummarySchema } from '../users/users.schemas';
import { withdrawalStatuses } from '../withdrawals/withdrawals.constants';
import { notificationTypes } from './notifications.constants';

export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  /** The latest actor of the group. */
  actor: personSummarySchema,
  /** Distinct actors of the group: "Ana and 4 others" is actorCount 5. */
  actorCount: z.number().int().min(1),
  postId: z.uuid().nullable(),
  commentId: z.uuid().nullable(),
  /** For `story_reply` and `story_reaction` lines: the story. */
  storyId: z.uuid().nullable().optional(),
  /** For `short_like`, `short_comment` and a mention in a short's caption: the short. */
  shortId: z.uuid().nullable().optional(),
  /** What the line quotes: a reply or comment (its first 120 characters), or a story reaction's emoji. */
  excerpt: z.string().nullable().optional(),
  /** For `report_outcome` and `moderation` lines: what was judged and the decision. */
  moderation: z
    .object({
      kind: z.enum(reportKinds),
      action: z.enum(moderationActions),
      suspendedUntil: z.iso.datetime().nullable(),
    })
    .nullable()
    .optional(),
  /** For `coins_adjusted` lines: the coins moved on the member's wallet (signed) and the admin's reason. */
  coins: z.object({ amount: z.number().int(), reason: z.string() }).optional(),
  /** For task lines: the task, and the coins paid, the reviewer's reason, or the admin's decision. */
  task: z
    .object({
      id: z.uuid(),
      title: z.string(),
      coins: z.number().int().optional(),
      reason: z.string().optional(),
      approved: z.boolean().optional(),
    })
    .optional(),
  /** For `kyc_status` lines: the identity check's new state, the reviewer's reason, what to send again. */
  kyc: z
    .object({
      status: z.enum(kycStatuses),
      reason: z.string().nullable(),
      fields: z.array(z.enum(kycFields)),
    })
    .optional(),
  /** For `withdrawal` lines: which one, its coins, its new state and a rejection's reason. */
  withdrawal: z
    .object({
      id: z.uuid(),
      number: z.number().int(),
      coins: z.number().int(),
      status: z.enum(withdrawalStatuses),
      reason: z.string().nullable(),
    })
    .optional(),
  /** Where a click leads, inside the app. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema;

/** Spec §7: `GET /api/notifications` answers `success` and `user` (the list). */
export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  user: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationParamsSchema = z.object({ id: z.uuid() });

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationSettingsSchema = z
  .object(
    Object.fromEntries(notificationTypes.map((type) => [type, z.boolean()])) as {
      [K in NotificationType]: z.ZodBoolean;
    },
  )
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsUpdateSchema = notificationSettingsSchema.partial().strict();
