import type {
  AdminWithdrawal,
  AdminWithdrawalPage,
} from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { admin, person, personOf, uuid } from '@/testing/builders';

const providerId = uuid(501);
export const otherProviderId = uuid(502);
export const providers = {
  items: [
    { id: providerId, name: 'Orange Money' },
    { id: otherProviderId, name: 'Wave' },
  ].map(({ id, name }) => ({
    id,
    kind: 'mobile_money' as const,
    name,
    driver: 'manual' as const,
    currencies: ['XOF'],
    feeFixedCoins: 25,
    feePercentBps: 150,
    minCoins: 500,
    maxCoins: 200_000,
    requiredFields: ['phone' as const, 'accountName' as const],
    active: true,
    rates: [],
    createdAt: '2026-06-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
  })),
};

export const settings = {
  dayLimitCoins: 50_000,
  monthLimitCoins: 500_000,
  secondApprovalAboveCoins: 100_000,
};

/** The signed-in admin of these screens, and another one (the second approver). */
export const me = admin();
export const otherAdmin = person(90, { username: 'sam_finance', displayName: 'Sam Finance' });

/**
 * Withdrawal number `n`, pending, by Member n, through Orange Money paying XOF at 5 per coin: 1,000
 * coins less the fee of 40 make 4,800 XOF. Two approvals when `patch.coins` is above `settings`'
 * threshold, as the server fixes it on the day of the request.
 */
export function withdrawal(n: number, patch: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  const member = person(n);
  return {
    id: uuid(600 + n),
    number: n,
    status: 'pending',
    provider: { id: providerId, name: 'Orange Money', kind: 'mobile_money' },
    currency: 'XOF',
    minorDigits: 0,
    coins: 1_000,
    feeCoins: 40,
    rate: { id: uuid(700), version: 3, rate: '5' },
    moneyMinor: 4_800,
    destination: { phone: '+225 07 12 34 56 78', accountName: `Member ${n}` },
    reason: null,
    reference: null,
    requestedAt: '2026-06-15T09:00:00.000Z',
    updatedAt: '2026-06-15T09:00:00.000Z',
    member: { ...member, email: `member${n}@example.test` },
    approvals: [],
    needsTwoApprovals: (patch.coins ?? 1_000) > settings.secondApprovalAboveCoins,
    needsSecondApproval: false,
    timeline: [{ kind: 'requested', at: '2026-06-15T09:00:00.000Z', note: null, actor: member }],
    ...patch,
  };
}

/** Above the threshold, with the first approval given by `by` (the signed-in admin unless said). */
export function waitingSecond(n: number, by = personOf(me)): AdminWithdrawal {
  const base = withdrawal(n, { coins: 150_000, feeCoins: 2_275, moneyMinor: 738_625 });
  return {
    ...base,
    approvals: [{ admin: by, at: '2026-06-15T10:00:00.000Z' }],
    needsSecondApproval: true,
    timeline: [
      ...base.timeline,
      { kind: 'first_approval', at: '2026-06-15T10:00:00.000Z', note: null, actor: by },
    ],
  };
}

/** A list page of these withdrawals (without their timelines, as the list answers). */
export function listPage(items: AdminWithdrawal[], nextCursor: string | null = null): AdminWithdrawalPage {
  return { items: items.map(({ timeline: _timeline, ...item }) => item), nextCursor };
}
