import type { AdminCoinPack } from '@betogether/contracts/payments/coin-packs.schemas';
import { describe, expect, it } from 'vitest';
import { coinPack } from '@/testing/builders';
import { type CoinPackDraft, changesOf, checkCoinPack, draftOf } from './coin-pack-form';

const pack: AdminCoinPack = {
  ...coinPack(),
  position: 1,
  active: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const draft: CoinPackDraft = {
  name: 'Big pack',
  coins: '10,000',
  bonusCoins: '2,500',
  price: '39.99',
  currency: 'EUR',
  position: '3',
  active: true,
};

describe('coin pack form', () => {
  it('sends the price in minor units', () => {
    expect(checkCoinPack(draft, 'en')).toEqual({
      problems: {},
      values: {
        name: 'Big pack',
        coins: 10000,
        bonusCoins: 2500,
        priceMinor: 3999,
        currency: 'EUR',
        position: 3,
        active: true,
      },
    });
    expect(
      checkCoinPack({ ...draft, coins: '10 000', bonusCoins: '0', price: '39,99' }, 'fr').values?.priceMinor,
    ).toBe(3999);
  });

  it('takes empty bonus and position as 0', () => {
    expect(checkCoinPack({ ...draft, bonusCoins: '', position: '' }, 'en').values).toMatchObject({
      bonusCoins: 0,
      position: 0,
    });
  });

  it('explains every wrong field', () => {
    expect(checkCoinPack({ ...draft, name: ' ', coins: '', price: '' }, 'en').problems).toEqual({
      name: 'required',
      coins: 'required',
      price: 'required',
    });
    expect(
      checkCoinPack(
        { ...draft, name: 'x'.repeat(61), coins: '0', bonusCoins: '1000001', price: '4.999', position: '-1' },
        'en',
      ).problems,
    ).toEqual({
      name: 'nameTooLong',
      coins: 'coinsRange',
      bonusCoins: 'bonusRange',
      price: 'priceFormat',
      position: 'positionRange',
    });
    expect(checkCoinPack({ ...draft, coins: '12.5' }, 'en').problems).toEqual({ coins: 'wholeNumber' });
  });

  it('keeps prices within Stripe’s smallest charge and the contract’s ceiling', () => {
    expect(checkCoinPack({ ...draft, price: '0.49' }, 'en').problems).toEqual({ price: 'priceTooLow' });
    expect(checkCoinPack({ ...draft, price: '0.50' }, 'en').problems).toEqual({});
    expect(checkCoinPack({ ...draft, price: '1000' }, 'en').problems).toEqual({});
    expect(checkCoinPack({ ...draft, price: '1000.01' }, 'en').problems).toEqual({ price: 'priceTooHigh' });
  });

  it('edits a pack from what it is, and sends only what changed', () => {
    const editing = draftOf(pack, 'fr');
    expect(editing).toEqual({
      name: 'Starter',
      coins: '1000',
      bonusCoins: '100',
      price: '4,99',
      currency: 'EUR',
      position: '1',
      active: true,
    });
    const same = checkCoinPack(editing, 'fr').values;
    expect(same && changesOf(pack, same)).toEqual({});
    const changed = checkCoinPack({ ...editing, price: '5,49', active: false }, 'fr').values;
    expect(changed && changesOf(pack, changed)).toEqual({ priceMinor: 549, active: false });
  });

  it('starts a new pack with sensible defaults', () => {
    expect(draftOf(null, 'en')).toEqual({
      name: '',
      coins: '',
      bonusCoins: '0',
      price: '',
      currency: 'EUR',
      position: '0',
      active: true,
    });
  });
});
