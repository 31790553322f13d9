import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createIdempotencyKeys, isRetryable, isRetryableError } from './idempotency-keys';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

// The checkout's use: one attempt per pack, settled by a success or a definite refusal.
describe('createIdempotencyKeys, for a checkout attempt', () => {
  it('gives a retry of the same pack the same key until the attempt is settled', () => {
    const attempts = createIdempotencyKeys(counter());
    expect(attempts.keyFor('pack-a')).toBe('key-1');
    expect(attempts.keyFor('pack-a')).toBe('key-1');
    expect(attempts.pendingKey('pack-a')).toBe('key-1');
    attempts.settle();
    expect(attempts.pendingKey('pack-a')).toBeNull();
    expect(attempts.keyFor('pack-a')).toBe('key-2');
  });

  it('starts a new attempt for another pack', () => {
    const attempts = createIdempotencyKeys(counter());
    expect(attempts.keyFor('pack-a')).toBe('key-1');
    expect(attempts.keyFor('pack-b')).toBe('key-2');
    expect(attempts.pendingKey('pack-a')).toBeNull();
  });

  it('makes UUID keys by default, which the contract accepts', () => {
    const key = createIdempotencyKeys().keyFor('pack-a');
    expect(key).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
  });
});

// The admin dialogs' use: one key per submitted body, settled by a success.
describe('createIdempotencyKeys, for a submission', () => {
  const body = { userId: '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b', coins: 250, reason: 'Bonus' };

  it('reuses the key when the same request is retried', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
  });

  it('takes a new key when the request changes, and after a success', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body, coins: 300 })).toBe('key-2');
    keys.settle();
    expect(keys.keyFor({ ...body, coins: 300 })).toBe('key-3');
  });

  it('gives keys the server accepts (UUIDs) by default', () => {
    const key = createIdempotencyKeys().keyFor({});
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('isRetryable', () => {
  it('repeats only when no definite answer came', () => {
    expect([0, 408, 429, 500, 502, 503].every(isRetryable)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryable)).toBe(false);
  });

  it('reads a thrown error: only a call without a definite answer is repeated', () => {
    expect(isRetryableError(new ApiError(0, null))).toBe(true);
    expect(isRetryableError(new ApiError(503, null))).toBe(true);
    expect(isRetryableError(new ApiError(422, null))).toBe(false);
    expect(isRetryableError(new Error('bug'))).toBe(false);
  });
});
