import { z } from 'zod';
import { challengeResponseSchema, otpCodeSchema, PASSWORD_MAX_LENGTH } from '../auth/auth.schemas';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { kycStatuses } from '../kyc/kyc.constants';
import { PAYOUT_LIMITS, payoutDestinationFields, payoutProviderKinds } from '../payouts/payouts.constants';
import { payoutCurrencySchema } from '../payouts/payouts.schemas';
import { personSummarySchema } from '../users/users.schemas';
import {
  WITHDRAWAL_BULK_MAX,
  WITHDRAWAL_REASON_MAX,
  WITHDRAWAL_REFERENCE_MAX,
  withdrawalEventKinds,
  withdrawalStatuses,
} from './withdrawals.constants';

export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
const destinationSchema = z.partialRecord(z.enum(payoutDestinationFields), textSchema.max(200));
const coinsSchema = z.number().int('A whole number of coins').min(1).max(PAYOUT_LIMITS.coinsMax);

/** Admins' limits: per member per day and per calendar month (UTC), and the two-person threshold. */
export const withdrawalSettingsSchema = z
  .object({
    dayLimitCoins: coinsSchema,
    monthLimitCoins: coinsSchema,
    /** A withdrawal of more coins than this needs the approval of two different admins. */
    secondApprovalAboveCoins: z.number().int().min(0).max(PAYOUT_LIMITS.coinsMax),
  })
  .strict()
  .refine((s) => s.monthLimitCoins >= s.dayLimitCoins, {
    path: ['monthLimitCoins'],
    message: 'At least the day’s limit',
  });
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

/** `GET /api/withdrawals/overview`: whether the member may withdraw, and how much is left. */
export const withdrawalOverviewSchema = z.object({
  kycStatus: z.enum(kycStatuses),
  emailVerified: z.boolean(),
  balance: z.number().int(),
  limits: z.object({
    dayLimitCoins: z.number().int(),
    monthLimitCoins: z.number().int(),
    usedTodayCoins: z.number().int(),
    usedThisMonthCoins: z.number().int(),
    /** What one more withdrawal may take now: the smallest of both limits' rests and the balance. */
    availableCoins: z.number().int(),
  }),
});
export type WithdrawalOverview = z.infer<typeof withdrawalOverviewSchema>;

/** How the member confirms a withdrawal: their password, or a code emailed for it. */
export const withdrawalConfirmationSchema = z.discriminatedUnion('method', [
  z
    .object({
      method: z.literal('password'),
      password: textSchema.min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
    })
    .strict(),
  z.object({ method: z.literal('code'), challengeId: z.uuid(), code: otpCodeSchema }).strict(),
]);

/** `POST /api/withdrawals` (Idempotency-Key): the coins move at once, out of the member's balance. */
export const withdrawalRequestBodySchema = z
  .object({
    providerId: z.uuid(),
    currency: payoutCurrencySchema,
    coins: coinsSchema,
    destination: destinationSchema,
    confirmation: withdrawalConfirmationSchema,
  })
  .strict();
export type WithdrawalRequestBody = z.infer<typeof withdrawalRequestBodySchema>;

export const withdrawalCodeResponseSchema = challengeResponseSchema;

export const withdrawalEventSchema = z.object({
  kind: z.enum(withdrawalEventKinds),
  at: z.iso.datetime(),
  /** The admin's reason of a rejection, or the provider's reference of a payment. */
  note: z.string().nullable(),
});

/** A withdrawal as its member sees it: the destination as given, the amounts fixed at the request. */
export const withdrawalSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: withdrawalStatusSchema,
  provider: z.object({ id: z.uuid(), name: z.string(), kind: z.enum(payoutProviderKinds) }),
  currency: z.string(),
  minorDigits: z.number().int(),
  coins: z.number().int(),
  feeCoins: z.number().int(),
  /** The rate version used (money per coin, decimal text). */
  rate: z.object({ id: z.uuid(), version: z.number().int(), rate: z.string() }),
  moneyMinor: z.number().int(),
  destination: z.partialRecord(z.enum(payoutDestinationFields), z.string()),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  timeline: z.array(withdrawalEventSchema),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalPageSchema = pageOf(withdrawalSchema.omit({ timeline: true }));
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;
export const withdrawalParamsSchema = z.object({ withdrawalId: z.uuid() });

/** Admins' list: by status, provider, member, request date and amount; newest first. */
export const adminWithdrawalsQuerySchema = pageQuerySchema.extend({
  status: withdrawalStatusSchema.optional(),
  providerId: z.uuid().optional(),
  /** A member's name, username or email, or a withdrawal's number. */
  q: textSchema.trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  minCoins: z.coerce.number().int().min(0).optional(),
  /** Only those waiting for a second admin's approval. */
  awaitingSecondApproval: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;
export const adminWithdrawalsCsvQuerySchema = adminWithdrawalsQuerySchema.omit({ limit: true, cursor: true });

export const adminWithdrawalSchema = withdrawalSchema.extend({
  member: personSummarySchema.extend({ email: z.string() }),
  /** The admins who approved (one, or two above the threshold), oldest first. */
  approvals: z.array(z.object({ admin: personSummarySchema.nullable(), at: z.iso.datetime() })),
  /** Above the two-person threshold of the day it was asked: two different admins must approve it. */
  needsTwoApprovals: z.boolean(),
  /** Pending with its first approval given: a second, different admin must approve. */
  needsSecondApproval: z.boolean(),
  timeline: z.array(withdrawalEventSchema.extend({ actor: personSummarySchema.nullable() })),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalPageSchema = pageOf(adminWithdrawalSchema.omit({ timeline: true }));
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPageSchema>;

export const withdrawalRejectBodySchema = z
  .object({
    reason: textSchema
      .trim()
      .min(1, 'Say why: the member reads it')
      .max(WITHDRAWAL_REASON_MAX, `At most ${WITHDRAWAL_REASON_MAX} characters`),
  })
  .strict();
export const withdrawalPaidBodySchema = z
  .object({
    reference: textSchema
      .trim()
      .min(1, 'The provider’s reference of the payment')
      .max(WITHDRAWAL_REFERENCE_MAX, `At most ${WITHDRAWAL_REFERENCE_MAX} characters`),
  })
  .strict();
export const withdrawalBulkApproveBodySchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(WITHDRAWAL_BULK_MAX) })
  .strict()
  .refine((body) => new Set(body.ids).size === body.ids.length, { path: ['ids'], message: 'Each once' });
/** Each withdrawal of a bulk approval: approved, first approval given, or why not. */
export const withdrawalBulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      outcome: z.enum(['approved', 'first_approval', 'refused']),
      /** The error code when refused (moved on, second approver needed, not found). */
      code: z.string().nullable(),
    }),
  ),
});
export type WithdrawalBulkResult = z.infer<typeof withdrawalBulkResultSchema>;

/** Live to the member: one of their withdrawals changed. */
export const withdrawalStatusEventSchema = z.object({
  withdrawalId: z.uuid(),
  status: withdrawalStatusSchema,
});
