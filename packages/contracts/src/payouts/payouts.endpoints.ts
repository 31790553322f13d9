import { defineEndpoints } from '../common/endpoint';
import {
  adminPayoutProviderSchema,
  adminPayoutProvidersSchema,
  createPayoutProviderBodySchema,
  payoutProviderParamsSchema,
  payoutProvidersSchema,
  payoutQuoteBodySchema,
  payoutQuoteSchema,
  payoutRateHistoryQuerySchema,
  payoutRateHistorySchema,
  payoutRateParamsSchema,
  payoutRateSchema,
  payoutRatesSchema,
  setPayoutRateBodySchema,
  updatePayoutProviderBodySchema,
} from './payouts.schemas';

/** The payout methods a member may withdraw with, and what a withdrawal would pay. */
export const payoutsEndpoints = defineEndpoints('payouts', {
  providers: {
    method: 'GET',
    path: '/api/payout-providers',
    access: 'user',
    description:
      'Active methods with their fees and limits in coins, the details they ask for, and their currencies with the current rate.',
    schemas: { response: { 200: payoutProvidersSchema } },
  },
  quote: {
    method: 'POST',
    path: '/api/payout-providers/:providerId/quote',
    access: 'user',
    rateLimit: 'write',
    description:
      'What `coins` would pay through this method now: the fee, the rate version and the money, rounded down. Changes nothing; the destination, when given, is checked.',
    schemas: {
      params: payoutProviderParamsSchema,
      body: payoutQuoteBodySchema,
      response: { 200: payoutQuoteSchema },
    },
  },
});

/** Admins' side (`/admin_betogether/provide/provide`): providers and coin-to-money rates, audited. */
export const payoutsAdminEndpoints = defineEndpoints('payoutsAdmin', {
  providers: {
    method: 'GET',
    path: '/api/admin/payout-providers',
    access: 'admin',
    description: 'Every provider, active or not, with the current rate of each of its currencies.',
    schemas: { response: { 200: adminPayoutProvidersSchema } },
  },
  createProvider: {
    method: 'POST',
    path: '/api/admin/payout-providers',
    access: 'admin',
    rateLimit: 'write',
    audit: 'payouts.provider-create',
    schemas: { body: createPayoutProviderBodySchema, response: { 201: adminPayoutProviderSchema } },
  },
  updateProvider: {
    method: 'PATCH',
    path: '/api/admin/payout-providers/:providerId',
    access: 'admin',
    rateLimit: 'write',
    audit: 'payouts.provider-update',
    description: 'Any subset of the fields; `{ "active": false }` takes the method away from members.',
    schemas: {
      params: payoutProviderParamsSchema,
      body: updatePayoutProviderBodySchema,
      response: { 200: adminPayoutProviderSchema },
    },
  },
  rates: {
    method: 'GET',
    path: '/api/admin/payout-rates',
    access: 'admin',
    description:
      'Each currency with a rate or offered by a provider: its current version, how many versions, how many providers offer it.',
    schemas: { response: { 200: payoutRatesSchema } },
  },
  rateHistory: {
    method: 'GET',
    path: '/api/admin/payout-rates/:currency',
    access: 'admin',
    description: 'Every version of a currency’s rate, newest first, with who set it (keyset pages).',
    schemas: {
      params: payoutRateParamsSchema,
      query: payoutRateHistoryQuerySchema,
      response: { 200: payoutRateHistorySchema },
    },
  },
  setRate: {
    method: 'POST',
    path: '/api/admin/payout-rates',
    access: 'admin',
    rateLimit: 'money',
    audit: 'payouts.rate-set',
    description:
      'A new version of the currency’s rate (money per coin, at most 6 decimals), current at once; older versions stay for the withdrawals that used them.',
    schemas: { body: setPayoutRateBodySchema, response: { 201: payoutRateSchema } },
  },
});
