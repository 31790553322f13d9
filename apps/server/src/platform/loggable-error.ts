import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What of an error may be logged. A failed query's own message is the whole statement and its
 * parameters (passwords' hashes, emails, codes, anything a member typed): logged instead are the
 * database's error code and message and where it happened; the statement itself (never the
 * parameters) only at debug level, by the caller.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const reason = typeof cause?.message === 'string' ? cause.message : 'unknown reason';
  const safe = new Error(`database query failed${code ? ` (${code})` : ''}: ${reason}`);
  safe.name = 'DatabaseQueryError';
  // The frames without the first line, which repeats the message (statement and parameters).
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return Object.assign(safe, code ? { code } : {});
}

/** The statement of a failed query without its parameters, for debug logs; null for other errors. */
export function failedStatement(error: unknown): string | null {
  return error instanceof DrizzleQueryError ? error.query : null;
}
