import { describe, expect, it } from 'vitest';
import { checkRate, rateInputText } from './rate-form';

describe('the rate form', () => {
  it('takes a French decimal comma and spaces', () => {
    expect(rateInputText(' 0,65 ')).toBe('0.65');
    expect(rateInputText('1 000.5')).toBe('1000.5');
  });

  it('checks the rate for its currency and previews what 1,000 coins pay, rounded down', () => {
    expect(checkRate('0,650', 'XOF', null)).toEqual({ ok: true, rate: '0.65', previewMinor: 650 });
    expect(checkRate('0.0015', 'EUR', null)).toEqual({ ok: true, rate: '0.0015', previewMinor: 150 });
    expect(checkRate('0.000333', 'EUR', null)).toEqual({ ok: true, rate: '0.000333', previewMinor: 33 });
  });

  it('names what is wrong', () => {
    expect(checkRate('', 'XOF', null)).toEqual({ ok: false, problem: 'required' });
    expect(checkRate('0.5', '', null)).toEqual({ ok: false, problem: 'currency' });
    expect(checkRate('1e3', 'XOF', null)).toEqual({ ok: false, problem: 'format' });
    expect(checkRate('0.1234567', 'XOF', null)).toEqual({ ok: false, problem: 'format' });
    expect(checkRate('0', 'XOF', null)).toEqual({ ok: false, problem: 'zero' });
    expect(checkRate('10001', 'EUR', null)).toEqual({ ok: false, problem: 'too_high' });
    expect(checkRate('0.650000', 'XOF', '0.65')).toEqual({ ok: false, problem: 'unchanged' });
  });
});
