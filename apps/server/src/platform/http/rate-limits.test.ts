import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp({
  RATE_LIMIT_READ_PER_MINUTE: '3',
  RATE_LIMIT_WRITE_PER_MINUTE: '2',
  RATE_LIMIT_MONEY_PER_MINUTE: '1',
  RATE_LIMIT_WEBHOOK_PER_MINUTE: '2',
});

type Member = Awaited<ReturnType<typeof signedInAccount>>;

const balance = (member: Member) =>
  ctx.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: member.headers });
const post = (member: Member, text: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: member.headers,
    payload: { body: text, audience: 'public' },
  });
const adjust = (admin: Member, userId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/wallet/adjustments',
    headers: { ...admin.headers, 'idempotency-key': crypto.randomUUID() },
    payload: { userId, coins: 5, reason: 'Welcome gift' },
  });

function expectLimited(res: Awaited<ReturnType<typeof balance>>) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: retryAfter });
}

describe('rate-limit classes', () => {
  it('counts reads per member: one member over the limit does not stop another on the same address', async () => {
    const ana = await signedInAccount(ctx);
    const ben = await signedInAccount(ctx);
    for (let i = 0; i < 3; i += 1) expect((await balance(ana)).statusCode).toBe(200);
    expectLimited(await balance(ana));
    expect((await balance(ben)).statusCode).toBe(200);
  });

  it('counts changes per member and route, and a refused change changes nothing', async () => {
    const ana = await signedInAccount(ctx);
    expect((await post(ana, 'one')).statusCode).toBe(201);
    expect((await post(ana, 'two')).statusCode).toBe(201);
    expectLimited(await post(ana, 'three'));
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${ana.id}/posts`,
      headers: ana.headers,
    });
    expect(
      mine
        .json()
        .items.map((p: { body: string }) => p.body)
        .sort(),
    ).toEqual(['one', 'two']);
  });

  it('allows money calls at the money rate, per member', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const member = await signedInAccount(ctx);
    expect((await adjust(admin, member.id)).statusCode).toBe(201);
    expectLimited(await adjust(admin, member.id));
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: '/api/wallet/balance',
      headers: member.headers,
    });
    expect(wallet.json().balance).toBe(5);
  });

  it('counts payment provider webhooks per address at the webhook rate', async () => {
    const deliver = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: '{"not":"signed"}',
      });
    for (let i = 0; i < 2; i += 1) expect((await deliver()).statusCode).not.toBe(429);
    expectLimited(await deliver());
  });
});

describe('access before input', () => {
  it('answers 401 without a token and 403 to a member before reading an invalid body', async () => {
    const member = await signedInAccount(ctx);
    const bad = { userId: 'not-a-uuid', coins: 'many' };
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjustments',
      headers: { 'idempotency-key': 'k1' },
      payload: bad,
    });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjustments',
      headers: { ...member.headers, 'idempotency-key': 'k2' },
      payload: bad,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });
});
