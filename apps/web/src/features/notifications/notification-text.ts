import type { Notification } from '@betogether/contracts/notifications/notifications.schemas';
import type { TFunction } from '@/lib/translator';

/**
 * A line for one person that quotes what they sent: the first words of a reply to a story or of a
 * comment on a short, or the emoji of a story reaction. Grouped lines say only how many.
 */
function quoted(t: TFunction, notification: Notification, name: string): string | null {
  const excerpt = notification.excerpt;
  if (!excerpt || notification.actorCount > 1) return null;
  if (notification.type === 'story_reaction')
    return t('notifications:text.story_reaction_emoji', { name, emoji: excerpt });
  if (notification.type === 'story_reply' || notification.type === 'short_comment')
    return t(`notifications:text.${notification.type}_quote`, { name, excerpt });
  return null;
}

/** "Ana Lima and 4 others reacted to your post", in the reader's language. */
export function notificationText(t: TFunction, notification: Notification): string {
  const others = notification.actorCount - 1;
  const name = notification.actor.displayName;
  const quote = quoted(t, notification, name);
  if (quote) return quote;
  if (notification.type === 'coins_adjusted' && notification.coins) {
    const { amount, reason } = notification.coins;
    // Plural by the coins moved: "1 coin", "50 coins".
    return t(`notifications:text.coins_adjusted_${amount < 0 ? 'debit' : 'credit'}`, {
      count: Math.abs(amount),
      reason,
    });
  }
  if (notification.task) {
    const { title, coins, reason, approved } = notification.task;
    if (notification.type === 'task_reward')
      return t('notifications:text.task_reward', { count: coins ?? 0, title });
    if (notification.type === 'task_proof_refused')
      return t('notifications:text.task_proof_refused', { title, reason: reason ?? '' });
    if (notification.type === 'task_reviewed')
      return approved
        ? t('notifications:text.task_reviewed_approved', { title })
        : t('notifications:text.task_reviewed_refused', { title, reason: reason ?? '' });
  }
  if (notification.type === 'withdrawal' && notification.withdrawal) {
    const { number, coins, status, reason } = notification.withdrawal;
    return t(`notifications:text.withdrawal_${status}`, { number, count: coins, reason: reason ?? '' });
  }
  if (notification.type === 'kyc_status' && notification.kyc) {
    const { status, reason } = notification.kyc;
    return t(`notifications:text.kyc_status_${status}`, { reason: reason ?? '' });
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
  // A mention in a short's caption is a mention like any other, of a short.
  const kind = notification.type === 'mention' && notification.shortId ? 'mention_short' : notification.type;
  return others > 0
    ? t(`notifications:text.${kind}_group`, { name, count: others })
    : t(`notifications:text.${kind}`, { name });
}
