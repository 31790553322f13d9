/** Platform accounts of the ledger, by code (member accounts are named by their member's id). */
export const platformAccounts = [
  'issuance',
  'purchases_clearing',
  'promotions',
  'adjustments',
  'chargeback_losses',
  'task_fees',
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
export const returnTypes = ['task_refund'] as const satisfies readonly TransactionType[];
export const correctionTypes = [
  'admin_adjustment',
  'reversal',
  'refund',
  'chargeback',
] as const satisfies readonly TransactionType[];
