/**
 * What admins did on money or identity, as the audit log names it. Each mutating admin endpoint
 * declares one of these (`audit` in its declaration); new actions are added, never renamed.
 */
export const auditActions = [
  'wallet.adjustment',
  'wallet.reversal',
  'payments.coin-pack-create',
  'payments.coin-pack-update',
  'payments.hold-release',
  'payments.sandbox-reversal',
  'moderation.resolve',
  'moderation.moderator-grant',
  'moderation.moderator-revoke',
  'media.video-limits',
  'tasks.approval',
  'tasks.proof-review',
  'tasks.report-resolve',
  'tasks.settings',
  'kyc.decision',
  'payouts.provider-create',
  'payouts.provider-update',
  'payouts.rate-set',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.paid',
  'withdrawal.settings',
  'chat.room-create',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an audit entry is about. */
export const auditSubjectTypes = [
  'user',
  'transaction',
  'coin-pack',
  'purchase',
  'moderation-case',
  'setting',
  'task',
  'task-attempt',
  'task-report',
  'kyc-request',
  'payout-provider',
  'payout-rate',
  'withdrawal',
  'conversation',
] as const;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];
