import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { personSummarySchema } from '../users/users.schemas';
import {
  maxRate,
  normalizeRate,
  type PayoutLimits,
  payoutLimitProblems,
  rateMicros,
  rateProblem,
} from './payouts.amounts';
import {
  isPayoutCurrency,
  PAYOUT_LIMITS,
  PAYOUT_RATE_PAGE_SIZE,
  payoutDestinationFields,
  payoutDrivers,
  payoutProviderKinds,
} from './payouts.constants';

export const payoutProviderKindSchema = z.enum(payoutProviderKinds);
export const payoutDestinationFieldSchema = z.enum(payoutDestinationFields);

/** An ISO 4217 code, upper case, that a payout may be made in (`XOF`, `EUR`). */
export const payoutCurrencySchema = textSchema.refine(isPayoutCurrency, {
  message: 'An ISO 4217 currency code in capitals, such as XOF or EUR',
});

const coins = (min: number) => z.number().int('A whole number of coins').min(min).max(PAYOUT_LIMITS.coinsMax);

const distinct = <T>(items: T[]) => new Set(items).size === items.length;

const providerFields = {
  kind: payoutProviderKindSchema,
  name: textSchema.trim().min(1, 'Required').max(PAYOUT_LIMITS.nameMaxLength),
  driver: z.enum(payoutDrivers),
  currencies: z
    .array(payoutCurrencySchema)
    .min(1, 'Choose at least one currency')
    .max(PAYOUT_LIMITS.currenciesMax)
    .refine(distinct, 'Each currency once'),
  /** Coins taken on every payout, before the percent. */
  feeFixedCoins: coins(0),
  /** Percent of the coins, in basis points: 150 is 1.5 %. */
  feePercentBps: z.number().int().min(0).max(PAYOUT_LIMITS.feePercentBpsMax),
  minCoins: coins(1),
  maxCoins: coins(1),
  /** What the member gives for the payout to reach them. */
  requiredFields: z
    .array(payoutDestinationFieldSchema)
    .min(1, 'Ask for at least one detail')
    .refine(distinct, 'Each field once'),
  active: z.boolean(),
};

const limitMessages = {
  max_below_min: 'At least the minimum',
  fee_takes_minimum:
    'The fee would take every coin of a payout this small: raise the minimum or lower the fee',
} as const;

/**
 * The rules across a provider's fields as field errors (`field`, `message`, `code`): checked on a
 * creation, and by the server on a provider as a change would make it.
 */
export function payoutLimitIssues(limits: PayoutLimits) {
  return payoutLimitProblems(limits).map(({ field, problem }) => ({
    field,
    message: limitMessages[problem],
    code: problem,
  }));
}

/** `POST /api/admin/payout-providers` → 201 AdminPayoutProvider. */
export const createPayoutProviderBodySchema = z
  .object({
    ...providerFields,
    driver: providerFields.driver.default('manual'),
    active: providerFields.active.default(true),
  })
  .strict()
  .superRefine((body, context) => {
    for (const { field, message } of payoutLimitIssues(body))
      context.addIssue({ code: 'custom', path: [field], message });
  });
export type CreatePayoutProviderBody = z.input<typeof createPayoutProviderBodySchema>;

/**
 * `PATCH /api/admin/payout-providers/:providerId` → 200 AdminPayoutProvider: any subset, `{ active:
 * false }` takes the method away from members. The rules across fields are checked again on the
 * provider as it would become.
 */
