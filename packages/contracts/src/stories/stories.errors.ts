import type { ErrorCatalogue } from '../common/common.errors';

/** Error codes of stories. Stable: never renamed or reused. */
export const storiesErrors = {
  /** Also for a story that expired, is hidden from the viewer, or whose author blocked them. */
  STORY_NOT_FOUND: { status: 404, title: 'This story does not exist or is no longer available' },
  STORY_NOT_AUTHOR: { status: 403, title: 'Only the author of this story can do this' },
  CLOSE_FRIENDS_FULL: { status: 409, title: 'Your close friends list is full' },
  CLOSE_FRIEND_NOT_FRIEND: { status: 422, title: 'Only friends can be on your close friends list' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof storiesErrors, true> {}
}
