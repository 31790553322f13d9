/**
 * Statement descriptions as codes (docs/decisions.md, "Translated statements"). A posting stores
 * its code and parameters in `metadata.text` and an English `description` beside them (admin
 * lists, CSV, and older entries that have no code); the web and the PDF receipt render the code in
 * the member's language. Zod-free: the web reads the list of codes. New codes are added, never
 * renamed.
 */
export const descriptionCodes = [
  'purchase',
  'refund',
  'chargeback',
  'referral_referrer',
  'referral_new_member',
  'adjustment',
  'reversal',
  'task_funding',
  'task_reward',
  'task_refund',
  'withdrawal',
  'withdrawal_return',
  'withdrawal_payout',
] as const;
export type DescriptionCode = (typeof descriptionCodes)[number];

export type DescriptionParams = Record<string, string | number>;
export type DescriptionText = { code: DescriptionCode; params: DescriptionParams };

const english: Record<DescriptionCode, (p: DescriptionParams) => string> = {
  purchase: (p) => `Bought ${p.pack}: ${p.coins} gold coins (receipt ${p.receipt})`,
  refund: (p) =>
    `Refund of ${p.pack} (receipt ${p.receipt}): ${p.takenBack} gold coins taken back${Number(p.shortfall) > 0 ? `, ${p.shortfall} already spent` : ''}`,
  chargeback: (p) =>
    `Chargeback of ${p.pack} (receipt ${p.receipt}): ${p.takenBack} gold coins taken back${Number(p.shortfall) > 0 ? `, ${p.shortfall} already spent` : ''}`,
  referral_referrer: (p) => `Referral bonus: ${p.name} joined with your link`,
  referral_new_member: (p) => `Welcome bonus: invited by ${p.name}`,
  adjustment: (p) => String(p.reason),
  reversal: (p) => `Reversal: ${p.reason}`,
  task_funding: (p) => `Budget set aside for “${p.title}”: ${p.coins} gold coins`,
  task_reward: (p) => `Reward for “${p.title}”`,
  task_refund: (p) => `Unspent budget of “${p.title}” returned`,
  withdrawal: (p) => `Withdrawal ${p.number} to ${p.provider}`,
  withdrawal_return: (p) =>
    `Withdrawal ${p.number} ${p.outcome === 'cancelled' ? 'cancelled' : 'rejected'}: coins returned`,
  withdrawal_payout: (p) => `Withdrawal ${p.number} paid (reference ${p.reference})`,
};

/** A description as code, parameters and the English text stored beside them. */
export function describeTransaction(
  code: DescriptionCode,
  params: DescriptionParams,
): { text: string; code: DescriptionText } {
  return { text: english[code](params), code: { code, params } };
}

/** The code and parameters a transaction's metadata carries, if it is one of ours. */
export function descriptionTextOf(
  metadata: Record<string, unknown> | null | undefined,
): DescriptionText | null {
  const value = metadata?.text;
  if (!value || typeof value !== 'object') return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || !(descriptionCodes as readonly string[]).includes(code)) return null;
  if (!params || typeof params !== 'object') return null;
  const clean: DescriptionParams = {};
  for (const [key, param] of Object.entries(params))
    if (typeof param === 'string' || typeof param === 'number') clean[key] = param;
  return { code: code as DescriptionCode, params: clean };
}
