/** A screen throws this to show "Page Not Found" (an unknown id, a missing document). */
export class NotFoundError extends Error {
  readonly status = 404;
}
