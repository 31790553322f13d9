import type { ErrorCatalogue } from '../common/common.errors';

/** Error codes of shorts. Stable: never renamed or reused. */
export const shortsErrors = {
  /** Also for a short hidden from the viewer (a block either way). */
  SHORT_NOT_FOUND: { status: 404, title: 'This short does not exist or is not available' },
  SHORT_NOT_AUTHOR: { status: 403, title: 'Only the author of this short can do this' },
  SHORT_COMMENT_NOT_FOUND: { status: 404, title: 'This comment does not exist' },
  SHORT_COMMENT_FORBIDDEN: {
    status: 403,
    title: 'Only its author or the short’s author can delete this comment',
  },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof shortsErrors, true> {}
}
