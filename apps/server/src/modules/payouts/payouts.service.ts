import type { FieldError } from '@betogether/contracts/common/problem.schemas';
import { payoutAmounts } from '@betogether/contracts/payouts/payouts.amounts';
import {
  currencyMinorDigits,
  type PayoutDestinationField,
  type PayoutDriverName,
  type PayoutProviderKind,
} from '@betogether/contracts/payouts/payouts.constants';
import {
  checkDestination,
  type DestinationProblem,
  type PayoutDestination,
} from '@betogether/contracts/payouts/payouts.destination';
import {
  type AdminPayoutProvider,
  type CreatePayoutProviderBody,
  createPayoutProviderBodySchema,
  type PayoutProvider,
  type PayoutQuote,
  type PayoutRate,
  type PayoutRateCurrency,
  type PayoutRateHistory,
  payoutLimitIssues,
  type SetPayoutRateBody,
  setPayoutRateBodySchema,
  type UpdatePayoutProviderBody,
} from '@betogether/contracts/payouts/payouts.schemas';
import type { Db, Executor } from '../../db/client';
import { databaseError, SQLSTATE } from '../../db/sql-state';
import type { AuditScope } from '../../platform/audit-scope';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import { toPerson } from '../users/users.read';
import { createManualDriver } from './drivers/manual-driver';
import type { PayoutDriver } from './drivers/payout-driver';
import * as repo from './payouts.repository';
import type { PayoutProviderRow } from './payouts.tables';

export type PayoutsService = ReturnType<typeof createPayoutsService>;

/** A provider as the services that pay members see it. */
export type PayoutProviderRecord = {
  id: string;
  kind: PayoutProviderKind;
  name: string;
  driver: PayoutDriverName;
  currencies: string[];
  feeFixedCoins: number;
  feePercentBps: number;
  minCoins: number;
  maxCoins: number;
  requiredFields: PayoutDestinationField[];
  active: boolean;
};

/** One version of a currency's rate: what a withdrawal records (`id`) and shows. */
export type PayoutRateRecord = { id: string; currency: string; version: number; rate: string };

/** `quote`'s answer: the figures of a payout, and the rate version they were made with. */
export type PayoutQuoteFigures = Omit<PayoutQuote, 'destination'>;

function toRecord(row: PayoutProviderRow): PayoutProviderRecord {
  return {
    id: row.id,
    kind: row.kind as PayoutProviderKind,
    name: row.name,
    driver: row.driver as PayoutDriverName,
    currencies: row.currencies,
    feeFixedCoins: row.feeFixedCoins,
    feePercentBps: row.feePercentBps,
    minCoins: row.minCoins,
    maxCoins: row.maxCoins,
    requiredFields: row.requiredFields as PayoutDestinationField[],
    active: row.active,
  };
}

// numeric(13,6) reads back as "655.957000": the shortest text is what everyone shows and compares.
function rateText(numeric: string): string {
  return numeric.includes('.') ? numeric.replace(/0+$/, '').replace(/\.$/, '') : numeric;
}

function toRateRecord(row: repo.RateWithAuthor['rate']): PayoutRateRecord {
  return { id: row.id, currency: row.currency, version: row.version, rate: rateText(row.rate) };
}

function toRate({ rate, author }: repo.RateWithAuthor): PayoutRate {
  return {
    ...toRateRecord(rate),
    createdAt: rate.createdAt.toISOString(),
    createdBy: author ? toPerson(author) : null,
  };
}

