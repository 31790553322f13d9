import {
  DAILY_CAP_MAX,
  TASK_FEE_PERCENT_MAX,
  TASK_REWARD_MAX,
} from '@betogether/contracts/tasks/tasks.constants';
import type { TaskSettings } from '@betogether/contracts/tasks/tasks.schemas';

/** taskSettingsSchema's bound for approvalsRequired (written there, not in the zod-free constants). */
const APPROVALS_REQUIRED_MAX = 100;

export const settingFields = ['feePercent', 'dailyCapCoins', 'minRewardCoins', 'approvalsRequired'] as const;
export type SettingField = (typeof settingFields)[number];
export type SettingsValues = Record<SettingField, string>;
type SettingProblem = 'required' | 'whole' | 'range';

/** Each field's bounds, as taskSettingsSchema checks them. */
export const settingBounds: Record<SettingField, { min: number; max: number }> = {
  feePercent: { min: 0, max: TASK_FEE_PERCENT_MAX },
  dailyCapCoins: { min: 1, max: DAILY_CAP_MAX },
  minRewardCoins: { min: 1, max: TASK_REWARD_MAX },
  approvalsRequired: { min: 0, max: APPROVALS_REQUIRED_MAX },
};

export function settingsValuesOf(settings: TaskSettings): SettingsValues {
  return {
    feePercent: String(settings.feePercent),
    dailyCapCoins: String(settings.dailyCapCoins),
    minRewardCoins: String(settings.minRewardCoins),
    approvalsRequired: String(settings.approvalsRequired),
  };
}

/** What is wrong with each field as the admin types: empty, not a whole number, out of bounds. */
export function settingsProblems(values: SettingsValues): Partial<Record<SettingField, SettingProblem>> {
  const problems: Partial<Record<SettingField, SettingProblem>> = {};
  for (const field of settingFields) {
    const text = values[field].trim();
    const { min, max } = settingBounds[field];
    if (!text) problems[field] = 'required';
    else if (!/^\d+$/.test(text)) problems[field] = 'whole';
    else if (Number(text) < min || Number(text) > max) problems[field] = 'range';
  }
  return problems;
}

/** The PUT body from valid values. */
export function settingsBodyOf(values: SettingsValues): TaskSettings {
  return {
    feePercent: Number(values.feePercent.trim()),
    dailyCapCoins: Number(values.dailyCapCoins.trim()),
    minRewardCoins: Number(values.minRewardCoins.trim()),
    approvalsRequired: Number(values.approvalsRequired.trim()),
  };
}
