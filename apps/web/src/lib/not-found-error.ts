import { ApiError } from './api-client';

/** A screen throws this to show "Page Not Found" (an unknown id, a missing document). */
export class NotFoundError extends Error {
  readonly status = 404;
}

/**
 * Whether a failed read of one object by the id in its address means "there is no such thing":
 * a 404, or a 422 refusing the id itself (a mistyped or cut link, `?tx=not-a-uuid`), which is not
 * a form the person can correct. Only for calls whose sole input is that id.
 */
export function isUnknownObject(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}
