import { DEFAULT_WITHDRAWAL_SETTINGS } from '@betogether/contracts/withdrawals/withdrawals.constants';
import type { WithdrawalSettings } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import type { Executor } from '../../db/client';
import * as repo from './withdrawals.repository';

/** The admins' limits, or the defaults until an admin saves some. */
export async function currentSettings(executor: Executor): Promise<WithdrawalSettings> {
  const row = await repo.settings(executor);
  if (!row) return { ...DEFAULT_WITHDRAWAL_SETTINGS };
  return {
    dayLimitCoins: row.dayLimitCoins,
    monthLimitCoins: row.monthLimitCoins,
    secondApprovalAboveCoins: row.secondApprovalAboveCoins,
  };
}
