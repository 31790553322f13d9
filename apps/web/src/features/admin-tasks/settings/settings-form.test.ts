import { describe, expect, it } from 'vitest';
import { settingsBodyOf, settingsProblems } from './settings-form';

const valid = { feePercent: '10', dailyCapCoins: '1000', minRewardCoins: '1', approvalsRequired: '0' };

describe('the task settings form', () => {
  it('takes whole numbers within the schema bounds', () => {
    expect(settingsProblems(valid)).toEqual({});
    expect(settingsBodyOf({ ...valid, feePercent: ' 12 ' })).toEqual({
      feePercent: 12,
      dailyCapCoins: 1000,
      minRewardCoins: 1,
      approvalsRequired: 0,
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      settingsProblems({ feePercent: '51', dailyCapCoins: '0', minRewardCoins: '-1', approvalsRequired: '' }),
    ).toEqual({
      feePercent: 'range',
      dailyCapCoins: 'range',
      minRewardCoins: 'whole',
      approvalsRequired: 'required',
    });
    expect(settingsProblems({ ...valid, approvalsRequired: '101' })).toEqual({ approvalsRequired: 'range' });
  });
});
