import { z } from 'zod';
import { defineConfigSlice } from '../../platform/config-slice';

/**
 * The referral bonus (docs/decisions.md, "Referral bonus vesting"): the coins the referrer and the
 * new member each receive (0: none), how long after the new member's verification it can vest at
 * the earliest, and how many bonuses one referrer may earn per 24 hours and in all.
 */
export const walletConfig = defineConfigSlice(
  {
    REFERRAL_BONUS_REFERRER_COINS: z.coerce.number().int().min(0).max(1_000_000).default(100),
    REFERRAL_BONUS_NEW_MEMBER_COINS: z.coerce.number().int().min(0).max(1_000_000).default(50),
    REFERRAL_BONUS_VESTING_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    REFERRAL_BONUS_DAILY_CAP: z.coerce.number().int().min(0).max(10_000).default(5),
    REFERRAL_BONUS_TOTAL_CAP: z.coerce.number().int().min(0).max(1_000_000).default(50),
  },
  (e) => ({
    referralBonus: {
      referrerCoins: e.REFERRAL_BONUS_REFERRER_COINS,
      newMemberCoins: e.REFERRAL_BONUS_NEW_MEMBER_COINS,
      vestingDays: e.REFERRAL_BONUS_VESTING_DAYS,
      dailyCap: e.REFERRAL_BONUS_DAILY_CAP,
      totalCap: e.REFERRAL_BONUS_TOTAL_CAP,
    },
  }),
);
