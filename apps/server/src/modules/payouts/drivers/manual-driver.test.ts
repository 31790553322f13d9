import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { createManualDriver } from './manual-driver';
import type { PayoutOrder } from './payout-driver';

const order: PayoutOrder = {
  id: '8f0c7a36-8f4e-4b8e-9c43-1f5f6b0c2d11',
  providerId: '0d6f2f0e-3b7a-4f55-8a7e-2f1b9b7c5e20',
  currency: 'XOF',
  moneyMinor: 25_000,
  destination: { phone: '+2250712345678' },
};

describe('the manual payout driver', () => {
  const driver = createManualDriver();

  it('sends nothing anywhere: the payout waits for finance, however often it is submitted', async () => {
    expect(driver.name).toBe('manual');
    expect(await driver.submit(order)).toEqual({ state: 'awaiting_manual' });
    expect(await driver.submit(order)).toEqual({ state: 'awaiting_manual' });
    expect(await driver.refresh(order, 'anything')).toEqual({ state: 'awaiting_manual' });
  });

  it('records the reference finance enters, spaces tidied', () => {
    expect(driver.confirmManual(order, '  OM-2026  0615/7781 ')).toEqual({
      state: 'paid',
      providerRef: 'OM-2026 0615/7781',
    });
  });

  it.each([
    ['too short', 'AB', 'reference_length'],
    ['blank', '     ', 'reference_length'],
    ['too long', 'X'.repeat(101), 'reference_length'],
    ['a control character', 'REF\u0007123', 'reference_characters'],
    ['markup', '<b>REF</b>', 'reference_characters'],
  ])('refuses a reference %s, naming the field', (_label, reference, code) => {
    try {
      driver.confirmManual(order, reference);
      expect.unreachable('the reference was taken');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
      expect((error as AppError).options.errors).toEqual([
        expect.objectContaining({ field: 'reference', code }),
      ]);
    }
  });
});