export const updatePayoutProviderBodySchema = z
  .object(providerFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field');
export type UpdatePayoutProviderBody = z.infer<typeof updatePayoutProviderBodySchema>;

export const payoutProviderParamsSchema = z.object({ providerId: z.uuid() });

/** One version of a currency's rate: money per coin, decimal text ("655.957"). */
export const payoutRateSchema = z.object({
  id: z.uuid(),
  currency: z.string(),
  version: z.number().int(),
  rate: z.string(),
  createdAt: z.iso.datetime(),
  /** Null once that admin's account is gone (the audit log keeps who it was). */
  createdBy: personSummarySchema.nullable(),
});
export type PayoutRate = z.infer<typeof payoutRateSchema>;

/** A currency a provider offers, with its current rate (none set yet: null). */
export const providerCurrencySchema = z.object({
  currency: z.string(),
  minorDigits: z.number().int(),
  rate: payoutRateSchema.nullable(),
});

export const adminPayoutProviderSchema = z.object({
  id: z.uuid(),
  kind: payoutProviderKindSchema,
  name: z.string(),
  driver: z.enum(payoutDrivers),
  currencies: z.array(z.string()),
  feeFixedCoins: z.number().int(),
  feePercentBps: z.number().int(),
  minCoins: z.number().int(),
  maxCoins: z.number().int(),
  requiredFields: z.array(payoutDestinationFieldSchema),
  active: z.boolean(),
  /** Each currency of `currencies`, in its order, with the rate a payout would use now. */
  rates: z.array(providerCurrencySchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminPayoutProvider = z.infer<typeof adminPayoutProviderSchema>;
export const adminPayoutProvidersSchema = z.object({ items: z.array(adminPayoutProviderSchema) });
export type AdminPayoutProviders = z.infer<typeof adminPayoutProvidersSchema>;

/**
 * `GET /api/payout-providers`: the methods a member may withdraw with now. Only active providers,
 * only their currencies that have a rate (a provider left with none is not listed).
 */
export const payoutProviderSchema = z.object({
  id: z.uuid(),
  kind: payoutProviderKindSchema,
  name: z.string(),
  feeFixedCoins: z.number().int(),
  feePercentBps: z.number().int(),
  minCoins: z.number().int(),
  maxCoins: z.number().int(),
  requiredFields: z.array(payoutDestinationFieldSchema),
  currencies: z.array(
    z.object({
      currency: z.string(),
      minorDigits: z.number().int(),
      rate: z.object({ id: z.uuid(), version: z.number().int(), rate: z.string() }),
    }),
  ),
});
export type PayoutProvider = z.infer<typeof payoutProviderSchema>;
export const payoutProvidersSchema = z.object({ items: z.array(payoutProviderSchema) });
export type PayoutProviders = z.infer<typeof payoutProvidersSchema>;

/** Decimal text with at most 6 decimals, written its shortest way ("2.50" → "2.5"). */
export const rateTextSchema = textSchema
  .trim()
  .max(24)
  .refine((text) => rateMicros(text) !== null, 'A number such as 655.957, with a dot and at most 6 decimals')
  .transform((text) => normalizeRate(text) ?? text);

/** `POST /api/admin/payout-rates`: a new version of the currency's rate, current at once. */
export const setPayoutRateBodySchema = z
  .object({ currency: payoutCurrencySchema, rate: rateTextSchema })
  .strict()
  .superRefine((body, context) => {
    if (!isPayoutCurrency(body.currency)) return;
    const problem = rateProblem(body.rate, body.currency);
    if (problem === 'zero') context.addIssue({ code: 'custom', path: ['rate'], message: 'More than 0' });
    else if (problem === 'too_high')
      context.addIssue({
        code: 'custom',
        path: ['rate'],
        message: `At most ${maxRate(body.currency)} ${body.currency} per coin`,
      });
  });
export type SetPayoutRateBody = z.input<typeof setPayoutRateBodySchema>;

/**
 * `GET /api/admin/payout-rates`: every currency with a rate or offered by a provider, its current
 * version (null: none set yet, so no provider pays in it) and how many versions it has.
 */
export const payoutRateCurrencySchema = z.object({
  currency: z.string(),
  minorDigits: z.number().int(),
  current: payoutRateSchema.nullable(),
  versions: z.number().int(),
  /** Providers offering this currency (active or not). */
  providers: z.number().int(),
});
export type PayoutRateCurrency = z.infer<typeof payoutRateCurrencySchema>;
export const payoutRatesSchema = z.object({ items: z.array(payoutRateCurrencySchema) });
export type PayoutRates = z.infer<typeof payoutRatesSchema>;

/** `GET /api/admin/payout-rates/:currency`: its versions, newest first. */
export const payoutRateParamsSchema = z.object({ currency: payoutCurrencySchema });
export const payoutRateHistoryQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(PAYOUT_RATE_PAGE_SIZE),
});
export const payoutRateHistorySchema = pageOf(payoutRateSchema);
export type PayoutRateHistory = z.infer<typeof payoutRateHistorySchema>;

/** `POST /api/payout-providers/:providerId/quote`: what a withdrawal of `coins` would pay. */
export const payoutQuoteBodySchema = z
  .object({
    currency: payoutCurrencySchema,
    coins: z.number().int('A whole number of coins').min(1).max(PAYOUT_LIMITS.coinsMax),
    /** The details the provider asks for; checked when given (`PAYOUT_DESTINATION_INVALID`). */
    destination: z.partialRecord(payoutDestinationFieldSchema, textSchema.max(200)).optional(),
  })
  .strict();
export type PayoutQuoteBody = z.input<typeof payoutQuoteBodySchema>;

export const payoutQuoteSchema = z.object({
  providerId: z.uuid(),
  currency: z.string(),
  minorDigits: z.number().int(),
  coins: z.number().int(),
  feeCoins: z.number().int(),
  coinsAfterFee: z.number().int(),
  /** The rate version used: a withdrawal records its id. */
  rate: z.object({ id: z.uuid(), version: z.number().int(), rate: z.string() }),
  /** floor(coinsAfterFee × rate) in minor units (XOF 0 digits, EUR 2). */
  moneyMinor: z.number().int(),
  /** The destination written its one way, when one was given. */
  destination: z.partialRecord(payoutDestinationFieldSchema, z.string()).nullable(),
});
export type PayoutQuote = z.infer<typeof payoutQuoteSchema>;
