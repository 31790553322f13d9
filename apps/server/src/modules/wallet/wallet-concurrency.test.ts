import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createAccount, signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { verifyLedger } from './ledger-verification';

const ctx = useTestApp();

type Request = { key: string; userId: string; coins: number };
type Answer = Request & { status: number; body: string };

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * 200 concurrent adjustment requests through the HTTP layer (on PGlite, or PostgreSQL when
 * DATABASE_URL is set): 100 distinct requests and 100 repeats of their keys, a third of them
 * beyond the balance (10 debits racing for one member's last 100 coins, 30 debits no balance
 * covers), the rest credits and small debits.
 */
describe('the ledger under 200 concurrent adjustment requests', () => {
  it('posts every accepted key exactly once, refusals post nothing, replays answer the same body', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const contended = await createAccount(ctx);
    const others = await Promise.all(Array.from({ length: 5 }, () => createAccount(ctx)));
    const other = (i: number) => (others[i % others.length] as (typeof others)[number]).id;
    const headers = (key: string) => ({ ...admin.headers, 'idempotency-key': key });
    const adjust = (request: Request) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/wallet/adjustments',
        headers: headers(request.key),
        payload: { userId: request.userId, coins: request.coins, reason: 'Load test' },
      });

    // Opening balances: 100 for the contended member, 1000 for the others.
    for (const [member, coins] of [[contended, 100], ...others.map((o) => [o, 1000] as const)] as const) {
      const res = await adjust({ key: `open-${member.id}`, userId: member.id, coins });
      expect(res.statusCode).toBe(201);
    }

    const distinct: Request[] = [
      ...Array.from({ length: 10 }, (_, i) => ({ key: `race-${i}`, userId: contended.id, coins: -20 })),
      ...Array.from({ length: 30 }, (_, i) => ({
        key: `over-${i}`,
        userId: other(i),
        coins: -1_000_000,
      })),
      ...Array.from({ length: 30 }, (_, i) => ({
        key: `credit-${i}`,
        userId: other(i),
        coins: 1 + i,
      })),
      ...Array.from({ length: 30 }, (_, i) => ({
        key: `debit-${i}`,
        userId: other(i + 2),
        coins: -(1 + (i % 10)),
      })),
    ];
    const all = shuffle([...distinct, ...distinct]);
    expect(all).toHaveLength(200);
    const answers: Answer[] = await Promise.all(
      all.map(async (request) => {
        const res = await adjust(request);
        return { ...request, status: res.statusCode, body: res.body };
      }),
    );

    // Only two answers exist: posted (or replayed) and insufficient balance.
    const byStatus = groupBy(answers, (a) => a.status);
    expect([...byStatus.keys()].sort()).toEqual([201, 409]);
    for (const refused of byStatus.get(409) ?? [])
      expect(JSON.parse(refused.body).code).toBe('INSUFFICIENT_BALANCE');
    // A third of the requests were beyond the balance: the 30 impossible debits twice, and the
    // 5 racing debits that lost, twice.
    expect(byStatus.get(409)).toHaveLength(70);

    const byKey = groupBy(answers, (a) => a.key);
    const postedKeys = [...byKey]
      .filter(([, list]) => list.some((a) => a.status === 201))
      .map(([key]) => key);
    // Every accepted key answered one body, whichever of its two requests came first.
    for (const key of postedKeys) {
      const bodies = new Set(
        byKey
          .get(key)
          ?.filter((a) => a.status === 201)
          .map((a) => a.body),
      );
      expect(bodies.size, key).toBe(1);
    }
    // The race: exactly 100 / 20 = 5 debits won the contended member's coins.
    expect(postedKeys.filter((key) => key.startsWith('race-'))).toHaveLength(5);
    expect(postedKeys.filter((key) => key.startsWith('over-'))).toHaveLength(0);
    expect(postedKeys.filter((key) => key.startsWith('credit-') || key.startsWith('debit-'))).toHaveLength(
      60,
    );

    // The ledger holds each accepted key once and nothing for the refused ones.
    const rows = rowsOf<{ idempotency_key: string; id: string; n: number }>(
      await ctx.built.database.db.execute(
        sql`select idempotency_key, id, count(*) over (partition by idempotency_key)::int as n from ledger_transactions`,
      ),
    );
    const prefix = `admin-adjustment:${admin.id}:`;
    const stored = new Map(rows.map((row) => [row.idempotency_key.slice(prefix.length), row]));
    expect(rows.every((row) => row.n === 1)).toBe(true);
    expect(stored.size).toBe(6 + postedKeys.length);
    for (const key of postedKeys) {
      const body = JSON.parse(byKey.get(key)?.find((a) => a.status === 201)?.body ?? '{}');
      expect(stored.get(key)?.id).toBe(body.transaction.id);
    }
    for (const [key, list] of byKey)
      if (list.every((a) => a.status === 409)) expect(stored.has(key), key).toBe(false);

    // Balances are what the accepted requests add up to, and the ledger checks out.
    const expected = new Map<string, number>([
      [contended.id, 100],
      ...others.map((o) => [o.id, 1000] as [string, number]),
    ]);
    for (const key of postedKeys) {
      const request = byKey.get(key)?.[0] as Answer;
      expected.set(request.userId, (expected.get(request.userId) ?? 0) + request.coins);
    }
    for (const [userId, balance] of expected)
      expect(await ctx.built.services.wallet.balanceOf(userId)).toBe(balance);
    expect(expected.get(contended.id)).toBe(0);
    const report = await verifyLedger(ctx.built.database.db);
    expect(report.anomalies).toEqual([]);
    expect(report.counts.transactions).toBe(6 + postedKeys.length);
    expect(report.platformBalances.adjustments).toBe(-[...expected.values()].reduce((a, b) => a + b, 0));

    const audit = rowsOf<{ n: number }>(
      await ctx.built.database.db.execute(sql`select count(*)::int as n from audit_log`),
    );
    expect(audit[0]?.n).toBe(6 + postedKeys.length);
  }, 120_000);
});
