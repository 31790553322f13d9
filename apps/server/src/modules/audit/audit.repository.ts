import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { auditLog } from './audit.tables';

export async function insertEntry(tx: Executor, values: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(values);
}

export type AuditFilters = {
  action?: string | undefined;
  actorId?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
};

/** Newest first (audit_log_recent_idx read backwards), with the actor (`limit + 1` rows). */
export function listEntries(
  db: Executor,
  filters: AuditFilters,
  limit: number,
  after: { createdAt: Date; id: string } | null,
) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actor: personColumns(users),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        filters.action ? eq(auditLog.action, filters.action) : undefined,
        filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
        filters.subjectType ? eq(auditLog.subjectType, filters.subjectType) : undefined,
        filters.subjectId ? eq(auditLog.subjectId, filters.subjectId) : undefined,
        after
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
}
