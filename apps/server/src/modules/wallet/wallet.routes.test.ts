import { describe, expect, it } from 'vitest';
import { createAccount, signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

type Headers = Record<string, string>;

function get(url: string, headers: Headers = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

const platformOf = {
  purchase: 'issuance',
  referral_bonus: 'promotions',
  admin_adjustment: 'adjustments',
} as const;

/** Posts a movement at the clock's current time (an adjustment unless told otherwise). */
async function move(
  userId: string,
  coins: number,
  description = coins > 0 ? 'Credit' : 'Debit',
  type: keyof typeof platformOf = 'admin_adjustment',
) {
  const { transaction } = await ctx.built.services.wallet.post({
    idempotencyKey: crypto.randomUUID(),
    type,
    description,
    entries: [
      { account: { userId }, coins },
      { account: { platform: platformOf[type] }, coins: -coins },
    ],
  });
  return transaction;
}

async function at(
  iso: string,
  userId: string,
  coins: number,
  description?: string,
  type?: keyof typeof platformOf,
) {
  ctx.clock.set(new Date(iso));
  return move(userId, coins, description, type);
}

const none = { bought: 0, earned: 0, spent: 0, corrected: 0 };

describe('GET /api/wallet', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/wallet')).statusCode).toBe(401);
  });

  it('answers zeros and 30 empty days for a member who never had coins', async () => {
    const member = await signedInAccount(ctx);
    ctx.clock.set(new Date('2026-04-15T12:00:00Z'));
    const res = await get('/api/wallet', member.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ balance: 0, timeZone: 'UTC', thisWeek: none, thisMonth: none });
    expect(body.last30Days).toHaveLength(30);
    expect(body.last30Days[0]).toEqual({ date: '2026-03-17', ...none, balance: 0 });
    expect(body.last30Days[29]).toEqual({ date: '2026-04-15', ...none, balance: 0 });
  });

  it('sorts movements into bought, earned, spent and corrected, by week, month and day, in the time zone asked', async () => {
    const member = await signedInAccount(ctx);
    const other = await createAccount(ctx);
    await at('2026-03-01T10:00:00Z', member.id, 5, 'Pack', 'purchase'); // before the 30 days
    await at('2026-03-20T10:00:00Z', member.id, 100, 'Pack', 'purchase');
    await at('2026-04-02T09:00:00Z', member.id, 50, 'Bonus', 'referral_bonus');
    await at('2026-04-02T10:00:00Z', member.id, -30, 'Duplicate credit');
    // Sunday 23:30 UTC is Monday 01:30 in Paris: this week there, last week in UTC.
    await at('2026-04-12T23:30:00Z', member.id, 7, 'Bonus', 'referral_bonus');
    const bought = await at('2026-04-14T10:00:00Z', member.id, 20, 'Pack', 'purchase');
    ctx.clock.set(new Date('2026-04-15T08:00:00Z'));
    // A reversal is a correction, never "spent"; a purchase is "bought", never "earned".
    await ctx.built.services.wallet.reverse(bought.id, { idempotencyKey: 'r1', description: 'Reversal' });
    await at('2026-04-15T08:00:00Z', other.id, 999); // someone else's coins count nowhere here
    ctx.clock.set(new Date('2026-04-15T12:00:00Z')); // a Wednesday

    const utc = (await get('/api/wallet', member.headers)).json();
    expect(utc.balance).toBe(132);
    expect(utc.thisWeek).toEqual({ bought: 20, earned: 0, spent: 0, corrected: -20 });
    expect(utc.thisMonth).toEqual({ bought: 20, earned: 57, spent: 0, corrected: -50 });
    const days = new Map(utc.last30Days.map((d: { date: string }) => [d.date, d]));
    expect(utc.last30Days[0]).toEqual({ date: '2026-03-17', ...none, balance: 5 });
    expect(days.get('2026-03-20')).toEqual({ date: '2026-03-20', ...none, bought: 100, balance: 105 });
    expect(days.get('2026-03-21')).toEqual({ date: '2026-03-21', ...none, balance: 105 });
    expect(days.get('2026-04-02')).toEqual({
      date: '2026-04-02',
      ...none,
      earned: 50,
      corrected: -30,
      balance: 125,
    });
    expect(days.get('2026-04-12')).toEqual({ date: '2026-04-12', ...none, earned: 7, balance: 132 });
    expect(utc.last30Days[29]).toEqual({ date: '2026-04-15', ...none, corrected: -20, balance: 132 });

    const paris = (await get('/api/wallet?tz=Europe/Paris', member.headers)).json();
    expect(paris.timeZone).toBe('Europe/Paris');
    expect(paris.thisWeek).toEqual({ bought: 20, earned: 7, spent: 0, corrected: -20 });
    const parisDays = new Map(paris.last30Days.map((d: { date: string }) => [d.date, d]));
    expect(parisDays.get('2026-04-13')).toEqual({ date: '2026-04-13', ...none, earned: 7, balance: 132 });
  });

  it('answers 422 for an unknown time zone', async () => {
    const member = await signedInAccount(ctx);
    const res = await get('/api/wallet?tz=Mars/Olympus', member.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('tz');
  });
});

