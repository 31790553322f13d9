/** Kinds of notification, each with its own on/off setting. No zod here: the web lists these. */
export const notificationTypes = [
  'friend_request',
  'friend_accept',
  'reaction',
  'comment',
  'reply',
  'mention',
  'share',
  /** To each reporter, once a moderator resolved what they reported. */
  'report_outcome',
  /** To an author whose content a moderator removed, or whom a moderator warned or suspended. */
  'moderation',
  /** To a member whose coins an admin adjusted or whose transaction an admin reversed. */
  'coins_adjusted',
  /** To a member when someone they invited joined (verified their email): the two are now friends. */
  'invite_joined',
  /** To a story's author: a viewer replied (the reply's first words in `excerpt`). */
  'story_reply',
  /** To a story's author: viewers sent quick reactions (the latest emoji in `excerpt`). */
  'story_reaction',
  /** To a short's author: members liked it. */
  'short_like',
  /** To a short's author: members commented (the latest comment's first words in `excerpt`). */
  'short_comment',
  /** To a member paid for a task (the task and the coins in `task`). */
  'task_reward',
  /** To a member whose special-task proof a reviewer refused (the reason in `task`). */
  'task_proof_refused',
  /** To a partner: an admin approved or refused one of their first tasks. */
  'task_reviewed',
  /** To a member whose identity check was decided or expired (the state, reason and fields in `kyc`). */
  'kyc_status',
  /** To a member whose withdrawal was approved, paid or rejected (its number, coins and state in `withdrawal`). */
  'withdrawal',
] as const;

/**
 * Notices the staff send on behalf of BeTogether: shown as from the team, never from the moderator or
 * admin who acted, so no block between the member and that person holds them back, hides or deletes them.
 */
export const staffNotificationTypes = [
  'report_outcome',
  'moderation',
  'coins_adjusted',
  'task_reward',
  'task_proof_refused',
  'task_reviewed',
  'kyc_status',
  'withdrawal',
] as const satisfies ReadonlyArray<(typeof notificationTypes)[number]>;
