import type { CreateCoinPackBody } from '@betogether/contracts/payments/coin-packs.schemas';
import type { Db } from '../db/client';
import { createCoinPacksService } from '../modules/payments/coin-packs.service';
import { systemClock } from '../platform/clock';

/** The packs a new install's store starts with (`npm run seed:demo`); admins change them later. */
export const demoCoinPacks: CreateCoinPackBody[] = [
  { name: 'Starter', coins: 100, bonusCoins: 0, priceMinor: 99, currency: 'EUR', position: 10 },
  { name: 'Popular', coins: 500, bonusCoins: 50, priceMinor: 499, currency: 'EUR', position: 20 },
  { name: 'Best value', coins: 1000, bonusCoins: 150, priceMinor: 899, currency: 'EUR', position: 30 },
  { name: 'Big spender', coins: 5000, bonusCoins: 1000, priceMinor: 3999, currency: 'EUR', position: 40 },
];

/** Adds the demo packs to an empty catalogue; running it again (or after an admin's edits) changes nothing. */
export function seedDemoCoinPacks(db: Db): Promise<{ created: number }> {
  return createCoinPacksService({ db, clock: systemClock }).seedIfEmpty(demoCoinPacks);
}