describe('GET /api/wallet/statement', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/wallet/statement')).statusCode).toBe(401);
  });

  it.each([
    ['an unknown type', '?type=gift'],
    ['a date that is not a date', '?from=yesterday'],
    ['from after to', '?from=2026-04-02T00:00:00Z&to=2026-04-01T00:00:00Z'],
    ['a limit of 0', '?limit=0'],
    ['a cursor that is not one', '?cursor=abc'],
  ])('answers 422 for %s', async (_name, query) => {
    const member = await signedInAccount(ctx);
    const res = await get(`/api/wallet/statement${query}`, member.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it("lists the member's own lines, newest first, with signed coins and the running balance, page by page", async () => {
    const member = await signedInAccount(ctx);
    const other = await signedInAccount(ctx);
    const t1 = await at('2026-04-01T10:00:00Z', member.id, 100, 'Welcome');
    const t2 = await at('2026-04-02T10:00:00Z', member.id, -40, 'Spent');
    await at('2026-04-02T11:00:00Z', other.id, 500, 'Not yours');
    const t3 = await at('2026-04-03T10:00:00Z', member.id, 15, 'Bonus');
    const { transaction: reversal } = await ctx.built.services.wallet.reverse(t3.id, {
      idempotencyKey: 'rev',
      description: 'Taken back',
    });

    const first = await get('/api/wallet/statement?limit=2', member.headers);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toEqual([
      {
        transactionId: reversal.id,
        number: reversal.number,
        type: 'reversal',
        description: 'Taken back',
        descriptionText: null,
        coins: -15,
        balanceAfter: 60,
        createdAt: reversal.createdAt,
        reversesId: t3.id,
        reversedById: null,
      },
      expect.objectContaining({
        transactionId: t3.id,
        coins: 15,
        balanceAfter: 75,
        reversedById: reversal.id,
      }),
    ]);
    const page2 = (
      await get(`/api/wallet/statement?limit=2&cursor=${page1.nextCursor}`, member.headers)
    ).json();
    expect(page2.items.map((i: { transactionId: string }) => i.transactionId)).toEqual([t2.id, t1.id]);
    expect(page2.items.map((i: { balanceAfter: number }) => i.balanceAfter)).toEqual([60, 100]);
    expect(page2.nextCursor).toBeNull();

    // The other member sees only their own line.
    const theirs = (await get('/api/wallet/statement', other.headers)).json();
    expect(theirs.items.map((i: { description: string }) => i.description)).toEqual(['Not yours']);
  });

  it('filters by type and by dates (from inclusive, to exclusive)', async () => {
    const member = await signedInAccount(ctx);
    await at('2026-04-01T10:00:00Z', member.id, 100);
    const t2 = await at('2026-04-02T10:00:00Z', member.id, -40);
    ctx.clock.set(new Date('2026-04-02T11:00:00Z'));
    await ctx.built.services.wallet.reverse(t2.id, { idempotencyKey: 'r', description: 'Back' });
    const byType = (await get('/api/wallet/statement?type=reversal', member.headers)).json();
    expect(byType.items.map((i: { type: string }) => i.type)).toEqual(['reversal']);
    const byDate = (
      await get(
        '/api/wallet/statement?from=2026-04-02T10:00:00.000Z&to=2026-04-02T13:00:00%2B02:00',
        member.headers,
      )
    ).json();
    expect(byDate.items.map((i: { transactionId: string }) => i.transactionId)).toEqual([t2.id]);
  });
});

describe('GET /api/wallet/statement.csv', () => {
  it('answers 401 without a token and 422 for bad filters', async () => {
    expect((await get('/api/wallet/statement.csv')).statusCode).toBe(401);
    const member = await signedInAccount(ctx);
    expect((await get('/api/wallet/statement.csv?type=gift', member.headers)).statusCode).toBe(422);
  });

  it('exports the filtered statement with a header row, safe from formulas', async () => {
    const member = await signedInAccount(ctx);
    const t1 = await at('2026-04-01T10:00:00Z', member.id, 100, '=HYPERLINK("http://evil.example","win")');
    await at('2026-04-02T10:00:00Z', member.id, -40, 'Coffee, with "milk"');
    const res = await get('/api/wallet/statement.csv', member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="betogether-statement-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('date,number,type,description,coins,balance,transaction_id');
    expect(lines[1]).toMatch(
      /^2026-04-02T10:00:00.000Z,2,admin_adjustment,"Coffee, with ""milk""",-40,60,[0-9a-f-]{36}$/,
    );
    expect(lines[2]).toBe(
      `2026-04-01T10:00:00.000Z,1,admin_adjustment,"'=HYPERLINK(""http://evil.example"",""win"")",100,100,${t1.id}`,
    );
    expect(lines[3]).toBe('');
    const filtered = await get('/api/wallet/statement.csv?from=2026-04-02T00:00:00Z', member.headers);
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('GET /api/wallet/referrals', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/wallet/referrals')).statusCode).toBe(401);
  });

  it("answers the member's link and the configured bonuses", async () => {
    const member = await signedInAccount(ctx);
    const res = await get('/api/wallet/referrals', member.headers);
    expect(res.statusCode).toBe(200);
    const { code, ...rest } = res.json();
    expect(code).toMatch(/^[a-z0-9]{8}$/);
    expect(rest).toEqual({
      link: `http://localhost:3000/auth/${code}`,
      joinedCount: 0,
      pendingCount: 0,
      bonusCoinsEarned: 0,
      referrerBonusCoins: 100,
      newMemberBonusCoins: 50,
      pendingBonusCount: 0,
      pendingBonusCoins: 0,
      vestingDays: 7,
      welcomeBonus: null,
    });
  });
});

describe('GET /api/wallet/referral-offer', () => {
  it('answers anyone what an invitation brings: the bonuses, the waiting days and a friendship', async () => {
    const res = await get('/api/wallet/referral-offer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      newMemberBonusCoins: 50,
      referrerBonusCoins: 100,
      vestingDays: 7,
      becomeFriends: true,
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the wallet, admin transaction and audit routes', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/wallet',
        '/api/wallet/statement',
        '/api/wallet/statement.csv',
        '/api/wallet/referrals',
        '/api/admin/transactions',
        '/api/admin/transactions.csv',
        '/api/admin/transactions/{id}',
        '/api/admin/transactions/{id}/reverse',
        '/api/admin/wallet/adjustments',
        '/api/admin/audit-log',
      ]),
    );
  });
});

describe('GET /api/wallet/balance', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/wallet/balance')).statusCode).toBe(401);
  });

  it('answers the member’s own balance only: 0 before any coin, then what the ledger holds', async () => {
    const member = await signedInAccount(ctx);
    const other = await signedInAccount(ctx);
    expect((await get('/api/wallet/balance', member.headers)).json()).toEqual({ balance: 0 });
    await move(member.id, 120);
    await move(member.id, -20);
    await move(other.id, 7);
    const res = await get('/api/wallet/balance', member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: 100 });
    expect((await get('/api/wallet/balance', other.headers)).json()).toEqual({ balance: 7 });
  });
});
