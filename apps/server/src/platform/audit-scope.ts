import type { AuditAction, AuditSubjectType } from '@betogether/contracts/audit/audit.constants';
import type { Executor } from '../db/client';

export type AuditSubject = {
  subjectType: AuditSubjectType;
  subjectId: string;
  /** What was done: amounts, reasons, the records involved. */
  details: Record<string, unknown>;
};

/**
 * Given by the route helper to the handler of an audited endpoint and passed on to the service:
 * records the endpoint's declared action, by the caller, in the action's own transaction `tx`.
 */
export type AuditScope = { record(tx: Executor, subject: AuditSubject): Promise<void> };

/** Writes one audit entry (the audit module's `record`). */
export type AuditWriter = (
  tx: Executor,
  entry: AuditSubject & { actorId: string; action: AuditAction },
) => Promise<void>;
