import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { platformAccounts, transactionTypes } from './wallet.constants';
import { descriptionCodes } from './wallet.descriptions';

/** Gold coins are whole numbers; a single movement stays far below 2^53. */
const coins = z.number().int();

export const platformAccountSchema = z.enum(platformAccounts);
export const transactionTypeSchema = z.enum(transactionTypes);

/**
 * A member's coin wallet, a platform account, or an escrow account holding coins set aside for
 * one purpose (a task's budget, named by the task's id) with a balance that never goes below zero.
 */
export const accountRefSchema = z.union([
  z.object({ userId: z.uuid() }).strict(),
  z.object({ platform: platformAccountSchema }).strict(),
  z.object({ escrow: z.uuid() }).strict(),
]);
export type AccountRef = z.infer<typeof accountRefSchema>;

export const postedEntrySchema = z.object({
  account: accountRefSchema,
  /** Positive: coins into the account; negative: out of it. */
  coins,
  /** The account's balance right after this entry (member and escrow); null for platform accounts. */
  balanceAfter: coins.nullable(),
});
export type PostedEntry = z.infer<typeof postedEntrySchema>;

/** A transaction as the ledger stored it; its entries sum to zero, in ledger order. */
export const postedTransactionSchema = z.object({
  id: z.uuid(),
  /** Human-facing number (receipts, support): increasing, unique. */
  number: z.number().int().min(1),
  type: transactionTypeSchema,
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  entries: z.array(postedEntrySchema),
  reversesId: z.uuid().nullable(),
});
export type PostedTransaction = z.infer<typeof postedTransactionSchema>;

/** An IANA time zone (`Europe/Paris`), or `UTC`: "this week", "this month" and days are counted in it. */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'An IANA time zone such as Europe/Paris')
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'An IANA time zone such as Europe/Paris');

export const walletQuerySchema = z.object({ tz: timeZoneSchema.default('UTC') });
export type WalletQuery = z.infer<typeof walletQuerySchema>;

/** A period's movements by category (`flowCategories`, wallet.constants.ts). */
export const coinFlowSchema = z.object({
  /** Coins bought (purchases). */
  bought: coins.min(0),
  /** Coins earned: bonuses (and later task rewards). */
  earned: coins.min(0),
  /** Coins spent, as a positive number: every debit that is not a correction. */
  spent: coins.min(0),
  /** Corrections (admin adjustments, reversals, refunds, chargebacks), signed: their net effect. */
  corrected: coins,
});
export type CoinFlow = z.infer<typeof coinFlowSchema>;

export const walletDaySchema = coinFlowSchema.extend({
  /** A day in the requested time zone. */
  date: z.iso.date(),
  /** The balance at the end of that day (now, for today). */
  balance: coins.min(0),
});
export type WalletDay = z.infer<typeof walletDaySchema>;

/** `GET /api/wallet`: the member dashboard's figures. */
/** `GET /api/wallet/balance`: the member's balance alone (the header of every member page). */
export const walletBalanceSchema = z.object({ balance: z.number().int().min(0) });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletSummarySchema = z.object({
  balance: coins.min(0),
  timeZone: z.string(),
  /** Since Monday 00:00 in the time zone. */
  thisWeek: coinFlowSchema,
  /** Since the 1st of the month 00:00 in the time zone. */
  thisMonth: coinFlowSchema,
  /** The last 30 days, oldest first, today last. */
  last30Days: z.array(walletDaySchema).length(30),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

const statementFilters = {
  type: transactionTypeSchema.optional(),
  /** Inclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Exclusive. */
  to: z.iso.datetime({ offset: true }).optional(),
};
const fromBeforeTo = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || new Date(value.from) < new Date(value.to);
const fromBeforeToIssue = { message: '`from` must be before `to`', path: ['to'] };

export const statementQuerySchema = pageQuerySchema
  .extend(statementFilters)
  .refine(fromBeforeTo, fromBeforeToIssue);
export type StatementQuery = z.infer<typeof statementQuerySchema>;
export const statementCsvQuerySchema = z.object(statementFilters).refine(fromBeforeTo, fromBeforeToIssue);
export type StatementCsvQuery = z.infer<typeof statementCsvQuerySchema>;

/** A description as a code and its parameters (wallet.descriptions.ts): the web writes it in the reader's language. */
export const descriptionTextSchema = z.object({
  code: z.enum(descriptionCodes),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** One line of a member's statement: a transaction as it touched this member's wallet. */
export const statementItemSchema = z.object({
  transactionId: z.uuid(),
  number: z.number().int().min(1),
  type: transactionTypeSchema,
  /** English; entries older than description codes have only this. */
  description: z.string(),
  /** The description as a code, for entries posted since codes exist (null before). */
  descriptionText: descriptionTextSchema.nullable(),
  /** Signed: positive came in, negative went out. */
  coins,
  /** The running balance right after this line. */
  balanceAfter: coins.min(0),
  createdAt: z.iso.datetime(),
  /** The transaction this one reverses (a reversal, refund or chargeback). */
  reversesId: z.uuid().nullable(),
  /** The transaction that reversed this one, if any. */
  reversedById: z.uuid().nullable(),
});
export type StatementItem = z.infer<typeof statementItemSchema>;
/** Newest first. */
export const statementPageSchema = pageOf(statementItemSchema);
export type StatementPage = z.infer<typeof statementPageSchema>;

/** `GET /api/wallet/referrals`: the "Invite friends" card. */
export const referralSummarySchema = z.object({
  code: z.string(),
  /** The invitation link to share (`<public url>/auth/<code>`). */
  link: z.url(),
  /** Members who signed up through the link and verified their email. */
  joinedCount: z.number().int().min(0),
  /** Members who signed up through the link and have not verified their email yet. */
  pendingCount: z.number().int().min(0),
  /** Referral bonus coins this member received as a referrer. */
  bonusCoinsEarned: coins.min(0),
  /** What the member gets per friend who joins, and what the friend gets. */
  referrerBonusCoins: coins.min(0),
  newMemberBonusCoins: coins.min(0),
  /** Bonuses on their way: friends who joined and have not yet shown activity (or waited enough). */
  pendingBonusCount: z.number().int().min(0),
  pendingBonusCoins: coins.min(0),
  /** Days after joining before a bonus can be paid, and the activity it also waits for. */
  vestingDays: z.number().int().min(0),
  /** This member's own welcome bonus, when they joined through someone's link (refused: null). */
  welcomeBonus: z
    .object({
      status: z.enum(['pending', 'vested']),
      coins: coins.min(0),
      /** The earliest time it can be paid. */
      vestsAfter: z.iso.datetime(),
      /** Whether the qualifying activity (a first coin purchase) happened. */
      activityDone: z.boolean(),
      invitedBy: z.string(),
    })
    .nullable(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** `GET /api/wallet/referral-offer` (public): what an invitation brings, for the invitation page. */
export const referralOfferSchema = z.object({
  /** Coins for the new member, and for the member who invited them (0: no bonus). */
  newMemberBonusCoins: coins.min(0),
  referrerBonusCoins: coins.min(0),
  /** The bonus is paid once the new member has been one this many days and bought coins. */
  vestingDays: z.number().int().min(0),
  /** Joining through a member's invitation makes the two friends. */
  becomeFriends: z.literal(true),
});
export type ReferralOffer = z.infer<typeof referralOfferSchema>;

/** Socket event `wallet:balance`: this member's balance changed (sent after the commit). */
export const walletBalanceEventSchema = z.object({
  balance: coins.min(0),
  transactionId: z.uuid(),
});
export type WalletBalanceEvent = z.infer<typeof walletBalanceEventSchema>;
