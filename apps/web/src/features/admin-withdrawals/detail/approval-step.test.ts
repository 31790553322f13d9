import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { describe, expect, it } from 'vitest';
import { admin, person } from '@/testing/builders';
import { allowedActions, approvalStep } from './approval-step';

const me = admin();
const other = person(7);
const firstBy = (who: { id: string; username: string; displayName: string; avatarUrl: string | null }) => ({
  admin: { id: who.id, username: who.username, displayName: who.displayName, avatarUrl: who.avatarUrl },
  at: '2026-06-15T10:00:00.000Z',
});

describe('what an approval would do', () => {
  it('approves at once when one approval was enough on the day of the request, and is the first of two otherwise', () => {
    const one = { approvals: [], needsTwoApprovals: false, needsSecondApproval: false };
    const two = { ...one, needsTwoApprovals: true };
    expect(approvalStep(one, me.id, 100_000)).toEqual({ kind: 'single' });
    // Today's threshold does not change what the request was held to; it only names the amount.
    expect(approvalStep(one, me.id, 0)).toEqual({ kind: 'single' });
    expect(approvalStep(two, me.id, 100_000)).toEqual({ kind: 'first', threshold: 100_000 });
    expect(approvalStep(two, me.id, 10_000_000)).toEqual({ kind: 'first', threshold: 10_000_000 });
    expect(approvalStep(two, me.id, null)).toEqual({ kind: 'unknown' });
    expect(approvalStep(one, me.id, null)).toEqual({ kind: 'single' });
  });

  it('completes another admin’s first approval, and refuses to let the same admin give both', () => {
    const waiting = (approval: AdminWithdrawal['approvals'][number]) => ({
      approvals: [approval],
      needsTwoApprovals: true,
      needsSecondApproval: true,
    });
    expect(approvalStep(waiting(firstBy(other)), me.id, 100_000).kind).toBe('second');
    expect(approvalStep(waiting(firstBy(me)), me.id, 100_000).kind).toBe('own');
    // Whatever the settings say now: the server's flag decides.
    expect(approvalStep(waiting(firstBy(me)), me.id, null).kind).toBe('own');
    // A first approver whose account is gone is someone else.
    expect(approvalStep(waiting({ admin: null, at: '2026-06-15T10:00:00.000Z' }), me.id, 1).kind).toBe(
      'second',
    );
  });

  it('allows each decision only in the statuses the server takes it', () => {
    expect(allowedActions('pending')).toEqual({ approve: true, pay: false, reject: true });
    expect(allowedActions('approved')).toEqual({ approve: false, pay: true, reject: true });
    for (const status of ['paid', 'rejected', 'cancelled'] as const)
      expect(allowedActions(status)).toEqual({ approve: false, pay: false, reject: false });
  });
});
