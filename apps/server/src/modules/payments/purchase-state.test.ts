import { type PurchaseStatus, purchaseStatuses } from '@betogether/contracts/payments/payments.constants';
import { describe, expect, it } from 'vitest';
import {
  formatReceiptNumber,
  type ProviderEventType,
  splitReversal,
  type Transition,
  transition,
} from './purchase-state';

const events: ProviderEventType[] = ['paid', 'failed', 'canceled', 'refunded', 'charged_back'];

/** The whole table, written out: a change to one cell must be a deliberate change here. */
const expected: Record<PurchaseStatus, Record<ProviderEventType, Transition>> = {
  pending: {
    paid: { action: 'credit' },
    failed: { action: 'fail', status: 'failed' },
    canceled: { action: 'fail', status: 'canceled' },
    refunded: { action: 'close', status: 'refunded' },
    charged_back: { action: 'close', status: 'charged_back' },
  },
  paid: {
    paid: { action: 'ignore' },
    failed: { action: 'ignore' },
    canceled: { action: 'ignore' },
    refunded: { action: 'reverse', status: 'refunded' },
    charged_back: { action: 'reverse', status: 'charged_back' },
  },
  failed: {
    paid: { action: 'credit' },
    failed: { action: 'ignore' },
    canceled: { action: 'ignore' },
    refunded: { action: 'close', status: 'refunded' },
    charged_back: { action: 'close', status: 'charged_back' },
  },
  canceled: {
    paid: { action: 'credit' },
    failed: { action: 'ignore' },
    canceled: { action: 'ignore' },
    refunded: { action: 'close', status: 'refunded' },
    charged_back: { action: 'close', status: 'charged_back' },
  },
  refunded: {
    paid: { action: 'ignore' },
    failed: { action: 'ignore' },
    canceled: { action: 'ignore' },
    refunded: { action: 'ignore' },
    charged_back: { action: 'ignore' },
  },
  charged_back: {
    paid: { action: 'ignore' },
    failed: { action: 'ignore' },
    canceled: { action: 'ignore' },
    refunded: { action: 'ignore' },
    charged_back: { action: 'ignore' },
  },
};

describe('purchase state machine', () => {
  for (const status of purchaseStatuses) {
    for (const event of events) {
      it(`${status} + ${event} → ${JSON.stringify(expected[status][event])}`, () => {
        expect(transition(status, event)).toEqual(expected[status][event]);
      });
    }
  }

  it('credits at most once along any delivery order of the same events', () => {
    const orders = permutations(['paid', 'paid', 'failed', 'refunded'] as ProviderEventType[]);
    for (const order of orders) {
      let status: PurchaseStatus = 'pending';
      let credits = 0;
      let reversals = 0;
      for (const event of order) {
        const step = transition(status, event);
        if (step.action === 'credit') {
          credits += 1;
          status = 'paid';
        } else if (step.action === 'reverse') {
          reversals += 1;
          status = step.status;
        } else if (step.action !== 'ignore') status = step.status;
      }
      // Refunded in the end, whatever the order; coins in = coins out.
      expect(status).toBe('refunded');
      expect(credits).toBe(reversals);
      expect(credits).toBeLessThanOrEqual(1);
    }
  });
});

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('splitReversal', () => {
  it('takes everything back when the member still has the coins', () => {
    expect(splitReversal(1500, 1100)).toEqual({ takeBack: 1100, shortfall: 0 });
    expect(splitReversal(1100, 1100)).toEqual({ takeBack: 1100, shortfall: 0 });
  });
  it('takes what is left and books the rest as a shortfall', () => {
    expect(splitReversal(300, 1100)).toEqual({ takeBack: 300, shortfall: 800 });
    expect(splitReversal(0, 1100)).toEqual({ takeBack: 0, shortfall: 1100 });
  });
  it('refuses amounts that cannot be', () => {
    expect(() => splitReversal(-1, 10)).toThrow(RangeError);
    expect(() => splitReversal(10, 0)).toThrow(RangeError);
    expect(() => splitReversal(1.5, 10)).toThrow(RangeError);
  });
});

describe('formatReceiptNumber', () => {
  it('pads to six digits and keeps growing past them', () => {
    expect(formatReceiptNumber(2026, 42)).toBe('BT-2026-000042');
    expect(formatReceiptNumber(2027, 1)).toBe('BT-2027-000001');
    expect(formatReceiptNumber(2026, 1_234_567)).toBe('BT-2026-1234567');
  });
});
