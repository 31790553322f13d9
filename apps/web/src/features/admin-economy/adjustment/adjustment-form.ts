import type { AdjustmentBody } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { adjustmentBodySchema } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { parseCoinsInput } from '../coin-format';

/** The contract's bounds (adjustmentBodySchema), named for the messages that quote them. */
export const ADJUSTMENT_LIMITS = { coinsMax: 1_000_000_000, reasonMin: 3, reasonMax: 500 } as const;

export type AdjustmentMember = {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  email?: string | undefined;
  /** The member's balance when known: the dialog then shows the balance after the adjustment. */
  balance?: number | undefined;
};

export type AdjustmentDirection = 'credit' | 'debit';

/** The adjustment dialog as the admin filled it. */
export type AdjustmentDraft = {
  member: AdjustmentMember | null;
  direction: AdjustmentDirection;
  coins: string;
  reason: string;
};

export type AdjustmentField = 'member' | 'coins' | 'reason';
type AdjustmentProblem =
  | 'memberRequired'
  | 'coinsRequired'
  | 'wholeCoins'
  | 'coinsTooMany'
  | 'overBalance'
  | 'reasonRequired'
  | 'reasonTooShort'
  | 'reasonTooLong';

export type AdjustmentCheck = {
  problems: Partial<Record<AdjustmentField, AdjustmentProblem>>;
  /** The request body, when nothing is wrong. */
  body: AdjustmentBody | null;
};

/**
 * Checks the dialog with the contract's rules, field by field, so each message sits next to its
 * field. A debit larger than the member's known balance is refused here already (the server
 * answers 409 INSUFFICIENT_BALANCE for the same, and stays the judge when the balance moved).
 */
export function checkAdjustment(draft: AdjustmentDraft, language: string): AdjustmentCheck {
  const problems: AdjustmentCheck['problems'] = {};
  if (!draft.member) problems.member = 'memberRequired';

  const coins = parseCoinsInput(draft.coins, language);
  if (!draft.coins.trim()) problems.coins = 'coinsRequired';
  else if (coins === null || coins === 0) problems.coins = 'wholeCoins';
  else if (coins > ADJUSTMENT_LIMITS.coinsMax) problems.coins = 'coinsTooMany';
  else if (draft.direction === 'debit' && draft.member?.balance !== undefined && coins > draft.member.balance)
    problems.coins = 'overBalance';

  const reason = draft.reason.trim();
  if (!reason) problems.reason = 'reasonRequired';
  else if (reason.length < ADJUSTMENT_LIMITS.reasonMin) problems.reason = 'reasonTooShort';
  else if (reason.length > ADJUSTMENT_LIMITS.reasonMax) problems.reason = 'reasonTooLong';

  if (Object.keys(problems).length > 0 || !draft.member || coins === null) return { problems, body: null };
  const parsed = adjustmentBodySchema.safeParse({
    userId: draft.member.id,
    coins: draft.direction === 'credit' ? coins : -coins,
    reason,
  });
  // The checks above mirror the schema; should they ever drift, the schema still decides.
  if (!parsed.success) return { problems: { coins: 'wholeCoins' }, body: null };
  return { problems, body: parsed.data };
}

/** The member's balance once the adjustment is posted, when their balance is known. */
export function balanceAfterAdjustment(draft: AdjustmentDraft, language: string): number | null {
  const coins = parseCoinsInput(draft.coins, language);
  if (draft.member?.balance === undefined || coins === null || coins === 0) return null;
  const after = draft.member.balance + (draft.direction === 'credit' ? coins : -coins);
  return after >= 0 ? after : null;
}
