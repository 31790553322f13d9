import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { personSummarySchema } from '../users/users.schemas';
import { auditActions, auditSubjectTypes } from './audit.constants';

export const auditActionSchema = z.enum(auditActions);
export const auditSubjectTypeSchema = z.enum(auditSubjectTypes);

export const auditLogQuerySchema = pageQuerySchema.extend({
  action: auditActionSchema.optional(),
  actorId: z.uuid().optional(),
  subjectType: auditSubjectTypeSchema.optional(),
  subjectId: textSchema.trim().min(1).max(64).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: auditActionSchema,
  /** Who did it (null when that account no longer exists or a system job did it). */
  actor: personSummarySchema.nullable(),
  subjectType: auditSubjectTypeSchema,
  subjectId: z.string(),
  /** What was done: amounts, reasons, the transactions involved. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** Newest first. */
export const auditLogPageSchema = pageOf(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
