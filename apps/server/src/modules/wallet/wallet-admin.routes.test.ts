import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';

const ctx = useTestApp();

type Headers = Record<string, string>;

function get(url: string, headers: Headers = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function adjustAt(iso: string, headers: Headers, userId: string, coins: number, reason: string) {
  ctx.clock.set(new Date(iso));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/wallet/adjustments',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: { userId, coins, reason },
  });
  expect(res.statusCode).toBe(201);
  return res.json().transaction as { id: string; number: number };
}

/** An admin, two members, and four transactions over four days. */
async function history() {
  const admin = await signedInAccount(ctx, 'admin');
  const ana = await signedInAccount(ctx);
  const ben = await signedInAccount(ctx);
  const t1 = await adjustAt('2026-04-01T10:00:00Z', admin.headers, ana.id, 100, 'Welcome gift');
  const t2 = await adjustAt('2026-04-02T10:00:00Z', admin.headers, ben.id, 500, 'Contest prize');
  const t3 = await adjustAt('2026-04-03T10:00:00Z', admin.headers, ana.id, -30, 'Correction');
  ctx.clock.set(new Date('2026-04-04T10:00:00Z'));
  const t4 = (
    await ctx.built.services.wallet.reverse(t2.id, { idempotencyKey: 'r', description: 'Prize cancelled' })
  ).transaction;
  return { admin, ana, ben, t1, t2, t3, t4 };
}

const numbers = (body: { items: Array<{ number: number }> }) => body.items.map((item) => item.number);