function toAdminProvider(row: PayoutProviderRow, rates: Map<string, PayoutRate>): AdminPayoutProvider {
  return {
    ...toRecord(row),
    rates: row.currencies.map((currency) => ({
      currency,
      minorDigits: currencyMinorDigits(currency),
      rate: rates.get(currency) ?? null,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const destinationMessages: Record<DestinationProblem, string> = {
  required: 'Required',
  phone: 'A phone number in international form, such as +225 07 12 34 56 78',
  iban_format: 'An IBAN: 2 letters, 2 check digits, then up to 30 letters and digits',
  iban_country_length: 'This IBAN has the wrong length for its country',
  iban_checksum: 'This IBAN’s check digits do not match: check it for a typing mistake',
  email: 'A valid email address',
  account_name: 'The account holder’s name, 2 to 100 characters',
};

/** Two admins naming providers alike at the same moment: the unique index decides. */
function nameTaken(error: unknown): boolean {
  const found = databaseError(error);
  return found?.code === SQLSTATE.uniqueViolation && found.constraint === 'payout_providers_name_key';
}

async function withNameCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (nameTaken(error)) throw new AppError('PAYOUT_PROVIDER_NAME_TAKEN');
    throw error;
  }
}

/**
 * Payout providers and coin-to-money rates ([9]): the admins' catalogue, the members' list, and
 * what withdrawals build on: `activeProvider`, `currentRate`, `quote`, `validateDestination`,
 * `driverFor`, `rateById`. Each of those takes the executor it runs on (a withdrawal's `tx`).
 */
export function createPayoutsService(deps: {
  db: Db;
  clock: Clock;
  drivers?: Partial<Record<PayoutDriverName, PayoutDriver>>;
}) {
  const { db, clock } = deps;
  const drivers: Record<PayoutDriverName, PayoutDriver> = { manual: createManualDriver(), ...deps.drivers };

  async function ratesByCurrency(executor: Executor, currencies?: readonly string[]) {
    const rows = await repo.currentRates(executor, currencies);
    return new Map(rows.map((row) => [row.rate.currency, toRate(row)]));
  }

  async function adminProvider(executor: Executor, row: PayoutProviderRow): Promise<AdminPayoutProvider> {
    return toAdminProvider(row, await ratesByCurrency(executor, row.currencies));
  }

  const service = {
    // ---- for withdrawals -------------------------------------------------------------------

    /** An active provider: 404 PAYOUT_PROVIDER_NOT_FOUND, 409 PAYOUT_PROVIDER_INACTIVE otherwise. */
    async activeProvider(providerId: string, executor: Executor = db): Promise<PayoutProviderRecord> {
      const row = await repo.findProvider(executor, providerId);
      if (!row) throw new AppError('PAYOUT_PROVIDER_NOT_FOUND');
      if (!row.active) throw new AppError('PAYOUT_PROVIDER_INACTIVE');
      return toRecord(row);
    },

    /** The rate a payout in `currency` uses now: 409 PAYOUT_RATE_MISSING when none was set. */
    async currentRate(currency: string, executor: Executor = db): Promise<PayoutRateRecord> {
      const [row] = await repo.currentRates(executor, [currency]);
      if (!row) throw new AppError('PAYOUT_RATE_MISSING', { detail: `No rate is set for ${currency} yet` });
      return toRateRecord(row.rate);
    },

    /** A version of a rate by its id (the one a withdrawal recorded), old or current. */
    async rateById(rateId: string, executor: Executor = db): Promise<PayoutRateRecord | null> {
      const row = await repo.findRate(executor, rateId);
      return row ? toRateRecord(row.rate) : null;
    },

    /**
     * What `coins` pay through an active provider in `currency` now: the fee in coins, the coins
     * left, the rate version, the money in minor units (rounded down). Refused with a stable code:
     * PAYOUT_PROVIDER_NOT_FOUND, PAYOUT_PROVIDER_INACTIVE, PAYOUT_CURRENCY_NOT_OFFERED,
     * PAYOUT_RATE_MISSING, PAYOUT_BELOW_MINIMUM, PAYOUT_ABOVE_MAXIMUM, PAYOUT_AMOUNT_TOO_SMALL.
     */
    async quote(
      providerId: string,
      currency: string,
      coins: number,
      executor: Executor = db,
    ): Promise<PayoutQuoteFigures> {
      const provider = await service.activeProvider(providerId, executor);
      if (!provider.currencies.includes(currency))
        throw new AppError('PAYOUT_CURRENCY_NOT_OFFERED', {
          detail: `${provider.name} pays in ${provider.currencies.join(', ')}`,
        });
      const rate = await service.currentRate(currency, executor);
      const amounts = payoutAmounts(provider, coins, rate.rate, currency);
      if (!amounts.ok) {
        const detail = {
          PAYOUT_BELOW_MINIMUM: `At least ${provider.minCoins} coins`,
          PAYOUT_ABOVE_MAXIMUM: `At most ${provider.maxCoins} coins`,
          PAYOUT_AMOUNT_TOO_SMALL: 'After the fee, these coins are worth less than the smallest amount paid',
        }[amounts.problem];
        throw new AppError(amounts.problem, { detail });
      }
      return {
        providerId,
        currency,
        minorDigits: currencyMinorDigits(currency),
        coins,
        feeCoins: amounts.feeCoins,
        coinsAfterFee: amounts.coinsAfterFee,
        rate: { id: rate.id, version: rate.version, rate: rate.rate },
        moneyMinor: amounts.moneyMinor,
      };
    },

    /**
     * The member's details for `provider`, each field it asks for present and valid, written its
     * one way; 422 PAYOUT_DESTINATION_INVALID with a field error per problem
     * (`<fieldPrefix><field>`, codes such as `iban_checksum`).
     */
    validateDestination(
      provider: Pick<PayoutProviderRecord, 'requiredFields'>,
      values: Readonly<Record<string, unknown>>,
      fieldPrefix = 'destination.',
    ): PayoutDestination {
      const checked = checkDestination(provider.requiredFields, values);
      if (checked.ok) return checked.destination;
      const errors: FieldError[] = Object.entries(checked.problems).map(([field, problem]) => ({
        field: `${fieldPrefix}${field}`,
        message: destinationMessages[problem],
        code: problem,
      }));
      throw new AppError('PAYOUT_DESTINATION_INVALID', { errors });
    },

    /** The driver that carries out a provider's payouts. */
    driverFor(provider: Pick<PayoutProviderRecord, 'driver'>): PayoutDriver {
      return drivers[provider.driver];
    },

    // ---- members ---------------------------------------------------------------------------

    /** Active providers with the currencies they can pay in now (a rate set), for the withdrawal screen. */
    async memberProviders(): Promise<PayoutProvider[]> {
      const rows = await repo.listProviders(db, true);
      const rates = await ratesByCurrency(db);
      return rows.flatMap((row) => {
        const currencies = row.currencies.flatMap((currency) => {
          const rate = rates.get(currency);
          return rate
            ? [
                {
                  currency,
                  minorDigits: currencyMinorDigits(currency),
                  rate: { id: rate.id, version: rate.version, rate: rate.rate },
                },
              ]
            : [];
        });
        if (currencies.length === 0) return [];
        const { driver: _driver, active: _active, currencies: _offered, ...shown } = toRecord(row);
        return [{ ...shown, currencies }];
      });
    },

    /** The quote a member asks for, and their details checked when they gave them. */
    async memberQuote(
      providerId: string,
      body: { currency: string; coins: number; destination?: Partial<Record<string, string>> | undefined },
    ): Promise<PayoutQuote> {
      const figures = await service.quote(providerId, body.currency, body.coins);
      if (!body.destination) return { ...figures, destination: null };
      const provider = await service.activeProvider(providerId);
      return { ...figures, destination: service.validateDestination(provider, body.destination) };
    },

    // ---- admins ----------------------------------------------------------------------------

    async listProviders(): Promise<AdminPayoutProvider[]> {
      const rows = await repo.listProviders(db);
      const rates = await ratesByCurrency(db);
      return rows.map((row) => toAdminProvider(row, rates));
    },

    /** Audited: the entry lists the new provider's fields, in the transaction that creates it. */
    async createProvider(body: CreatePayoutProviderBody, audit: AuditScope): Promise<AdminPayoutProvider> {
      const values = createPayoutProviderBodySchema.parse(body);
      const now = clock.now();
      return withNameCheck(() =>
        db.transaction(async (tx) => {
          const row = await repo.insertProvider(tx, { ...values, createdAt: now, updatedAt: now });
          await audit.record(tx, {
            subjectType: 'payout-provider',
            subjectId: row.id,
            details: { ...values },
          });
          return adminProvider(tx, row);
        }),
      );
    },

    /**
     * The changes sent, checked with the rules across fields on the provider as it would become
     * (a new minimum against the stored maximum). Audited with the changes and what they replaced.
     */
    async updateProvider(
      providerId: string,
      body: UpdatePayoutProviderBody,
      audit: AuditScope,
    ): Promise<AdminPayoutProvider> {
      return withNameCheck(() =>
        db.transaction(async (tx) => {
          const current = await repo.lockProvider(tx, providerId);
          if (!current) throw new AppError('PAYOUT_PROVIDER_NOT_FOUND');
          const issues = payoutLimitIssues({ ...toRecord(current), ...body });
          if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { errors: issues });
          const before = Object.fromEntries(
            Object.keys(body).map((key) => [key, current[key as keyof typeof body]]),
          );
          const row = await repo.updateProvider(tx, providerId, { ...body, updatedAt: clock.now() });
          await audit.record(tx, {
            subjectType: 'payout-provider',
            subjectId: row.id,
            details: { ...body, before },
          });
          return adminProvider(tx, row);
        }),
      );
    },

    /** Every currency with a rate or offered by a provider, in alphabetical order. */
    async rates(): Promise<PayoutRateCurrency[]> {
      const [current, versions, providers] = await Promise.all([
        ratesByCurrency(db),
        repo.versionCounts(db),
        repo.providerCounts(db),
      ]);
      const currencies = [...new Set([...current.keys(), ...providers.keys()])].sort();
      return currencies.map((currency) => ({
        currency,
        minorDigits: currencyMinorDigits(currency),
        current: current.get(currency) ?? null,
        versions: versions.get(currency) ?? 0,
        providers: providers.get(currency) ?? 0,
      }));
    },

    async rateHistory(currency: string, page: { limit: number; cursor?: string | undefined }) {
      const before = decodeCursor(page.cursor, ['number'] as const)?.[0] ?? null;
      const rows = await repo.rateHistory(db, currency, before, page.limit + 1);
      const items = rows.slice(0, page.limit).map(toRate);
      const last = items.at(-1);
      const answer: PayoutRateHistory = {
        items,
        nextCursor: rows.length > page.limit && last ? encodeCursor([last.version]) : null,
      };
      return answer;
    },

    /**
     * A new version of the currency's rate, current at once. The currency's changes queue on a
     * lock so each one numbers after the one before; the same rate again is 409
     * PAYOUT_RATE_UNCHANGED (a double click makes no second version). Audited with the previous rate.
     */
    async setRate(actorId: string, body: SetPayoutRateBody, audit: AuditScope): Promise<PayoutRate> {
      const { currency, rate } = setPayoutRateBodySchema.parse(body);
      return db.transaction(async (tx) => {
        await repo.lockCurrency(tx, currency);
        const [previous] = await repo.currentRates(tx, [currency]);
        const previousRate = previous ? rateText(previous.rate.rate) : null;
        if (previousRate === rate)
          throw new AppError('PAYOUT_RATE_UNCHANGED', { detail: `${currency} is already at ${rate}` });
        const version = (previous?.rate.version ?? 0) + 1;
        const row = await repo.insertRate(tx, {
          currency,
          version,
          rate,
          createdBy: actorId,
          createdAt: clock.now(),
        });
        await audit.record(tx, {
          subjectType: 'payout-rate',
          subjectId: row.id,
          details: { currency, version, rate, previousRate },
        });
        const [created] = await repo.rateHistory(tx, currency, version + 1, 1);
        if (!created) throw new Error('payout rate just written is missing');
        return toRate(created);
      });
    },
  };
  return service;
}
