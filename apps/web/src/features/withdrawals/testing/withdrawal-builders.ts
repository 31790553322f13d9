import { payoutAmounts } from '@betogether/contracts/payouts/payouts.amounts';
import type {
  PayoutProvider,
  PayoutQuote,
  PayoutQuoteBody,
} from '@betogether/contracts/payouts/payouts.schemas';
import type {
  Withdrawal,
  WithdrawalOverview,
  WithdrawalPage,
} from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { uuid } from '@/testing/builders';

/** A member who may withdraw: verified, 5,000 coins, nothing withdrawn yet today or this month. */
export function overview(patch: Partial<WithdrawalOverview> = {}): WithdrawalOverview {
  return {
    kycStatus: 'approved',
    emailVerified: true,
    balance: 5_000,
    limits: {
      dayLimitCoins: 50_000,
      monthLimitCoins: 500_000,
      usedTodayCoins: 0,
      usedThisMonthCoins: 0,
      availableCoins: 5_000,
    },
    ...patch,
  };
}

/** Orange Money, as the server's tests set it up: 25 coins + 1.5 %, 500 to 200,000 coins, XOF at 5 and EUR at 0.0076. */
export function mobileMoney(patch: Partial<PayoutProvider> = {}): PayoutProvider {
  return {
    id: uuid(501),
    kind: 'mobile_money',
    name: 'Orange Money',
    feeFixedCoins: 25,
    feePercentBps: 150,
    minCoins: 500,
    maxCoins: 200_000,
    requiredFields: ['phone', 'accountName'],
    currencies: [
      { currency: 'XOF', minorDigits: 0, rate: { id: uuid(601), version: 1, rate: '5' } },
      { currency: 'EUR', minorDigits: 2, rate: { id: uuid(602), version: 3, rate: '0.0076' } },
    ],
    ...patch,
  };
}

/** A bank transfer in euros: a 2 % fee, an IBAN and the holder's name. */
export function bankTransfer(patch: Partial<PayoutProvider> = {}): PayoutProvider {
  return {
    id: uuid(502),
    kind: 'bank_transfer',
    name: 'SEPA transfer',
    feeFixedCoins: 0,
    feePercentBps: 200,
    minCoins: 1_000,
    maxCoins: 100_000,
    requiredFields: ['iban', 'accountName'],
    currencies: [{ currency: 'EUR', minorDigits: 2, rate: { id: uuid(602), version: 3, rate: '0.0076' } }],
    ...patch,
  };
}

/** What the server would quote for this body through `provider`, by the contracts' arithmetic. */
export function quoteFor(provider: PayoutProvider, body: PayoutQuoteBody): PayoutQuote {
  const option = provider.currencies.find((item) => item.currency === body.currency);
  if (!option) throw new Error(`${provider.name} does not pay in ${body.currency}`);
  const figures = payoutAmounts(provider, body.coins, option.rate.rate, body.currency);
  if (!figures.ok) throw new Error(`no quote: ${figures.problem}`);
  return {
    providerId: provider.id,
    currency: body.currency,
    minorDigits: option.minorDigits,
    coins: body.coins,
    feeCoins: figures.feeCoins,
    coinsAfterFee: figures.coinsAfterFee,
    rate: option.rate,
    moneyMinor: figures.moneyMinor,
    destination: (body.destination as PayoutQuote['destination']) ?? null,
  };
}

/** W-12: 1,000 coins to Orange Money in XOF, pending, with its timeline. */
export function withdrawal(patch: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: uuid(701),
    number: 12,
    status: 'pending',
    provider: { id: uuid(501), name: 'Orange Money', kind: 'mobile_money' },
    currency: 'XOF',
    minorDigits: 0,
    coins: 1_000,
    feeCoins: 40,
    rate: { id: uuid(601), version: 1, rate: '5' },
    moneyMinor: 4_800,
    destination: { phone: '+2250712345678', accountName: 'Camille Durand' },
    reason: null,
    reference: null,
    requestedAt: '2026-03-02T12:00:00.000Z',
    updatedAt: '2026-03-02T12:00:00.000Z',
    timeline: [{ kind: 'requested', at: '2026-03-02T12:00:00.000Z', note: null }],
    ...patch,
  };
}

/** A page of the list: the withdrawals without their timelines. */
export function page(items: Withdrawal[], nextCursor: string | null = null): WithdrawalPage {
  return { items: items.map(({ timeline: _timeline, ...item }) => item), nextCursor };
}
