import type { ErrorCatalogue } from '../common/common.errors';

export const authErrors = {
  INVALID_CREDENTIALS: { status: 401, title: 'Wrong email, username or password' },
  INVALID_CODE: { status: 422, title: 'This code is not right' },
  CODE_EXPIRED: { status: 410, title: 'This code has expired, ask for a new one' },
  CODE_ATTEMPTS_EXCEEDED: { status: 410, title: 'Too many wrong codes, ask for a new one' },
  RESEND_COOLDOWN: { status: 429, title: 'Wait a moment before asking for a new code' },
  CODE_LIMIT_REACHED: { status: 429, title: 'Too many codes were sent to this account, try again later' },
  CODE_GUESS_LIMIT_REACHED: {
    status: 429,
    title: 'Too many wrong codes for this account, try again later',
  },
  USERNAME_TAKEN: { status: 409, title: 'This username is already taken' },
  PASSWORD_TOO_COMMON: { status: 422, title: 'This password is too common' },
  RESET_LINK_INVALID: { status: 410, title: 'This link has expired or was already used' },
  CURRENT_PASSWORD_WRONG: { status: 422, title: 'Your current password is not right' },
  SESSION_NOT_FOUND: { status: 404, title: 'This session does not exist' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof authErrors, true> {}
}
