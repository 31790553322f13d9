import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';

type Approval = AdminWithdrawal['approvals'][number];

/**
 * What this admin's approval of a pending withdrawal would do (docs/decisions.md "Two admins"):
 * - `single`: it becomes approved;
 * - `first`: above the threshold, nobody approved yet: the first of two, it stays pending;
 * - `second`: another admin gave the first approval: this one completes it;
 * - `own`: this admin gave the first approval: another admin must give the second (the server
 *   refuses it with WITHDRAWAL_SECOND_APPROVER_REQUIRED);
 * - `unknown`: the first of two, but the threshold to name is not known (the settings did not load).
 *
 * Whether two are needed was fixed on the day of the request (`needsTwoApprovals`, what the server
 * holds to); `threshold`, today's setting, only names the amount in the texts.
 */
export type ApprovalStep =
  | { kind: 'single' }
  | { kind: 'first'; threshold: number }
  | { kind: 'second'; first: Approval }
  | { kind: 'own'; first: Approval }
  | { kind: 'unknown' };

export function approvalStep(
  withdrawal: Pick<AdminWithdrawal, 'approvals' | 'needsTwoApprovals' | 'needsSecondApproval'>,
  adminId: string | null,
  threshold: number | null,
): ApprovalStep {
  const first = withdrawal.approvals[0];
  if (withdrawal.needsSecondApproval && first)
    return first.admin !== null && first.admin.id === adminId
      ? { kind: 'own', first }
      : { kind: 'second', first };
  if (!withdrawal.needsTwoApprovals) return { kind: 'single' };
  return threshold === null ? { kind: 'unknown' } : { kind: 'first', threshold };
}

/** The decisions a withdrawal's status allows: approve while pending, pay once approved, reject before paid. */
export function allowedActions(status: AdminWithdrawal['status']): {
  approve: boolean;
  pay: boolean;
  reject: boolean;
} {
  return {
    approve: status === 'pending',
    pay: status === 'approved',
    reject: status === 'pending' || status === 'approved',
  };
}
