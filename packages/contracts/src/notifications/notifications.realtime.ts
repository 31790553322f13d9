import { z } from 'zod';
import type { ServerEventPayloads } from '../realtime/realtime.schemas';
import { notificationSchema } from './notifications.schemas';

/** What the bell hears live. */
const notificationsServerEvents = {
  /** A new or regrouped notification for this member. */
  'notification:new': z.object({ notification: notificationSchema, unreadCount: z.number().int().min(0) }),
  /** Notifications were read (in another tab, perhaps): the new unread count. */
  'notification:read': z.object({ unreadCount: z.number().int().min(0) }),
};

declare module '../realtime/realtime.schemas' {
  interface ServerEvents extends ServerEventPayloads<typeof notificationsServerEvents> {}
}
