/** Platform accounts of the ledger, by code (member accounts are named by their member's id). */
export const platformAccounts = [
  'issuance',
  'purchases_clearing',
  'promotions',
  'adjustments',
  'chargeback_losses',
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
] as const;
export type TransactionType = (typeof transactionTypes)[number];
