import { describe, expect, it } from 'vitest';
import { settingsBodyOf, settingsProblems, settingsValuesOf } from './settings-values';

const values = settingsValuesOf({
  dayLimitCoins: 50_000,
  monthLimitCoins: 500_000,
  secondApprovalAboveCoins: 100_000,
});

describe('withdrawal settings as typed', () => {
  it('takes whole numbers within the schema’s bounds, a threshold of 0 included', () => {
    expect(settingsProblems(values)).toEqual({});
    expect(settingsProblems({ ...values, secondApprovalAboveCoins: '0' })).toEqual({});
    expect(settingsBodyOf({ ...values, dayLimitCoins: ' 60000 ' })).toEqual({
      dayLimitCoins: 60_000,
      monthLimitCoins: 500_000,
      secondApprovalAboveCoins: 100_000,
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      settingsProblems({
        dayLimitCoins: '',
        monthLimitCoins: '12.5',
        secondApprovalAboveCoins: '1000000001',
      }),
    ).toEqual({ dayLimitCoins: 'required', monthLimitCoins: 'whole', secondApprovalAboveCoins: 'range' });
    expect(settingsProblems({ ...values, dayLimitCoins: '0' })).toEqual({ dayLimitCoins: 'range' });
    expect(settingsProblems({ ...values, secondApprovalAboveCoins: '-1' })).toEqual({
      secondApprovalAboveCoins: 'whole',
    });
  });

  it('refuses a month’s limit below the day’s, and only once both are numbers', () => {
    expect(settingsProblems({ ...values, dayLimitCoins: '10000', monthLimitCoins: '5000' })).toEqual({
      monthLimitCoins: 'belowDay',
    });
    expect(settingsProblems({ ...values, dayLimitCoins: '10000', monthLimitCoins: '10000' })).toEqual({});
    expect(settingsProblems({ ...values, dayLimitCoins: 'x', monthLimitCoins: '5000' })).toEqual({
      dayLimitCoins: 'whole',
    });
  });
});
