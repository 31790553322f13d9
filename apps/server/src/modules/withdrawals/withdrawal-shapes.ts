import type {
  PayoutDestinationField,
  PayoutProviderKind,
} from '@betogether/contracts/payouts/payouts.constants';
import { currencyMinorDigits } from '@betogether/contracts/payouts/payouts.constants';
import type {
  WithdrawalEventKind,
  WithdrawalStatus,
} from '@betogether/contracts/withdrawals/withdrawals.constants';
import type { AdminWithdrawal, Withdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { toPerson } from '../users/users.read';
import type { AdminWithdrawalRow } from './withdrawals.repository';
import type { WithdrawalEventRow, WithdrawalRow } from './withdrawals.tables';

// numeric(13,6) reads back as "655.957000": the shortest text, as the rates show it.
const rateText = (numeric: string) =>
  numeric.includes('.') ? numeric.replace(/0+$/, '').replace(/\.$/, '') : numeric;

type Provider = { id: string; name: string; kind: string };

/** A withdrawal as its member sees it (the timeline's actors are not named to the member). */
export function toWithdrawal(
  row: WithdrawalRow,
  provider: Provider,
  timeline: Array<{ event: WithdrawalEventRow }> = [],
): Withdrawal {
  return {
    id: row.id,
    number: row.number,
    status: row.status as WithdrawalStatus,
    provider: { id: provider.id, name: provider.name, kind: provider.kind as PayoutProviderKind },
    currency: row.currency,
    minorDigits: currencyMinorDigits(row.currency),
    coins: row.coins,
    feeCoins: row.feeCoins,
    rate: { id: row.rateId, version: row.rateVersion, rate: rateText(row.rate) },
    moneyMinor: row.moneyMinor,
    destination: row.destination as Partial<Record<PayoutDestinationField, string>>,
    reason: row.reason,
    reference: row.reference,
    requestedAt: row.requestedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timeline: timeline.map(({ event }) => ({
      kind: event.kind as WithdrawalEventKind,
      at: event.at.toISOString(),
      note: event.note,
    })),
  };
}

/** A withdrawal for finance: the member, who approved it, the timeline with its actors. */
export function toAdminWithdrawal(
  row: AdminWithdrawalRow,
  timeline: Array<{ event: WithdrawalEventRow; actor: Parameters<typeof toPerson>[0] | null }> = [],
): AdminWithdrawal {
  const { withdrawal } = row;
  const approvals = [
    ...(withdrawal.firstApprovedAt
      ? [{ admin: row.firstApprover ? toPerson(row.firstApprover) : null, at: withdrawal.firstApprovedAt }]
      : []),
    ...(withdrawal.approvedAt
      ? [{ admin: row.approver ? toPerson(row.approver) : null, at: withdrawal.approvedAt }]
      : []),
  ];
  return {
    ...toWithdrawal(withdrawal, row.provider),
    member: { ...toPerson(row.member), email: row.member.email },
    approvals: approvals.map((approval) => ({ admin: approval.admin, at: approval.at.toISOString() })),
    needsTwoApprovals: withdrawal.needsTwoApprovals,
    needsSecondApproval:
      withdrawal.needsTwoApprovals && withdrawal.status === 'pending' && withdrawal.firstApprovedBy !== null,
    timeline: timeline.map(({ event, actor }) => ({
      kind: event.kind as WithdrawalEventKind,
      at: event.at.toISOString(),
      note: event.note,
      actor: actor?.id ? toPerson(actor) : null,
    })),
  };
}
