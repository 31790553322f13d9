import type { ErrorCatalogue } from '../common/common.errors';

/** Error codes of posts, comments, reactions and shares. Stable: never renamed or reused. */
export const postsErrors = {
  /** Also answered for a post that exists but is hidden from the viewer: never its content. */
  POST_NOT_FOUND: { status: 404, title: 'This post does not exist or is not visible to you' },
  POST_NOT_AUTHOR: { status: 403, title: 'Only the author of this post can do this' },
  POST_COMMENTS_DISABLED: { status: 409, title: 'Comments are turned off on this post' },
  POST_SHARE_FORBIDDEN: { status: 403, title: 'This post cannot be shared with this audience' },
  COMMENT_NOT_FOUND: { status: 404, title: 'This comment does not exist or is not visible to you' },
  COMMENT_NOT_AUTHOR: { status: 403, title: 'Only the author of this comment can do this' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof postsErrors, true> {}
}
