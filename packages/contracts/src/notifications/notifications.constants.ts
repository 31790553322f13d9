/** Kinds of notification, each with its own on/off setting. No zod here: the web lists these. */
export const notificationTypes = [
  'friend_request',
  'friend_accept',
  'reaction',
  'comment',
  'reply',
  'mention',
  'share',
] as const;
