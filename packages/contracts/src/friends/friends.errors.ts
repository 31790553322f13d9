import type { ErrorCatalogue } from '../common/common.errors';

export const friendsErrors = {
  ALREADY_FRIENDS: { status: 409, title: 'You are already friends' },
  FRIEND_REQUEST_ALREADY_SENT: { status: 409, title: 'You already sent a friend request to this person' },
  FRIEND_REQUEST_NOT_FOUND: { status: 404, title: 'This friend request does not exist' },
  NOT_FRIENDS: { status: 404, title: 'You are not friends with this person' },
  MEMBER_NOT_FOUND: { status: 404, title: 'This member does not exist' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof friendsErrors, true> {}
}
