/** SQLSTATE codes the services branch on (PostgreSQL appendix A). */
export const SQLSTATE = {
  invalidParameterValue: '22023',
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  checkViolation: '23514',
} as const;

/** The database error under drizzle's wrapping: its SQLSTATE, constraint and detail. */
export function databaseError(
  error: unknown,
): { code: string; constraint?: string; detail?: string } | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint, detail } = current as {
      code?: unknown;
      constraint?: unknown;
      detail?: unknown;
    };
    if (typeof code === 'string' && code.length === 5)
      return {
        code,
        ...(typeof constraint === 'string' ? { constraint } : {}),
        ...(typeof detail === 'string' ? { detail } : {}),
      };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, through drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  return databaseError(error)?.code;
}
