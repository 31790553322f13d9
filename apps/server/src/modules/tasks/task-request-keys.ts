import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { taskRequestKeys } from './tasks.tables';

export type RequestScope =
  | 'publish'
  | 'cancel'
  | 'finish'
  | 'answer'
  | 'partner-review'
  | 'admin-review'
  | 'approval'
  | 'report-resolve';

/**
 * Claims a request's key in its transaction: 'new' the first time; 'replay' when this caller's
 * same call on the same object committed already (a concurrent twin waits for the first on the
 * key's row, then sees it). The key used for another call or object: 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function claimKey(
  tx: Executor,
  request: { userId: string; key: string; scope: RequestScope; subjectId: string; at: Date },
): Promise<'new' | 'replay'> {
  const inserted = await tx
    .insert(taskRequestKeys)
    .values({
      userId: request.userId,
      key: request.key,
      scope: request.scope,
      subjectId: request.subjectId,
      createdAt: request.at,
    })
    .onConflictDoNothing()
    .returning({ key: taskRequestKeys.key });
  if (inserted.length > 0) return 'new';
  const [found] = await tx
    .select()
    .from(taskRequestKeys)
    .where(and(eq(taskRequestKeys.userId, request.userId), eq(taskRequestKeys.key, request.key)))
    .limit(1);
  if (!found || found.scope !== request.scope || found.subjectId !== request.subjectId.toLowerCase())
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return 'replay';
}

/** Forgets keys older than `before` (the schedule's clean-up). */
export async function forgetKeys(db: Executor, before: Date): Promise<void> {
  await db.delete(taskRequestKeys).where(lt(taskRequestKeys.createdAt, before));
}
