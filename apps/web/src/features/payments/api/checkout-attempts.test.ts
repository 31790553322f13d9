import { describe, expect, it } from 'vitest';
import { createCheckoutAttempts, isRetryable } from './checkout-attempts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createCheckoutAttempts', () => {
  it('gives a retry of the same pack the same key until the attempt is settled', () => {
    const attempts = createCheckoutAttempts(counter());
    expect(attempts.keyFor('pack-a')).toBe('key-1');
    expect(attempts.keyFor('pack-a')).toBe('key-1');
    expect(attempts.pendingKey('pack-a')).toBe('key-1');
    attempts.settle();
    expect(attempts.pendingKey('pack-a')).toBeNull();
    expect(attempts.keyFor('pack-a')).toBe('key-2');
  });

  it('starts a new attempt for another pack', () => {
    const attempts = createCheckoutAttempts(counter());
    expect(attempts.keyFor('pack-a')).toBe('key-1');
    expect(attempts.keyFor('pack-b')).toBe('key-2');
    expect(attempts.pendingKey('pack-a')).toBeNull();
  });

  it('makes UUID keys by default, which the contract accepts', () => {
    const key = createCheckoutAttempts().keyFor('pack-a');
    expect(key).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
  });
});

describe('isRetryable', () => {
  it('repeats only when no definite answer came', () => {
    expect([0, 408, 429, 500, 502, 503].every(isRetryable)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryable)).toBe(false);
  });
});
