import { describe, expect, it } from 'vitest';
import { provider } from '../testing/payout-builders';
import { changesOf, checkProvider, dialogFieldOf, draftOf, parsePercent, parseWhole } from './provider-form';

const filled = () => ({
  ...draftOf(null),
  name: ' Wave ',
  currencies: ['XOF'],
  feeFixed: '10',
  feePercent: '1.5',
  minCoins: '500',
  maxCoins: '100 000',
});

describe('the provider form', () => {
  it('reads whole numbers and percents as people type them', () => {
    expect(parseWhole('200 000')).toBe(200_000);
    expect(parseWhole('200,000')).toBe(200_000);
    expect(parseWhole('12.5')).toBeNull();
    expect(parseWhole('-3')).toBeNull();
    expect(parsePercent('1.5')).toBe(150);
    expect(parsePercent('1,25')).toBe(125);
    expect(parsePercent('2 %')).toBe(200);
    expect(parsePercent('0.125')).toBeNull();
    expect(parsePercent('abc')).toBeNull();
  });

  it('turns a filled form into the body the API takes', () => {
    expect(checkProvider(filled())).toEqual({
      problems: {},
      values: {
        kind: 'mobile_money',
        name: 'Wave',
        currencies: ['XOF'],
        feeFixedCoins: 10,
        feePercentBps: 150,
        minCoins: 500,
        maxCoins: 100_000,
        requiredFields: ['phone', 'accountName'],
        active: true,
      },
    });
  });

  it('names a problem per field, as the API would refuse it', () => {
    expect(
      checkProvider({
        ...filled(),
        name: 'x'.repeat(61),
        currencies: [],
        feeFixed: '-1',
        feePercent: '51',
        minCoins: '0',
        requiredFields: [],
      }).problems,
    ).toEqual({
      name: 'nameTooLong',
      currencies: 'noCurrency',
      feeFixed: 'wholeNumber',
      feePercent: 'percentRange',
      minCoins: 'coinsRange',
      requiredFields: 'noField',
    });
    expect(checkProvider({ ...filled(), currencies: ['XOF', 'ZZZ'] }).problems).toEqual({
      currencies: 'unknownCurrency',
    });
    expect(checkProvider({ ...filled(), maxCoins: '499' }).problems).toEqual({ maxCoins: 'maxBelowMin' });
    expect(checkProvider({ ...filled(), feeFixed: '495' }).problems).toEqual({ minCoins: 'feeTakesMinimum' });
    expect(checkProvider({ ...filled(), feePercent: '' }).problems).toEqual({ feePercent: 'required' });
  });

  it('sends only what an edit changed', () => {
    const stored = provider(1);
    const check = checkProvider({ ...draftOf(stored), feeFixed: '30', requiredFields: ['phone'] });
    expect(check.values && changesOf(stored, check.values)).toEqual({
      feeFixedCoins: 30,
      requiredFields: ['phone'],
    });
    const same = checkProvider(draftOf(stored));
    expect(same.values && changesOf(stored, same.values)).toEqual({});
  });

  it('puts the server’s field errors at the dialog’s fields', () => {
    expect(dialogFieldOf('currencies.1')).toBe('currencies');
    expect(dialogFieldOf('feePercentBps')).toBe('feePercent');
    expect(dialogFieldOf('feeFixedCoins')).toBe('feeFixed');
    expect(dialogFieldOf('requiredFields.0')).toBe('requiredFields');
    expect(dialogFieldOf('colour')).toBeNull();
  });
});
