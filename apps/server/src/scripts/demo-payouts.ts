import type {
  AdminPayoutProviders,
  CreatePayoutProviderBody,
  SetPayoutRateBody,
} from '@betogether/contracts/payouts/payouts.schemas';
import { demoApi } from './demo-api';
import type { DemoHost } from './demo-network';

/**
 * Payout methods for `npm run seed:demo`: mobile money in CFA francs and a SEPA transfer in euros,
 * with their rates (the euro's changed once, so its history shows two versions), set by the demo
 * admin through the API (audited like any admin's). A second run changes nothing.
 */
export type DemoPayoutsHost = Pick<DemoHost, 'app' | 'codeFor' | 'drain'>;

export const demoPayoutProviders: CreatePayoutProviderBody[] = [
  {
    kind: 'mobile_money',
    name: 'Orange Money',
    currencies: ['XOF'],
    feeFixedCoins: 50,
    feePercentBps: 100,
    minCoins: 1_000,
    maxCoins: 500_000,
    requiredFields: ['phone', 'accountName'],
  },
  {
    kind: 'bank_transfer',
    name: 'SEPA bank transfer',
    currencies: ['EUR'],
    feeFixedCoins: 100,
    feePercentBps: 0,
    minCoins: 2_500,
    maxCoins: 1_000_000,
    requiredFields: ['iban', 'accountName'],
  },
];

// A coin sells for about €0.0099 in the demo store (demo-coin-packs.ts): it pays out below that.
export const demoPayoutRates: SetPayoutRateBody[] = [
  { currency: 'XOF', rate: '5' },
  { currency: 'EUR', rate: '0.0075' },
  { currency: 'EUR', rate: '0.008' },
];

export async function seedDemoPayouts(host: DemoPayoutsHost): Promise<{ created: number }> {
  const { api, signIn } = demoApi(host);
  const admin = await signIn('admin@betogether.local');
  const existing = await api<AdminPayoutProviders>('GET', '/api/admin/payout-providers', {
    token: admin.token,
  });
  if (existing.items.length > 0) return { created: 0 };
  for (const body of demoPayoutRates)
    await api('POST', '/api/admin/payout-rates', { token: admin.token, body });
  for (const body of demoPayoutProviders)
    await api('POST', '/api/admin/payout-providers', { token: admin.token, body });
  return { created: demoPayoutProviders.length };
}
