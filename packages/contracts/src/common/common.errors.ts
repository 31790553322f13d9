/**
 * Error codes shared by every module. Codes are stable: a client may branch on them,
 * so a code is never renamed or reused for another meaning.
 */
export const commonErrors = {
  VALIDATION_FAILED: { status: 422, title: 'The request has invalid fields' },
  UNAUTHENTICATED: { status: 401, title: 'Sign in to continue' },
  FORBIDDEN: { status: 403, title: 'You are not allowed to do this' },
  NOT_FOUND: { status: 404, title: 'Not found' },
  RATE_LIMITED: { status: 429, title: 'Too many attempts, try again later' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'The request is too large' },
  BAD_REQUEST: { status: 400, title: 'The request could not be read' },
  INTERNAL: { status: 500, title: 'Internal Server Error' },
  SERVICE_UNAVAILABLE: { status: 503, title: 'The service is not ready' },
} as const;

/** An error code's answer: its HTTP status and a title for people. */
export type ErrorCatalogue = Record<string, { status: number; title: string }>;

/**
 * Every error code of the API. Each feature adds its own from its `<feature>.errors.ts`
 * (`declare module '../common/common.errors'`), so no central list names them all.
 */
export interface ErrorCodes extends Record<keyof typeof commonErrors, true> {}
export type ErrorCode = keyof ErrorCodes;
