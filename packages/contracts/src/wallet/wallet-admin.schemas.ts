import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { personSummarySchema } from '../users/users.schemas';
import { platformAccountSchema, postedTransactionSchema, transactionTypeSchema } from './wallet.schemas';

const coins = z.number().int();
const minMax = (value: { minCoins?: number | undefined; maxCoins?: number | undefined }) =>
  value.minCoins === undefined || value.maxCoins === undefined || value.minCoins <= value.maxCoins;
const fromBeforeTo = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || new Date(value.from) < new Date(value.to);

const transactionFilters = {
  /** A member's id or email, or a part of a name or username: transactions that touched their wallets. */
  member: textSchema.trim().min(1).max(254).optional(),
  type: transactionTypeSchema.optional(),
  /** Inclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Exclusive. */
  to: z.iso.datetime({ offset: true }).optional(),
  /** Bounds (inclusive) on the transaction's amount: the coins it moved (sum of its credits). */
  minCoins: z.coerce.number().int().min(1).max(1e12).optional(),
  maxCoins: z.coerce.number().int().min(1).max(1e12).optional(),
};

export const adminTransactionsQuerySchema = pageQuerySchema
  .extend(transactionFilters)
  .refine(minMax, { message: '`minCoins` must not exceed `maxCoins`', path: ['maxCoins'] })
  .refine(fromBeforeTo, { message: '`from` must be before `to`', path: ['to'] });
export type AdminTransactionsQuery = z.infer<typeof adminTransactionsQuerySchema>;
export const adminTransactionsCsvQuerySchema = z
  .object(transactionFilters)
  .refine(minMax, { message: '`minCoins` must not exceed `maxCoins`', path: ['maxCoins'] })
  .refine(fromBeforeTo, { message: '`from` must be before `to`', path: ['to'] });
export type AdminTransactionsCsvQuery = z.infer<typeof adminTransactionsCsvQuerySchema>;

export const transactionParamsSchema = z.object({ id: z.uuid() });
export type TransactionParams = z.infer<typeof transactionParamsSchema>;

/** A member touched by a transaction, with the coins it moved for them (signed). */
export const transactionMemberSchema = personSummarySchema.extend({ coins });
export type TransactionMember = z.infer<typeof transactionMemberSchema>;

/** A row of the admin transactions list (`/admin_betogether/dashboard-transaction`). */
export const adminTransactionSchema = z.object({
  id: z.uuid(),
  number: z.number().int().min(1),
  type: transactionTypeSchema,
  description: z.string(),
  /** Coins moved: the sum of the transaction's credits. */
  amount: coins.min(1),
  createdAt: z.iso.datetime(),
  /** The admin who made it (adjustments, reversals), if any. */
  actor: personSummarySchema.nullable(),
  members: z.array(transactionMemberSchema),
  reversesId: z.uuid().nullable(),
  reversedById: z.uuid().nullable(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
/** Newest first. */
export const adminTransactionsPageSchema = pageOf(adminTransactionSchema);
export type AdminTransactionsPage = z.infer<typeof adminTransactionsPageSchema>;

export const ledgerAccountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), member: personSummarySchema }),
  z.object({ kind: z.literal('platform'), code: platformAccountSchema, label: z.string() }),
  /** Coins set aside for a task (`escrowId` is the task's id). */
  z.object({ kind: z.literal('escrow'), escrowId: z.uuid(), label: z.string() }),
]);
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export const adminTransactionEntrySchema = z.object({
  account: ledgerAccountSchema,
  coins,
  /** Null for platform accounts (their balance is derived from their entries). */
  balanceAfter: coins.nullable(),
});
export type AdminTransactionEntry = z.infer<typeof adminTransactionEntrySchema>;

const transactionLinkSchema = z.object({
  id: z.uuid(),
  number: z.number().int().min(1),
  type: transactionTypeSchema,
});

/** `GET /api/admin/transactions/:id`. */
export const adminTransactionDetailSchema = adminTransactionSchema.extend({
  idempotencyKey: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  entries: z.array(adminTransactionEntrySchema),
  /** The transaction this one reverses. */
  reverses: transactionLinkSchema.nullable(),
  /** The transaction that reversed this one. */
  reversedBy: transactionLinkSchema.nullable(),
});
export type AdminTransactionDetail = z.infer<typeof adminTransactionDetailSchema>;

const reasonSchema = textSchema.trim().min(3, 'At least 3 characters').max(500, 'At most 500 characters');

/** `POST /api/admin/wallet/adjustments` (header `Idempotency-Key` required). */
export const adjustmentBodySchema = z
  .object({
    userId: z.uuid(),
    /** Positive credits the member (from the `adjustments` account), negative debits them. */
    coins: coins
      .min(-1_000_000_000)
      .max(1_000_000_000)
      .refine((value) => value !== 0, 'Must not be 0'),
    reason: reasonSchema,
  })
  .strict();
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;

/** The posted adjustment and the member's balance right after it; a replay answers the same. */
export const adjustmentResponseSchema = z.object({
  transaction: postedTransactionSchema,
  balance: coins.min(0),
});
export type AdjustmentResponse = z.infer<typeof adjustmentResponseSchema>;

/** `POST /api/admin/transactions/:id/reverse` (header `Idempotency-Key` required). */
export const reverseBodySchema = z.object({ reason: reasonSchema }).strict();
export type ReverseBody = z.infer<typeof reverseBodySchema>;
export const reverseResponseSchema = z.object({ transaction: postedTransactionSchema });
export type ReverseResponse = z.infer<typeof reverseResponseSchema>;

/**
 * `GET /api/admin/wallet/members?q=` (admin): the member picker of a manual adjustment. Matches an
 * id or an email exactly, or a part of a name or username (accents and case ignored).
 */
export const adminMemberSearchQuerySchema = z.object({
  q: textSchema.trim().min(1).max(254),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type AdminMemberSearchQuery = z.infer<typeof adminMemberSearchQuerySchema>;
export const adminWalletMemberSchema = personSummarySchema.extend({
  email: z.string(),
  /** Current coin balance (0 when the member has no wallet yet). */
  balance: z.number().int().min(0),
});
export type AdminWalletMember = z.infer<typeof adminWalletMemberSchema>;
export const adminWalletMembersResponseSchema = z.object({ items: z.array(adminWalletMemberSchema) });
export type AdminWalletMembersResponse = z.infer<typeof adminWalletMembersResponseSchema>;
