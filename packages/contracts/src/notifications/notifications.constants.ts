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
] as const;

/**
 * Notices the staff send on behalf of BeTogether: shown as from the team, never from the moderator or
 * admin who acted, so no block between the member and that person holds them back, hides or deletes them.
 */
export const staffNotificationTypes = [
  'report_outcome',
  'moderation',
  'coins_adjusted',
] as const satisfies ReadonlyArray<(typeof notificationTypes)[number]>;
