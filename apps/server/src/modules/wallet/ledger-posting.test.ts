import { describe, expect, it } from 'vitest';
import { canonicalJson, type Posting, postingHash, preparePosting } from './ledger-posting';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

function posting(overrides: Partial<Posting> = {}): Posting {
  return {
    idempotencyKey: 'k',
    type: 'admin_adjustment',
    description: 'Move',
    entries: [
      { account: { userId: B }, coins: 5 },
      { account: { platform: 'promotions' }, coins: -7 },
      { account: { userId: A }, coins: 2 },
    ],
    ...overrides,
  };
}

describe('preparePosting', () => {
  it('answers the lines in the one lock order and the amount moved', () => {
    expect(preparePosting(posting())).toEqual({
      lines: [
        { u: A, p: null, c: 2 },
        { u: B, p: null, c: 5 },
        { u: null, p: 'promotions', c: -7 },
      ],
      amount: 7,
    });
  });

  it.each([
    [
      'entries that do not sum to zero',
      {
        entries: [
          { account: { userId: A }, coins: 5 },
          { account: { userId: B }, coins: -4 },
        ],
      },
    ],
    ['a single entry', { entries: [{ account: { userId: A }, coins: 0 }] }],
    [
      'a zero entry',
      {
        entries: [
          { account: { userId: A }, coins: 0 },
          { account: { userId: B }, coins: 0 },
        ],
      },
    ],
    [
      'fractional coins',
      {
        entries: [
          { account: { userId: A }, coins: 0.5 },
          { account: { userId: B }, coins: -0.5 },
        ],
      },
    ],
    [
      'the same account twice',
      {
        entries: [
          { account: { userId: A }, coins: 1 },
          { account: { userId: A.toUpperCase() }, coins: -1 },
        ],
      },
    ],
    ['an empty key', { idempotencyKey: '' }],
    ['an empty description', { description: '  ' }],
    ['a reversal without its target', { type: 'reversal' as const }],
    ['an adjustment that claims to reverse', { reversesId: A }],
  ])('refuses %s', (_name, overrides) => {
    expect(() => preparePosting(posting(overrides as Partial<Posting>))).toThrow(
      expect.objectContaining({ code: 'INVALID_POSTING' }),
    );
  });

  it('refuses an account that is neither a member nor a known platform account', () => {
    const entries = [
      { account: { platform: 'treasury' as 'issuance' }, coins: 1 },
      { account: { userId: A }, coins: -1 },
    ];
    expect(() => preparePosting(posting({ entries }))).toThrow(
      expect.objectContaining({ code: 'LEDGER_ACCOUNT_UNKNOWN' }),
    );
  });
});

describe('postingHash', () => {
  it('is the same for the same content, whatever the order of entries and metadata keys', () => {
    const one = posting({ metadata: { a: 1, b: { c: 2, d: [1, 2] } } });
    const two = posting({
      metadata: { b: { d: [1, 2], c: 2 }, a: 1 },
      entries: [...(one.entries ?? [])].reverse(),
    });
    expect(postingHash(one, preparePosting(one).lines)).toBe(postingHash(two, preparePosting(two).lines));
  });

  it('differs when anything that is posted differs', () => {
    const base = posting();
    const hash = postingHash(base, preparePosting(base).lines);
    for (const other of [
      posting({ description: 'Other' }),
      posting({ metadata: { x: 1 } }),
      posting({ type: 'referral_bonus' }),
      posting({ actorId: A }),
    ])
      expect(postingHash(other, preparePosting(other).lines)).not.toBe(hash);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined values', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [3, { z: 1, y: 2 }] } })).toBe(
      '{"a":{"c":[3,{"y":2,"z":1}]},"b":1}',
    );
  });
});
