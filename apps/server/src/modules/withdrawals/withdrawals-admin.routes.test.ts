import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { verifyLedger } from '../wallet/ledger-verification';
import { type Account, withdrawalFixtures } from './withdrawals.test-support';

const ctx = useTestApp();
const f = withdrawalFixtures(ctx);

const step = (admin: Account | null, id: string, action: string, payload?: unknown, key?: string) =>
  f.call('POST', `/api/admin/withdrawals/${id}/${action}`, admin, payload, key ?? randomUUID());

async function pendingWithdrawal(coins = 1_000) {
  const admin = await signedInAccount(ctx, 'admin');
  const provider = await f.provider(admin);
  const member = await f.verifiedMember(admin, 200_000);
  // Room for large withdrawals (the defaults allow 50,000 coins a day); two admins above 100,000.
  const limits = { dayLimitCoins: 400_000, monthLimitCoins: 1_000_000, secondApprovalAboveCoins: 100_000 };
  expect((await f.call('PUT', '/api/admin/withdrawal-settings', admin, limits)).statusCode).toBe(200);
  const made = await f.request(member, f.body(provider.id, coins));
  expect(made.statusCode, made.body).toBe(201);
  return { admin, provider, member, id: made.json().id as string };
}

describe('finance’s withdrawals', () => {
  it('approves, then marks paid with the reference: the coins leave circulation less the fee, audited, the member told', async () => {
    const { admin, member, id } = await pendingWithdrawal(1_000);
    const key = randomUUID();
    const approved = await step(admin, id, 'approve', undefined, key);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      needsTwoApprovals: false,
      needsSecondApproval: false,
      approvals: [expect.objectContaining({ admin: expect.objectContaining({ id: admin.id }) })],
      member: expect.objectContaining({ id: member.id, email: member.email }),
    });
    expect((await step(admin, id, 'approve', undefined, key)).headers['idempotent-replayed']).toBe('true');
    expect((await step(admin, id, 'approve')).json().code).toBe('WITHDRAWAL_STATE_CONFLICT');

    for (const payload of [{}, { reference: '' }, { reference: 'x'.repeat(101) }])
      expect((await step(admin, id, 'paid', payload)).statusCode, JSON.stringify(payload)).toBe(422);
    const paid = await step(admin, id, 'paid', { reference: 'OM-2026-0615-7781' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', reference: 'OM-2026-0615-7781' });
    expect(paid.json().timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'requested',
      'approved',
      'paid',
    ]);
    expect(await f.balanceOf(member.id)).toBe(199_000);
    expect((await step(admin, id, 'reject', { reason: 'Too late' })).json().code).toBe(
      'WITHDRAWAL_STATE_CONFLICT',
    );

    const audit = (await f.call('GET', '/api/admin/audit-log?subjectType=withdrawal', admin)).json().items;
    expect(audit.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'withdrawal.approve',
      'withdrawal.paid',
    ]);
    // One line per withdrawal, following its steps (the approval's line became the payment's).
    const bell = (await f.call('GET', '/api/notifications', member)).json().user;
    const lines = bell.filter((line: { type: string }) => line.type === 'withdrawal');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      type: 'withdrawal',
      withdrawal: { id, coins: 1_000, status: 'paid' },
      link: '/betogether/withdrawal/withdrawal',
    });
    const report = await verifyLedger(ctx.built.database.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });

  it('needs two different admins above the threshold', async () => {
    const { admin, id } = await pendingWithdrawal(150_000);
    // Raising the threshold later does not change what the request was held to, and says so.
    const raised = { dayLimitCoins: 400_000, monthLimitCoins: 1_000_000, secondApprovalAboveCoins: 300_000 };
    expect((await f.call('PUT', '/api/admin/withdrawal-settings', admin, raised)).statusCode).toBe(200);
    const before = (await f.call('GET', `/api/admin/withdrawals/${id}`, admin)).json();
    expect(before).toMatchObject({ needsTwoApprovals: true, needsSecondApproval: false });
    const first = await step(admin, id, 'approve');
    expect(first.json()).toMatchObject({
      status: 'pending',
      needsTwoApprovals: true,
      needsSecondApproval: true,
    });
    const same = await step(admin, id, 'approve');
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('WITHDRAWAL_SECOND_APPROVER_REQUIRED');
    const waiting = (await f.call('GET', '/api/admin/withdrawals?awaitingSecondApproval=true', admin)).json();
    expect(waiting.items.map((item: { id: string }) => item.id)).toEqual([id]);

    const second = await signedInAccount(ctx, 'admin');
    const approved = await step(second, id, 'approve');
    expect(approved.json()).toMatchObject({ status: 'approved', needsSecondApproval: false });
    expect(approved.json().approvals.map((a: { admin: { id: string } }) => a.admin.id)).toEqual([
      admin.id,
      second.id,
    ]);
  });

  it('rejects with the reason the member reads: the coins come back exactly once', async () => {
    const { admin, member, id } = await pendingWithdrawal(1_000);
    expect((await step(admin, id, 'reject', {})).statusCode).toBe(422);
    const key = randomUUID();
    const rejected = await step(admin, id, 'reject', { reason: 'The number is not registered' }, key);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'The number is not registered' });
    expect(await f.balanceOf(member.id)).toBe(200_000);
    expect(
      (await step(admin, id, 'reject', { reason: 'The number is not registered' }, key)).statusCode,
    ).toBe(200);
    expect((await step(admin, id, 'reject', { reason: 'Again' })).json().code).toBe(
      'WITHDRAWAL_STATE_CONFLICT',
    );
    expect(await f.balanceOf(member.id)).toBe(200_000);
    const mine = (await f.call('GET', `/api/withdrawals/${id}`, member)).json();
    expect(mine).toMatchObject({ status: 'rejected', reason: 'The number is not registered' });
    expect((await verifyLedger(ctx.built.database.db)).ok).toBe(true);
  });

  it('approves in bulk, each on its own; lists and exports with filters; keeps members out (403) and strangers out (401)', async () => {
    const { admin, provider, member, id } = await pendingWithdrawal(1_000);
    const big = (await f.request(member, f.body(provider.id, 150_000))).json().id;
    const done = (await f.request(member, f.body(provider.id, 2_000))).json().id;
    await step(admin, done, 'reject', { reason: 'Duplicate' });

    const bulk = await f.call('POST', '/api/admin/withdrawals/approve', admin, { ids: [id, big, done] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().results).toEqual([
      { id, outcome: 'approved', code: null },
      { id: big, outcome: 'first_approval', code: null },
      { id: done, outcome: 'refused', code: 'WITHDRAWAL_STATE_CONFLICT' },
    ]);
    expect((await f.call('POST', '/api/admin/withdrawals/approve', admin, { ids: [] })).statusCode).toBe(422);

    const approved = (await f.call('GET', '/api/admin/withdrawals?status=approved', admin)).json();
    expect(approved.items.map((item: { id: string }) => item.id)).toEqual([id]);
    const byMember = (await f.call('GET', `/api/admin/withdrawals?q=${member.email}&limit=2`, admin)).json();
    expect(byMember.items).toHaveLength(2);
    expect(byMember.nextCursor).not.toBeNull();
    const rest = (
      await f.call(
        'GET',
        `/api/admin/withdrawals?q=${member.email}&limit=2&cursor=${byMember.nextCursor}`,
        admin,
      )
    ).json();
    expect(rest.items).toHaveLength(1);
    expect((await f.call('GET', '/api/admin/withdrawals?status=nope', admin)).statusCode).toBe(422);

    const csv = await f.call('GET', '/api/admin/withdrawals.csv?status=approved', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain(
      'requested_at,number,status,member,email,provider,coins,fee_coins,currency,rate,amount',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',approved,');
    expect(lines[1]).toContain('4800');

    for (const [method, url] of [
      ['GET', '/api/admin/withdrawals'],
      ['GET', `/api/admin/withdrawals/${id}`],
      ['POST', `/api/admin/withdrawals/${id}/approve`],
      ['GET', '/api/admin/withdrawal-settings'],
    ] as const) {
      expect((await f.call(method, url, member)).statusCode, url).toBe(403);
      expect((await f.call(method, url, null)).statusCode, url).toBe(401);
    }
    expect((await f.call('GET', `/api/admin/withdrawals/${randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it('keeps the limits admins set, checked (422), audited', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    expect((await f.call('GET', '/api/admin/withdrawal-settings', admin)).json()).toEqual({
      dayLimitCoins: 50_000,
      monthLimitCoins: 500_000,
      secondApprovalAboveCoins: 100_000,
    });
    const bad = await f.call('PUT', '/api/admin/withdrawal-settings', admin, {
      dayLimitCoins: 10_000,
      monthLimitCoins: 5_000,
      secondApprovalAboveCoins: 0,
    });
    expect(bad.statusCode).toBe(422);
    const saved = await f.call('PUT', '/api/admin/withdrawal-settings', admin, {
      dayLimitCoins: 10_000,
      monthLimitCoins: 50_000,
      secondApprovalAboveCoins: 0,
    });
    expect(saved.json()).toEqual({
      dayLimitCoins: 10_000,
      monthLimitCoins: 50_000,
      secondApprovalAboveCoins: 0,
    });
    const audit = (await f.call('GET', '/api/admin/audit-log?action=withdrawal.settings', admin)).json()
      .items;
    expect(audit).toHaveLength(1);
  });
});
