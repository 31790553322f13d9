import type { Notification } from '@betogether/contracts/notifications/notifications.schemas';
import type { TFunction } from '@/lib/translator';

/** "Ana Lima and 4 others reacted to your post", in the reader's language. */
export function notificationText(t: TFunction, notification: Notification): string {
  const others = notification.actorCount - 1;
  const name = notification.actor.displayName;
  if (notification.type === 'coins_adjusted' && notification.coins) {
    const { amount, reason } = notification.coins;
    // Plural by the coins moved: "1 coin", "50 coins".
    return t(`notifications:text.coins_adjusted_${amount < 0 ? 'debit' : 'credit'}`, {
      count: Math.abs(amount),
      reason,
    });
  }
  if (
    (notification.type === 'report_outcome' || notification.type === 'moderation') &&
    notification.moderation
  ) {
    const { kind, action, suspendedUntil } = notification.moderation;
    // i18n.ts keeps the page's language on <html lang>: the date in the reader's language.
    const date = suspendedUntil
      ? new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'long' }).format(
          new Date(suspendedUntil),
        )
      : '';
    return t(`notifications:text.${notification.type}_${action}`, {
      kind: t(`notifications:kinds.${kind}`),
      date,
    });
  }
  return others > 0
    ? t(`notifications:text.${notification.type}_group`, { name, count: others })
    : t(`notifications:text.${notification.type}`, { name });
}
