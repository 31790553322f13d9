import type { Notification } from '@betogether/contracts/notifications/notifications.schemas';
import type { TFunction } from 'i18next';

/** "Ana Lima and 4 others reacted to your post", in the reader's language. */
export function notificationText(t: TFunction, notification: Notification): string {
  const others = notification.actorCount - 1;
  const name = notification.actor.displayName;
  return others > 0
    ? t(`notifications:text.${notification.type}_group`, { name, count: others })
    : t(`notifications:text.${notification.type}`, { name });
}
