import { z } from 'zod';
import { notificationSchema } from '../notifications/notifications.schemas';
import { purchaseStatusSchema } from '../payments/payments.schemas';
import { walletBalanceEventSchema } from '../wallet/wallet.schemas';

/** Events the server pushes over Socket.IO, by name, with their payloads. */
export const serverEventSchemas = {
  /** A new or regrouped notification for this member. */
  'notification:new': z.object({ notification: notificationSchema, unreadCount: z.number().int().min(0) }),
  /** Notifications were read (in another tab, perhaps): the new unread count. */
  'notification:read': z.object({ unreadCount: z.number().int().min(0) }),
  /** Someone whose posts this member's feed shows has just posted. */
  'feed:new-post': z.object({ postId: z.uuid(), authorId: z.uuid() }),
  /** This member's coin balance changed (after the commit): the header and the dashboard refresh. */
  'wallet:balance': walletBalanceEventSchema,
  /** A purchase of this member changed status (paid, failed, canceled, refunded, charged back). */
  'payments:purchase-updated': z.object({
    purchaseId: z.uuid(),
    status: purchaseStatusSchema,
  }),
} as const;

export type ServerEvents = {
  [K in keyof typeof serverEventSchemas]: z.infer<(typeof serverEventSchemas)[K]>;
};
export type ServerEventName = keyof ServerEvents;
