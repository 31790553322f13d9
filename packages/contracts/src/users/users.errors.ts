import type { ErrorCatalogue } from '../common/common.errors';

export const usersErrors = {
  ADMIN_ROLE_LOCKED: { status: 403, title: 'An admin account keeps its role' },
  /** Sign-in of an account a moderator suspended; `detail` says until when. */
  ACCOUNT_SUSPENDED: { status: 403, title: 'This account is suspended' },
  AVATAR_INVALID: { status: 422, title: 'The picture could not be read' },
  USER_NOT_FOUND: { status: 404, title: 'This account does not exist' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof usersErrors, true> {}
}