describe('GET /api/admin/transactions', () => {
  it('answers 401 without a token and 403 to a member', async () => {
    const member = await signedInAccount(ctx);
    expect((await get('/api/admin/transactions')).statusCode).toBe(401);
    expect((await get('/api/admin/transactions', member.headers)).statusCode).toBe(403);
  });

  it.each([
    ['minCoins above maxCoins', '?minCoins=10&maxCoins=5'],
    ['a type that does not exist', '?type=gift'],
    ['a negative amount', '?minCoins=-3'],
    ['a broken cursor', '?cursor=%5B%22x%22%5D'],
  ])('answers 422 for %s', async (_name, query) => {
    const admin = await signedInAccount(ctx, 'admin');
    expect((await get(`/api/admin/transactions${query}`, admin.headers)).statusCode).toBe(422);
  });

  it('lists every transaction newest first, with members, actor and reversal links, page by page', async () => {
    const { admin, ana, ben, t1, t2, t3, t4 } = await history();
    const page1 = (await get('/api/admin/transactions?limit=3', admin.headers)).json();
    expect(numbers(page1)).toEqual([t4.number, t3.number, t2.number]);
    expect(page1.items[2]).toEqual({
      id: t2.id,
      number: t2.number,
      type: 'admin_adjustment',
      description: 'Contest prize',
      amount: 500,
      createdAt: '2026-04-02T10:00:00.000Z',
      actor: { id: admin.id, username: admin.username, displayName: 'Test Person', avatarUrl: null },
      members: [
        { id: ben.id, username: ben.username, displayName: 'Test Person', avatarUrl: null, coins: 500 },
      ],
      reversesId: null,
      reversedById: t4.id,
    });
    expect(page1.items[0]).toMatchObject({ type: 'reversal', actor: null, reversesId: t2.id, amount: 500 });
    const page2 = (
      await get(`/api/admin/transactions?limit=3&cursor=${page1.nextCursor}`, admin.headers)
    ).json();
    expect(numbers(page2)).toEqual([t1.number]);
    expect(page2.nextCursor).toBeNull();
    expect(page2.items[0].members[0].id).toBe(ana.id);
  });

  it('filters by member (id, username or email), type, dates and amount', async () => {
    const { admin, ana, t1, t3, t4 } = await history();
    const q = async (query: string) =>
      numbers((await get(`/api/admin/transactions?${query}`, admin.headers)).json());
    expect(await q(`member=${ana.id}`)).toEqual([t3.number, t1.number]);
    expect(await q(`member=${ana.username.toUpperCase()}`)).toEqual([t3.number, t1.number]);
    expect(await q(`member=${encodeURIComponent(ana.email)}`)).toEqual([t3.number, t1.number]);
    expect(await q('member=nobody-at-all')).toEqual([]);
    expect(await q('type=reversal')).toEqual([t4.number]);
    expect(await q('from=2026-04-02T12:00:00Z&to=2026-04-04T10:00:00Z')).toEqual([t3.number]);
    expect(await q('minCoins=50&maxCoins=100')).toEqual([t1.number]);
    expect(await q(`member=${ana.id}&maxCoins=30`)).toEqual([t3.number]);
  });

  it('filters by a part of a name or username, whatever its case and accents', async () => {
    const { admin, ana, ben, t1, t2, t3, t4 } = await history();
    const db = ctx.built.database.db;
    await db.update(users).set({ firstName: 'Zoé', lastName: 'Lefèvre' }).where(eq(users.id, ana.id));
    await db.update(users).set({ firstName: 'Benoît', lastName: 'Martin' }).where(eq(users.id, ben.id));
    const q = async (query: string) =>
      numbers((await get(`/api/admin/transactions?${query}`, admin.headers)).json());
    expect(await q('member=zoe')).toEqual([t3.number, t1.number]);
    expect(await q('member=LEFEV')).toEqual([t3.number, t1.number]);
    expect(await q('member=Benoît%20Mar')).toEqual([t4.number, t2.number]);
    // A part of the username, with or without its "@".
    const part = ana.username.slice(2, 8);
    expect(await q(`member=${part}`)).toEqual([t3.number, t1.number]);
    expect(await q(`member=%40${ana.username.toUpperCase()}`)).toEqual([t3.number, t1.number]);
    // Wildcards typed by the admin match themselves, not everyone.
    expect(await q('member=%25')).toEqual([]);
    expect(await q('member=_')).toEqual([]);
    // The CSV follows the same filter.
    const csv = await get('/api/admin/transactions.csv?member=zo%C3%A9', admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n').filter((line) => line.trim()).length).toBe(3);
  });
});

describe('GET /api/admin/transactions/:id', () => {
  it('answers 401, 403, 422 for a bad id and 404 for an unknown one', async () => {
    const { admin, ana, t1 } = await history();
    expect((await get(`/api/admin/transactions/${t1.id}`)).statusCode).toBe(401);
    expect((await get(`/api/admin/transactions/${t1.id}`, ana.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/transactions/123', admin.headers)).statusCode).toBe(422);
    const unknown = await get(`/api/admin/transactions/${crypto.randomUUID()}`, admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TRANSACTION_NOT_FOUND');
  });

  it('answers the entries with account labels and the reversal links both ways', async () => {
    const { admin, ben, t2, t4 } = await history();
    const detail = (await get(`/api/admin/transactions/${t2.id}`, admin.headers)).json();
    expect(detail).toMatchObject({
      id: t2.id,
      metadata: { reason: 'Contest prize' },
      idempotencyKey: expect.stringMatching(/^admin-adjustment:/),
      reverses: null,
      reversedBy: { id: t4.id, number: t4.number, type: 'reversal' },
    });
    expect(detail.entries).toEqual([
      {
        account: {
          kind: 'member',
          member: { id: ben.id, username: ben.username, displayName: 'Test Person', avatarUrl: null },
        },
        coins: 500,
        balanceAfter: 500,
      },
      {
        account: { kind: 'platform', code: 'adjustments', label: 'Manual adjustments' },
        coins: -500,
        balanceAfter: null,
      },
    ]);
    const reversal = (await get(`/api/admin/transactions/${t4.id}`, admin.headers)).json();
    expect(reversal.reverses).toEqual({ id: t2.id, number: t2.number, type: 'admin_adjustment' });
    expect(reversal.reversedBy).toBeNull();
    expect(reversal.entries.map((e: { coins: number }) => e.coins)).toEqual([-500, 500]);
  });
});

describe('GET /api/admin/transactions.csv', () => {
  it('answers 401 without a token, 403 to a member and 422 for bad filters', async () => {
    const member = await signedInAccount(ctx);
    const admin = await signedInAccount(ctx, 'admin');
    expect((await get('/api/admin/transactions.csv')).statusCode).toBe(401);
    expect((await get('/api/admin/transactions.csv', member.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/transactions.csv?maxCoins=0', admin.headers)).statusCode).toBe(422);
  });

  it('exports the filtered transactions with a header row', async () => {
    const { admin, ana, t1, t3 } = await history();
    const res = await get(`/api/admin/transactions.csv?member=${ana.username}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="betogether-transactions-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'date,number,type,description,amount,members,actor,reverses,reversed_by,transaction_id',
      `2026-04-03T10:00:00.000Z,${t3.number},admin_adjustment,Correction,30,${ana.username} -30,${admin.username},,,${t3.id}`,
      `2026-04-01T10:00:00.000Z,${t1.number},admin_adjustment,Welcome gift,100,${ana.username} +100,${admin.username},,,${t1.id}`,
    ]);
  });
});

describe('GET /api/admin/wallet/members', () => {
  const search = (q: string, headers: Headers) =>
    get(`/api/admin/wallet/members?q=${encodeURIComponent(q)}`, headers);

  it('answers 401 without a token, 403 to a member, 422 for an empty or oversized query', async () => {
    const member = await signedInAccount(ctx);
    const admin = await signedInAccount(ctx, 'admin');
    expect((await get('/api/admin/wallet/members?q=ana')).statusCode).toBe(401);
    expect((await search('ana', member.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/wallet/members?q=', admin.headers)).statusCode).toBe(422);
    expect((await get('/api/admin/wallet/members?q=a&limit=50', admin.headers)).statusCode).toBe(422);
  });

  it('finds a member by id, by email in any case, or by part of the username, with the balance', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const ana = await signedInAccount(ctx);
    const ben = await signedInAccount(ctx);
    await adjustAt('2026-05-01T10:00:00Z', admin.headers, ana.id, 120, 'Welcome gift');
    const found = (q: string) =>
      search(q, admin.headers).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json().items;
      });

    expect(await found(ana.id)).toEqual([
      expect.objectContaining({ id: ana.id, username: ana.username, email: ana.email, balance: 120 }),
    ]);
    expect((await found(ana.email.toUpperCase()))[0]).toMatchObject({ id: ana.id, balance: 120 });
    const byPart = await found(ben.username.slice(2).toUpperCase());
    expect(byPart.map((item: { id: string }) => item.id)).toEqual([ben.id]);
    expect(byPart[0].balance).toBe(0);
    // Like's wildcards are plain characters here.
    expect(await found('%')).toEqual([]);
    expect(await found('nobody-by-this-name')).toEqual([]);
  });
});
