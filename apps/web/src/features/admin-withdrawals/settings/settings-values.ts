import { PAYOUT_LIMITS } from '@betogether/contracts/payouts/payouts.constants';
import type { WithdrawalSettings } from '@betogether/contracts/withdrawals/withdrawals.schemas';

export const settingFields = ['dayLimitCoins', 'monthLimitCoins', 'secondApprovalAboveCoins'] as const;
export type SettingField = (typeof settingFields)[number];
/** The three numbers as typed. */
export type SettingsValues = Record<SettingField, string>;
export type SettingProblem = 'required' | 'whole' | 'range' | 'belowDay';

/**
 * The smallest each field takes, as withdrawalSettingsSchema checks it: a limit of 0 would close
 * withdrawals, a threshold of 0 asks two admins for every one. All stop at PAYOUT_LIMITS.coinsMax.
 */
export const settingMinimum: Record<SettingField, number> = {
  dayLimitCoins: 1,
  monthLimitCoins: 1,
  secondApprovalAboveCoins: 0,
};
export const SETTING_MAXIMUM = PAYOUT_LIMITS.coinsMax;

export const settingsValuesOf = (settings: WithdrawalSettings): SettingsValues => ({
  dayLimitCoins: `${settings.dayLimitCoins}`,
  monthLimitCoins: `${settings.monthLimitCoins}`,
  secondApprovalAboveCoins: `${settings.secondApprovalAboveCoins}`,
});

/** One field's problem as typed (empty, not a whole number, out of bounds), or null. */
function fieldProblem(field: SettingField, typed: string): SettingProblem | null {
  const text = typed.trim();
  if (text === '') return 'required';
  if (!/^\d+$/.test(text)) return 'whole';
  const value = Number(text);
  return value >= settingMinimum[field] && value <= SETTING_MAXIMUM ? null : 'range';
}

/** Every field's problem, and a month's limit below the day's (the server refuses it too). */
export function settingsProblems(values: SettingsValues): Partial<Record<SettingField, SettingProblem>> {
  const found = Object.fromEntries(
    settingFields.flatMap((field) => {
      const problem = fieldProblem(field, values[field]);
      return problem ? [[field, problem]] : [];
    }),
  ) as Partial<Record<SettingField, SettingProblem>>;
  const bothSet = !found.dayLimitCoins && !found.monthLimitCoins;
  if (bothSet && Number(values.monthLimitCoins) < Number(values.dayLimitCoins))
    found.monthLimitCoins = 'belowDay';
  return found;
}

/** The PUT body from valid values. */
export const settingsBodyOf = (values: SettingsValues): WithdrawalSettings => ({
  dayLimitCoins: Number(values.dayLimitCoins.trim()),
  monthLimitCoins: Number(values.monthLimitCoins.trim()),
  secondApprovalAboveCoins: Number(values.secondApprovalAboveCoins.trim()),
});
