import { feePerCompletion, taskBudget } from '@betogether/contracts/tasks/tasks.constants';
import { wholeNumber } from './task-form-rules';
import type { TaskForm } from './task-form-state';
import type { TaskVariant } from './task-variant';

export type Budget = {
  reward: number;
  completions: number;
  /** The platform's fee on each paid completion. */
  fee: number;
  /** What publishing sets aside: (reward + fee) × completions, as the server computes it. */
  total: number;
};

const count = (value: string) => {
  const n = wholeNumber(value);
  return n === null || Number.isNaN(n) ? 0 : n;
};

/** The money of the task as typed so far (a field not filled in counts 0). */
export function budgetOf(form: TaskForm, variant: TaskVariant, feePercent: number): Budget {
  const reward = variant.free ? 0 : count(form.rewardCoins);
  const completions = count(form.completions);
  return {
    reward,
    completions,
    fee: feePerCompletion(reward, feePercent),
    total: taskBudget(reward, completions, feePercent),
  };
}

/**
 * The coins missing to publish: what the budget needs beyond the balance; when the balance looks
 * sufficient here but the server found it short (spent meanwhile, a stale figure), the number its
 * problem's detail gives, if it gives one.
 */
export function missingCoins(total: number, balance: number | undefined, detail?: string): number | null {
  if (balance !== undefined && total > balance) return total - balance;
  const said = /(\d[\d\s,.\u202f]*)/.exec(detail ?? '')?.[1]?.replace(/\D/g, '');
  return said ? Number(said) : null;
}
