import type { QueryClient } from '@tanstack/react-query';

/** Every query of the payout providers screen, under one root. */
export const adminPayoutsKeys = {
  all: ['admin-payouts'] as const,
  providers: () => [...adminPayoutsKeys.all, 'providers'] as const,
  rates: () => [...adminPayoutsKeys.all, 'rates'] as const,
  rateHistory: (currency: string) => [...adminPayoutsKeys.rates(), 'history', currency] as const,
};

/**
 * Providers show the current rate of each currency, and the rates count the providers offering
 * each: a change to either is asked again of both (rates' histories included).
 */
export function refreshPayouts(client: QueryClient) {
  return client.invalidateQueries({ queryKey: adminPayoutsKeys.all });
}
