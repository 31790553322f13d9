import { describe, expect, it } from 'vitest';
import { type AdjustmentDraft, balanceAfterAdjustment, checkAdjustment } from './adjustment-form';

const camille = {
  id: '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b',
  username: 'camille_d',
  displayName: 'Camille Durand',
  avatarUrl: null,
  balance: 1200,
};
const filled: AdjustmentDraft = {
  member: camille,
  direction: 'credit',
  coins: '250',
  reason: 'Goodwill for the outage of 12 March',
};

describe('adjustment form', () => {
  it('builds the body of a credit and of a debit (negative coins)', () => {
    expect(checkAdjustment(filled, 'en')).toEqual({
      problems: {},
      body: { userId: camille.id, coins: 250, reason: 'Goodwill for the outage of 12 March' },
    });
    expect(checkAdjustment({ ...filled, direction: 'debit' }, 'en').body?.coins).toBe(-250);
  });

  it('trims the reason and reads grouped amounts', () => {
    const check = checkAdjustment({ ...filled, coins: '1,000', reason: '   Bonus   ' }, 'en');
    expect(check.body).toEqual({ userId: camille.id, coins: 1000, reason: 'Bonus' });
    expect(checkAdjustment({ ...filled, coins: '1 000' }, 'fr').body?.coins).toBe(1000);
  });

  it('says what is missing, field by field', () => {
    const check = checkAdjustment({ member: null, direction: 'credit', coins: '', reason: '  ' }, 'en');
    expect(check.body).toBeNull();
    expect(check.problems).toEqual({
      member: 'memberRequired',
      coins: 'coinsRequired',
      reason: 'reasonRequired',
    });
  });

  it('wants a whole, non-zero number of coins within the contract’s bound', () => {
    for (const coins of ['0', '12.5', '-5', 'ten', '1,50'])
      expect(checkAdjustment({ ...filled, coins }, 'en').problems).toEqual({ coins: 'wholeCoins' });
    expect(checkAdjustment({ ...filled, coins: '1000000000' }, 'en').problems).toEqual({});
    expect(checkAdjustment({ ...filled, coins: '1000000001' }, 'en').problems).toEqual({
      coins: 'coinsTooMany',
    });
  });

  it('wants a reason of 3 to 500 characters', () => {
    expect(checkAdjustment({ ...filled, reason: 'ok' }, 'en').problems).toEqual({ reason: 'reasonTooShort' });
    expect(checkAdjustment({ ...filled, reason: 'abc' }, 'en').problems).toEqual({});
    expect(checkAdjustment({ ...filled, reason: 'x'.repeat(500) }, 'en').problems).toEqual({});
    expect(checkAdjustment({ ...filled, reason: 'x'.repeat(501) }, 'en').problems).toEqual({
      reason: 'reasonTooLong',
    });
  });

  it('refuses a debit above the member’s known balance, and leaves unknown balances to the server', () => {
    const debit = { ...filled, direction: 'debit' as const };
    expect(checkAdjustment({ ...debit, coins: '1200' }, 'en').problems).toEqual({});
    expect(checkAdjustment({ ...debit, coins: '1201' }, 'en').problems).toEqual({ coins: 'overBalance' });
    const unknown = { ...debit, coins: '5000', member: { ...camille, balance: undefined } };
    expect(checkAdjustment(unknown, 'en').body?.coins).toBe(-5000);
    // A credit is never limited by the balance.
    expect(checkAdjustment({ ...filled, coins: '5000' }, 'en').problems).toEqual({});
  });

  it('shows the balance the member will have', () => {
    expect(balanceAfterAdjustment(filled, 'en')).toBe(1450);
    expect(balanceAfterAdjustment({ ...filled, direction: 'debit' }, 'en')).toBe(950);
    expect(balanceAfterAdjustment({ ...filled, direction: 'debit', coins: '5000' }, 'en')).toBeNull();
    expect(balanceAfterAdjustment({ ...filled, coins: 'x' }, 'en')).toBeNull();
    expect(
      balanceAfterAdjustment({ ...filled, member: { ...camille, balance: undefined } }, 'en'),
    ).toBeNull();
  });
});
