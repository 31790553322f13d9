import { z } from 'zod';
import { defineConfigSlice } from '../../platform/config-slice';

/** Coins the referrer and the new member each receive when a referred member verifies their email (0: none). */
export const walletConfig = defineConfigSlice(
  {
    REFERRAL_BONUS_REFERRER_COINS: z.coerce.number().int().min(0).max(1_000_000).default(100),
    REFERRAL_BONUS_NEW_MEMBER_COINS: z.coerce.number().int().min(0).max(1_000_000).default(50),
  },
  (e) => ({
    referralBonus: {
      referrerCoins: e.REFERRAL_BONUS_REFERRER_COINS,
      newMemberCoins: e.REFERRAL_BONUS_NEW_MEMBER_COINS,
    },
  }),
);
