import type { AuditAction, AuditSubjectType } from '@betogether/contracts/audit/audit.constants';
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '@betogether/contracts/audit/audit.schemas';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import { toPerson } from '../users/users.read';
import * as repo from './audit.repository';

export type AuditRecord = {
  actorId: string | null;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  details: Record<string, unknown>;
};

export type AuditService = ReturnType<typeof createAuditService>;

/** The audit log of admin actions on money and identity: written in the action's own transaction. */
export function createAuditService(deps: { db: Db; clock: Clock }) {
  return {
    /** Writes the entry in `tx`, so that the action and its record commit (or fail) together. */
    async record(tx: Executor, entry: AuditRecord): Promise<void> {
      await repo.insertEntry(tx, { ...entry, createdAt: deps.clock.now() });
    },

    async list(query: AuditLogQuery): Promise<AuditLogPage> {
      const rows = await repo.listEntries(deps.db, query, query.limit, decodeTimeCursor(query.cursor));
      const { rows: page, nextCursor } = pageFrom(rows, query.limit, timeCursorOf);
      return {
        items: page.map(
          (row): AuditEntry => ({
            id: row.id,
            action: row.action as AuditAction,
            actor: row.actor ? toPerson(row.actor) : null,
            subjectType: row.subjectType as AuditSubjectType,
            subjectId: row.subjectId,
            details: row.details,
            createdAt: row.createdAt.toISOString(),
          }),
        ),
        nextCursor,
      };
    },
  };
}
