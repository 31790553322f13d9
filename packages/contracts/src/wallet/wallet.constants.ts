/** Platform accounts of the ledger, by code (member accounts are named by their member's id). */
export const platformAccounts = [
  'issuance',
  'purchases_clearing',
  'promotions',
  'adjustments',
  'chargeback_losses',
  'task_fees',
  /** Coins withdrawn and paid out as money: out of circulation. */
  'payouts',
  /** The payout providers' fees, in coins, taken when a withdrawal is paid. */
  'withdrawal_fees',
] as const;
export type PlatformAccount = (typeof platformAccounts)[number];

/** Kinds of ledger transaction; new kinds are added, never renamed. */
export const transactionTypes = [
  'purchase',
  'referral_bonus',
  'admin_adjustment',
  'reversal',
  'refund',
  'chargeback',
  'task_funding',
  'task_reward',
  'task_refund',
  /** A member's coins set aside for a withdrawal (member → the withdrawal's escrow). */
  'withdrawal',
  /** A rejected or cancelled withdrawal's coins back (escrow → member), once. */
  'withdrawal_return',
  /** A paid withdrawal's coins out of circulation and its fee (escrow → payouts, withdrawal_fees). */
  'withdrawal_payout',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/**
 * How the coins dashboard sorts a member's movements (docs/decisions.md, "Coins dashboard
 * categories"): coins bought; coins earned (bonuses, task rewards); coins spent (every other
 * debit, less a task's unspent budget when it comes back); and corrections by BeTogether or the payment provider, signed (adjustments, reversals,
 * refunds, chargebacks).
 */
export const flowCategories = ['bought', 'earned', 'spent', 'corrected'] as const;
export type FlowCategory = (typeof flowCategories)[number];
export const boughtTypes = ['purchase'] as const satisfies readonly TransactionType[];
/**
 * Coins that come back from what the member spent (a task's unspent budget): counted as less
 * spent, not as earned.
 */
export const returnTypes = ['task_refund', 'withdrawal_return'] as const satisfies readonly TransactionType[];
export const correctionTypes = [
  'admin_adjustment',
  'reversal',
  'refund',
  'chargeback',
] as const satisfies readonly TransactionType[];
