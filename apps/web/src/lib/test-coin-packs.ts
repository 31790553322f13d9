import type { CoinPack } from '@betogether/contracts/payments/coin-packs.schemas';

/** For tests: the store's first pack as members see it, 1,000 coins and 100 bonus for €4.99. */
export const starterPack: CoinPack = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Starter',
  coins: 1000,
  bonusCoins: 100,
  totalCoins: 1100,
  priceMinor: 499,
  currency: 'EUR',
  position: 0,
};
