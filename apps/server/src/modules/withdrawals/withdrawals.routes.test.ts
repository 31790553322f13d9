import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeFrom, signedInAccount } from '../../test/sign-in';
import { connect, listen, nextEvent } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { withdrawalFixtures } from './withdrawals.test-support';

const ctx = useTestApp();
const f = withdrawalFixtures(ctx);

describe('a member’s withdrawal', () => {
  it('sets the coins aside at once with the fee, the rate version and the money; the same key answers the same', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const provider = await f.provider(admin);
    const member = await f.verifiedMember(admin, 5_000);

    const overview = (await f.call('GET', '/api/withdrawals/overview', member)).json();
    expect(overview).toMatchObject({
      kycStatus: 'approved',
      emailVerified: true,
      balance: 5_000,
      limits: { dayLimitCoins: 50_000, usedTodayCoins: 0, availableCoins: 5_000 },
    });

    const key = randomUUID();
    const made = await f.request(member, f.body(provider.id, 1_000), key);
    expect(made.statusCode, made.body).toBe(201);
    const withdrawal = made.json();
    // Fee 25 + 1.5 % of 1,000 = 40 coins; 960 coins at 5 XOF = 4,800 XOF.
    expect(withdrawal).toMatchObject({
      status: 'pending',
      coins: 1_000,
      feeCoins: 40,
      currency: 'XOF',
      minorDigits: 0,
      moneyMinor: 4_800,
      rate: { version: 1, rate: '5' },
      destination: { phone: '+2250712345678', accountName: 'Test Person' },
      provider: { id: provider.id, name: 'Orange Money', kind: 'mobile_money' },
      timeline: [expect.objectContaining({ kind: 'requested' })],
    });
    expect(await f.balanceOf(member.id)).toBe(4_000);

    const again = await f.request(member, f.body(provider.id, 1_000), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(withdrawal.id);
    expect(await f.balanceOf(member.id)).toBe(4_000);
    expect((await f.request(member, f.body(provider.id, 2_000), key)).json().code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );

    const listed = (await f.call('GET', '/api/withdrawals', member)).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([withdrawal.id]);
    const statement = (await f.call('GET', '/api/wallet/statement', member)).json();
    expect(statement.items[0]).toMatchObject({ type: 'withdrawal', coins: -1_000 });
  });

  it('needs an approved identity check, a confirmed email and the right password or emailed code', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const provider = await f.provider(admin);
    const stranger = await signedInAccount(ctx);
    await f.give(stranger.id, 5_000);
    const refused = await f.request(stranger, f.body(provider.id, 1_000));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WITHDRAWAL_KYC_REQUIRED');

    const member = await f.verifiedMember(admin);
    const wrong = await f.request(
      member,
      f.body(provider.id, 1_000, { confirmation: { method: 'password', password: 'nope' } }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'WITHDRAWAL_CONFIRMATION_WRONG',
      errors: [expect.objectContaining({ field: 'confirmation.password' })],
    });

    const opened = await f.call('POST', '/api/withdrawals/confirmation-code', member, undefined, null);
    expect(opened.statusCode, opened.body).toBe(201);
    const mail = await ctx.mailbox.waitFor(member.email, /withdrawal/);
    // A refusal before the confirmation (more than the balance) does not spend the code.
    const tooMuch = await f.request(
      member,
      f.body(provider.id, 9_000, {
        confirmation: {
          method: 'code',
          challengeId: opened.json().challengeId,
          code: codeFrom(mail.subject),
        },
      }),
    );
    expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE');
    const byCode = await f.request(
      member,
      f.body(provider.id, 1_000, {
        confirmation: {
          method: 'code',
          challengeId: opened.json().challengeId,
          code: codeFrom(mail.subject),
        },
      }),
    );
    expect(byCode.statusCode, byCode.body).toBe(201);
    // A code confirms one withdrawal.
    const reused = await f.request(
      member,
      f.body(provider.id, 1_000, {
        confirmation: {
          method: 'code',
          challengeId: opened.json().challengeId,
          code: codeFrom(mail.subject),
        },
      }),
    );
    expect(reused.statusCode).toBe(410);
    expect(await f.balanceOf(member.id)).toBe(4_000);
  });

  it('refuses bad input (422), a caller without a token (401), amounts out of the provider’s or the member’s limits, and others’ withdrawals (404)', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const provider = await f.provider(admin);
    const member = await f.verifiedMember(admin, 3_000);
    for (const patch of [
      { coins: 0 },
      { coins: 1.5 },
      { currency: 'xof' },
      { providerId: 'not-a-uuid' },
      { confirmation: { method: 'pin', pin: '1234' } },
    ]) {
      const res = await f.request(member, f.body(provider.id, 1_000, patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
    }
    const badPhone = await f.request(
      member,
      f.body(provider.id, 1_000, { destination: { phone: '12', accountName: 'Test Person' } }),
    );
    expect(badPhone.json()).toMatchObject({
      code: 'PAYOUT_DESTINATION_INVALID',
      errors: [expect.objectContaining({ field: 'destination.phone' })],
    });
    expect((await f.request(member, f.body(provider.id, 100))).json().code).toBe('PAYOUT_BELOW_MINIMUM');
    expect((await f.request(member, f.body(provider.id, 1_000, { currency: 'USD' }))).json().code).toBe(
      'PAYOUT_CURRENCY_NOT_OFFERED',
    );
    expect((await f.request(null, f.body(provider.id, 1_000))).statusCode).toBe(401);
    // More than the balance: refused by the ledger, nothing kept.
    const tooMuch = await f.request(member, f.body(provider.id, 4_000));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await f.call('GET', '/api/withdrawals', member)).json().items).toEqual([]);

    // The day's limit, set by an admin.
    const saved = await f.call('PUT', '/api/admin/withdrawal-settings', admin, {
      dayLimitCoins: 1_500,
      monthLimitCoins: 10_000,
      secondApprovalAboveCoins: 100_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await f.request(member, f.body(provider.id, 1_000))).statusCode).toBe(201);
    const over = await f.request(member, f.body(provider.id, 600));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'WITHDRAWAL_LIMIT_REACHED',
      detail: expect.stringContaining('500 more coins'),
    });
    ctx.clock.advance(86_400_000);

    const mine = (await f.call('GET', '/api/withdrawals', member)).json().items[0];
    const other = await f.verifiedMember(admin, 0);
    expect((await f.call('GET', `/api/withdrawals/${mine.id}`, other)).statusCode).toBe(404);
    expect((await f.call('POST', `/api/withdrawals/${mine.id}/cancel`, other)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/withdrawals/${randomUUID()}`, member)).statusCode).toBe(404);
  });

  it('lets the member cancel a pending withdrawal: the coins come back once, and only while pending; their other tabs follow live', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const provider = await f.provider(admin);
    const member = await f.verifiedMember(admin, 2_000);
    const otherTab = await connect(await listen(ctx.app), member.token);
    try {
      const asked = nextEvent(otherTab, 'withdrawal:status');
      const id = (await f.request(member, f.body(provider.id, 1_000))).json().id;
      expect(await asked).toEqual({ withdrawalId: id, status: 'pending' });
      const key = randomUUID();
      const cancelledLive = nextEvent(otherTab, 'withdrawal:status');
      const cancelled = await f.call('POST', `/api/withdrawals/${id}/cancel`, member, undefined, key);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      expect(await cancelledLive).toEqual({ withdrawalId: id, status: 'cancelled' });
      // Their own steps put no line in their bell.
      const bell = (await f.call('GET', '/api/notifications', member)).json().user;
      expect(bell.filter((line: { type: string }) => line.type === 'withdrawal')).toEqual([]);
      expect(await f.balanceOf(member.id)).toBe(2_000);
      const again = await f.call('POST', `/api/withdrawals/${id}/cancel`, member, undefined, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await f.call('POST', `/api/withdrawals/${id}/cancel`, member)).json().code).toBe(
        'WITHDRAWAL_STATE_CONFLICT',
      );
      expect(await f.balanceOf(member.id)).toBe(2_000);
      expect((await f.call('POST', `/api/withdrawals/${id}/cancel`, null)).statusCode).toBe(401);
    } finally {
      otherTab.close();
    }
  });

  it('lets one of two withdrawals racing for the last coins through', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const provider = await f.provider(admin);
    const member = await f.verifiedMember(admin, 1_000);
    const answers = await Promise.all([
      f.request(member, f.body(provider.id, 1_000)),
      f.request(member, f.body(provider.id, 1_000)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await f.balanceOf(member.id)).toBe(0);
  });
});
