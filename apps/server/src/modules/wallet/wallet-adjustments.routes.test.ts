import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { signedInAccount } from '../../test/sign-in';
import { connect, listen, nextEvent } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

type Headers = Record<string, string>;

function adjust(headers: Headers, payload: unknown, key: string | null = crypto.randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/wallet/adjustments',
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}

function reverse(headers: Headers, id: string, payload: unknown, key: string | null = crypto.randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/transactions/${id}/reverse`,
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}

async function transactionCount(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await ctx.built.database.db.execute(sql`select count(*)::int as n from ledger_transactions`),
  );
  return row?.n ?? 0;
}

describe('POST /api/admin/wallet/adjustments', () => {
  it('answers 401 without a token and 403 to members and partners', async () => {
    const member = await signedInAccount(ctx);
    const partner = await signedInAccount(ctx, 'partner');
    expect((await adjust({}, { userId: member.id, coins: 5, reason: 'Gift' })).statusCode).toBe(401);
    for (const who of [member, partner]) {
      const res = await adjust(who.headers, { userId: member.id, coins: 5, reason: 'Gift' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await transactionCount()).toBe(0);
  });

  it('answers 400 without an Idempotency-Key', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const res = await adjust(admin.headers, { userId: admin.id, coins: 5, reason: 'Gift' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it.each([
    ['0 coins', { coins: 0, reason: 'Nothing' }, 'coins'],
    ['fractional coins', { coins: 1.5, reason: 'Half' }, 'coins'],
    ['a reason under 3 characters', { coins: 5, reason: ' a ' }, 'reason'],
    ['a reason over 500 characters', { coins: 5, reason: 'x'.repeat(501) }, 'reason'],
    ['no reason', { coins: 5 }, 'reason'],
  ])('answers 422 for %s', async (_name, body, field) => {
    const admin = await signedInAccount(ctx, 'admin');
    const member = await signedInAccount(ctx);
    const res = await adjust(admin.headers, { userId: member.id, ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers 422 for a malformed key and 404 for an unknown member', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const bad = await adjust(admin.headers, { userId: admin.id, coins: 5, reason: 'Gift' }, 'has space');
    expect(bad.statusCode).toBe(422);
    const unknown = await adjust(admin.headers, { userId: crypto.randomUUID(), coins: 5, reason: 'Gift' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MEMBER_NOT_FOUND');
    expect(await transactionCount()).toBe(0);
  });

  it('credits and debits a member, audited, and the member sees it live', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const member = await signedInAccount(ctx);
    const socket = await connect(await listen(ctx.app), member.token);
    try {
      const live = nextEvent(socket, 'wallet:balance');
      const credit = await adjust(admin.headers, {
        userId: member.id,
        coins: 120,
        reason: 'Compensation for the outage',
      });
      expect(credit.statusCode).toBe(201);
      const body = credit.json();
      expect(body.balance).toBe(120);
      expect(body.transaction).toMatchObject({
        type: 'admin_adjustment',
        description: 'Compensation for the outage',
        metadata: { reason: 'Compensation for the outage' },
        entries: [
          { account: { userId: member.id }, coins: 120, balanceAfter: 120 },
          { account: { platform: 'adjustments' }, coins: -120, balanceAfter: null },
        ],
      });
      expect(await live).toEqual({ balance: 120, transactionId: body.transaction.id });
    } finally {
      socket.close();
    }

    ctx.clock.advance(1000);
    const debit = await adjust(admin.headers, { userId: member.id, coins: -20, reason: 'Duplicate credit' });
    expect(debit.statusCode).toBe(201);
    expect(debit.json().balance).toBe(100);
    const wallet = await ctx.app.inject({ method: 'GET', url: '/api/wallet', headers: member.headers });
    expect(wallet.json().balance).toBe(100);

    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: admin.headers,
    });
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        action: 'wallet.adjustment',
        actor: expect.objectContaining({ id: admin.id, username: admin.username }),
        subjectType: 'user',
        subjectId: member.id,
        details: expect.objectContaining({
          coins: -20,
          reason: 'Duplicate credit',
          transactionId: debit.json().transaction.id,
        }),
      }),
      expect.objectContaining({
        action: 'wallet.adjustment',
        details: expect.objectContaining({ coins: 120 }),
      }),
    ]);
  });

  it('refuses a debit beyond the balance with 409 and posts nothing', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const member = await signedInAccount(ctx);
    await adjust(admin.headers, { userId: member.id, coins: 10, reason: 'Start' });
    const res = await adjust(admin.headers, { userId: member.id, coins: -11, reason: 'Too much' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await transactionCount()).toBe(1);
  });

  it('answers a repeated request with the first answer, and refuses the key with other content', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const member = await signedInAccount(ctx);
    const payload = { userId: member.id, coins: 30, reason: 'Once only' };
    const first = await adjust(admin.headers, payload, 'key-1');
    const again = await adjust(admin.headers, payload, 'key-1');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const other = await adjust(admin.headers, { ...payload, coins: 31 }, 'key-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Another admin's key of the same name is another request.
    const colleague = await signedInAccount(ctx, 'admin');
    expect(
      (await adjust(colleague.headers, payload, 'key-1')).headers['idempotent-replayed'],
    ).toBeUndefined();
    expect(await transactionCount()).toBe(2);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: admin.headers,
    });
    expect(audit.json().items).toHaveLength(2);
  });
});

describe('POST /api/admin/transactions/:id/reverse', () => {
  async function credited() {
    const admin = await signedInAccount(ctx, 'admin');
    const member = await signedInAccount(ctx);
    const res = await adjust(admin.headers, { userId: member.id, coins: 50, reason: 'Credit' });
    return { admin, member, transaction: res.json().transaction as { id: string; number: number } };
  }

  it('answers 401, 403, 400 without a key, 422 for bad input and 404 for an unknown transaction', async () => {
    const { admin, member, transaction } = await credited();
    expect((await reverse({}, transaction.id, { reason: 'Mistake' })).statusCode).toBe(401);
    expect((await reverse(member.headers, transaction.id, { reason: 'Mistake' })).statusCode).toBe(403);
    expect((await reverse(admin.headers, transaction.id, { reason: 'Mistake' }, null)).statusCode).toBe(400);
    expect((await reverse(admin.headers, transaction.id, { reason: 'x' })).statusCode).toBe(422);
    expect((await reverse(admin.headers, 'not-an-id', { reason: 'Mistake' })).statusCode).toBe(422);
    const unknown = await reverse(admin.headers, crypto.randomUUID(), { reason: 'Mistake' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TRANSACTION_NOT_FOUND');
  });

  it('reverses once, audited; a second reversal and the reversal of a reversal are refused', async () => {
    const { admin, member, transaction } = await credited();
    const res = await reverse(admin.headers, transaction.id, { reason: 'Credited by mistake' }, 'rev-1');
    expect(res.statusCode).toBe(201);
    const reversal = res.json().transaction;
    expect(reversal).toMatchObject({
      type: 'reversal',
      reversesId: transaction.id,
      description: 'Reversal: Credited by mistake',
    });
    const replay = await reverse(admin.headers, transaction.id, { reason: 'Credited by mistake' }, 'rev-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(res.body);

    const twice = await reverse(admin.headers, transaction.id, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('TRANSACTION_ALREADY_REVERSED');
    const ofReversal = await reverse(admin.headers, reversal.id, { reason: 'Undo the undo' });
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().code).toBe('TRANSACTION_NOT_REVERSIBLE');

    const wallet = await ctx.app.inject({ method: 'GET', url: '/api/wallet', headers: member.headers });
    expect(wallet.json().balance).toBe(0);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=wallet.reversal',
      headers: admin.headers,
    });
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        subjectType: 'transaction',
        subjectId: transaction.id,
        details: { reversalId: reversal.id, reversalNumber: reversal.number, reason: 'Credited by mistake' },
      }),
    ]);
  });

  it('tells the member of an adjustment and of its reversal, with the coins and the reason', async () => {
    const { admin, member, transaction } = await credited();
    ctx.clock.advance(1000);
    await reverse(admin.headers, transaction.id, { reason: 'Credited twice' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: member.headers });
    expect(res.statusCode).toBe(200);
    const lines = res.json().user as Array<Record<string, unknown>>;
    expect(lines).toEqual([
      expect.objectContaining({
        type: 'coins_adjusted',
        coins: { amount: -50, reason: 'Credited twice' },
        link: '/betogether/users/dashboard-users',
        read: false,
      }),
      expect.objectContaining({ type: 'coins_adjusted', coins: { amount: 50, reason: 'Credit' } }),
    ]);
    // From the team, not from the admin by name.
    expect(lines[0]?.actor).toMatchObject({ displayName: 'BeTogether' });
    const adminLines = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: admin.headers,
    });
    expect(adminLines.json().user).toEqual([]);
  });

  it('refuses to reverse a purchase credit (the provider refund takes it back) and posts nothing', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const member = await signedInAccount(ctx);
    const { transaction } = await ctx.built.services.wallet.post({
      idempotencyKey: `purchase:${crypto.randomUUID()}`,
      type: 'purchase',
      description: 'Bought Popular: 500 gold coins',
      entries: [
        { account: { platform: 'issuance' }, coins: -500 },
        { account: { userId: member.id }, coins: 500 },
      ],
    });
    const before = await transactionCount();
    const res = await reverse(admin.headers, transaction.id, { reason: 'Customer asked' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PURCHASE_NOT_REVERSIBLE');
    expect(await transactionCount()).toBe(before);
    expect(await ctx.built.services.wallet.balanceOf(member.id)).toBe(500);
  });

  it('refuses to reverse coins the member has spent (409)', async () => {
    const { admin, member, transaction } = await credited();
    await adjust(admin.headers, { userId: member.id, coins: -45, reason: 'Spent' });
    const res = await reverse(admin.headers, transaction.id, { reason: 'Mistake' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
  });
});
