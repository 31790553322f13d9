import type {
  AuditAction,
  AuditEntry,
  AuditLogPage,
  AuditLogQuery,
  AuditSubjectType,
} from '@betogether/contracts/audit/audit.schemas';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, pageFrom } from '../../platform/pagination';
import * as repo from './audit.repository';

export type AuditRecord = {
  actorId: string | null;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  details: Record<string, unknown>;
};

export type AuditService = ReturnType<typeof createAuditService>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The audit log of admin actions on money and identity: written in the action's own transaction. */
export function createAuditService(deps: { db: Db; clock: Clock }) {
  return {
    /** Writes the entry in `tx`, so that the action and its record commit (or fail) together. */
    async record(tx: Executor, entry: AuditRecord): Promise<void> {
      await repo.insertEntry(tx, { ...entry, createdAt: deps.clock.now() });
    },

    async list(query: AuditLogQuery): Promise<AuditLogPage> {
      const position = decodeCursor(query.cursor, ['string', 'string'] as const);
      if (position && (Number.isNaN(Date.parse(position[0])) || !UUID.test(position[1])))
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ field: 'cursor', message: 'This cursor is not valid', code: 'invalid_cursor' }],
        });
      const rows = await repo.listEntries(
        deps.db,
        query,
        query.limit,
        position ? { createdAt: position[0], id: position[1] } : null,
      );
      const { rows: page, nextCursor } = pageFrom(rows, query.limit, (row) => [
        row.createdAt.toISOString(),
        row.id,
      ]);
      return {
        items: page.map(
          (row): AuditEntry => ({
            id: row.id,
            action: row.action as AuditAction,
            actor: row.actorId
              ? {
                  id: row.actorId,
                  username: row.actorUsername ?? '',
                  displayName: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
                  avatarUrl: row.actorAvatarUrl ?? null,
                }
              : null,
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
