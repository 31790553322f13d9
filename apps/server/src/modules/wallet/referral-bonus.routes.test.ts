import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/rows';
import { codeFrom, newDeviceId, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { type TestContext, useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';
import { referralRewards } from './wallet.tables';

type Member = { id: string; email: string; headers: Record<string, string>; deviceId: string; code: string };

const DAY_MS = 86_400_000;
let networkCounter = 0;
/** An address on a network of its own (TEST-NET and benchmark ranges), unless one is given. */
function freshIp(): string {
  networkCounter += 1;
  return `198.18.${networkCounter % 250}.${10 + (networkCounter % 200)}`;
}

/** A verified member signed in on one device (from 127.0.0.1, app.inject's address), with their code. */
async function referrer(
  ctx: TestContext,
  email = `ref${Math.random().toString(36).slice(2, 8)}@example.test`,
) {
  const { user } = await ctx.built.services.auth.ensureAccount({
    email,
    password: TEST_PASSWORD,
    role: 'member',
    firstName: 'Rita',
    lastName: 'Referrer',
  });
  const session = await signIn(ctx, email);
  return {
    id: user.id,
    email,
    headers: { authorization: `Token ${session.token}` },
    deviceId: session.deviceId,
    code: user.referralCode,
  } satisfies Member;
}

/** Signs up through a referral code and verifies the email with the mailed code, from `ip`. */
async function joinWith(
  ctx: TestContext,
  code: string,
  options: { email?: string; deviceId?: string; verify?: boolean; ip?: string } = {},
) {
  const id = Math.random().toString(36).slice(2, 8);
  const email = options.email ?? `new${id}@example.test`;
  const deviceId = options.deviceId ?? newDeviceId();
  const remoteAddress = options.ip ?? freshIp();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: {
      email,
      username: `new_${id}`,
      password: TEST_PASSWORD,
      firstName: 'Nina',
      lastName: 'Newcomer',
      birthDate: '1995-02-03',
      country: 'FR',
      acceptTerms: true,
      deviceId,
      referrer: code,
    },
  });
  expect(res.statusCode).toBe(201);
  const mail = await ctx.mailbox.waitFor(email.toLowerCase());
  const [row] = await ctx.built.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error('not registered');
  if (options.verify === false) return { id: row.id, email, headers: {} as Record<string, string> };
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    remoteAddress,
    payload: { challengeId: res.json().challengeId, code: codeFrom(mail.subject), deviceId },
  });
  expect(verified.statusCode).toBe(200);
  return { id: row.id, email, headers: { authorization: `Token ${verified.json().token}` } };
}

async function statement(ctx: TestContext, headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/wallet/statement', headers });
  return res.json().items as Array<{
    coins: number;
    type: string;
    description: string;
    balanceAfter: number;
  }>;
}

async function referrals(ctx: TestContext, headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/wallet/referrals', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function bonusCount(ctx: TestContext): Promise<number> {
  const result = await ctx.built.database.db.execute(
    sql`select count(*)::int as n from ledger_transactions where type = 'referral_bonus'`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

async function rewardOf(ctx: TestContext, userId: string) {
  const [row] = await ctx.built.database.db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.referredUserId, userId));
  return row;
}

/** A coin purchase credited to the member, as payments posts it (the qualifying activity). */
function purchase(ctx: TestContext, userId: string, coins = 500) {
  return ctx.built.services.wallet.post({
    idempotencyKey: `purchase:${crypto.randomUUID()}`,
    type: 'purchase',
    description: `Bought Popular: ${coins} gold coins`,
    entries: [
      { account: { platform: 'issuance' }, coins: -coins },
      { account: { userId }, coins },
    ],
  });
}

describe('referral bonus: pending, then vested on real activity', () => {
  const ctx = useTestApp();

  it('records a pending bonus at verification, with no coins anywhere, shown on both dashboards', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code.toUpperCase());
    expect(await bonusCount(ctx)).toBe(0);
    expect(await ctx.built.services.wallet.balanceOf(rita.id)).toBe(0);
    expect(await rewardOf(ctx, nina.id)).toMatchObject({ status: 'pending', referrerId: rita.id });
    expect(await referrals(ctx, rita.headers)).toMatchObject({
      joinedCount: 1,
      bonusCoinsEarned: 0,
      pendingBonusCount: 1,
      pendingBonusCoins: 100,
      vestingDays: 7,
      welcomeBonus: null,
    });
    const mine = await referrals(ctx, nina.headers);
    expect(mine.welcomeBonus).toMatchObject({
      status: 'pending',
      coins: 50,
      activityDone: false,
      invitedBy: 'Rita Referrer',
    });
    expect(Date.parse(mine.welcomeBonus.vestsAfter) - ctx.clock.now().getTime()).toBe(7 * DAY_MS);
  });

  it('does not vest on a purchase before the 7 days, then vests by the job once they are over', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code);
    await purchase(ctx, nina.id);
    expect(await bonusCount(ctx)).toBe(0);
    expect((await referrals(ctx, nina.headers)).welcomeBonus).toMatchObject({
      status: 'pending',
      activityDone: true,
    });
    ctx.clock.advance(7 * DAY_MS - 60_000);
    expect(await ctx.built.services.referralBonus.vestDue()).toBe(0);
    ctx.clock.advance(60_000);
    const emit = vi.spyOn(ctx.built.realtime, 'emitToUsers');
    try {
      expect(await ctx.built.services.referralBonus.vestDue()).toBe(1);
      expect(
        emit.mock.calls.map(([to, event, payload]) => [to, event, (payload as { balance: number }).balance]),
      ).toEqual([
        [[rita.id], 'wallet:balance', 100],
        [[nina.id], 'wallet:balance', 550],
      ]);
    } finally {
      emit.mockRestore();
    }
    expect(await rewardOf(ctx, nina.id)).toMatchObject({ status: 'vested' });
    expect(await statement(ctx, rita.headers)).toEqual([
      expect.objectContaining({
        type: 'referral_bonus',
        coins: 100,
        balanceAfter: 100,
        description: 'Referral bonus: Nina Newcomer joined with your link',
      }),
    ]);
    expect((await statement(ctx, nina.headers))[0]).toMatchObject({
      coins: 50,
      description: 'Welcome bonus: invited by Rita Referrer',
    });
    // Vesting again changes nothing: one bonus per account.
    expect(await ctx.built.services.referralBonus.vestDue()).toBe(0);
    expect(await ctx.built.services.referralBonus.vestFor(nina.id)).toBe('none');
    expect(await bonusCount(ctx)).toBe(2);
    expect(await referrals(ctx, rita.headers)).toMatchObject({ bonusCoinsEarned: 100, pendingBonusCount: 0 });
  });

  it('vests at once on a first purchase made after the 7 days', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code);
    ctx.clock.advance(8 * DAY_MS);
    expect(await ctx.built.services.referralBonus.vestDue()).toBe(0);
    expect(await bonusCount(ctx)).toBe(0);
    await purchase(ctx, nina.id, 200);
    expect(await ctx.built.services.wallet.balanceOf(rita.id)).toBe(100);
    expect(await ctx.built.services.wallet.balanceOf(nina.id)).toBe(250);
    expect(await bonusCount(ctx)).toBe(2);
  });

  it('does not count a purchase that was refunded', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code);
    const { transaction } = await purchase(ctx, nina.id);
    await ctx.built.services.wallet.reverse(transaction.id, {
      idempotencyKey: `refund:${transaction.id}`,
      description: 'Refund',
    });
    ctx.clock.advance(8 * DAY_MS);
    expect(await ctx.built.services.referralBonus.vestDue()).toBe(0);
    expect(await ctx.built.services.referralBonus.vestFor(nina.id)).toBe('waiting');
    expect(await bonusCount(ctx)).toBe(0);
  });

  it('refuses at vesting when the two members signed in from one network meanwhile', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code, { ip: '203.0.113.20' });
    // Rita signs in later from Nina's network.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.99',
      payload: { identifier: rita.email, password: TEST_PASSWORD, deviceId: rita.deviceId },
    });
    await purchase(ctx, nina.id);
    ctx.clock.advance(8 * DAY_MS);
    expect(await ctx.built.services.referralBonus.vestDue()).toBe(0);
    expect(await rewardOf(ctx, nina.id)).toMatchObject({ status: 'refused', refusalReason: 'same_network' });
    expect(await bonusCount(ctx)).toBe(0);
  });

  it('pays nothing for a sign-up without a referral link', async () => {
    const nina = await joinWith(ctx, 'nosuchcode');
    expect(await rewardOf(ctx, nina.id)).toBeUndefined();
    expect((await referrals(ctx, nina.headers)).welcomeBonus).toBeNull();
  });
});

describe('referral bonus: refusals', () => {
  const ctx = useTestApp({ REFERRAL_BONUS_DAILY_CAP: '2', REFERRAL_BONUS_TOTAL_CAP: '3' });

  const refusal = async (userId: string) => (await rewardOf(ctx, userId))?.refusalReason ?? null;

  it('refuses a sign-up verified from a network the referrer signs in from, whatever the device id says', async () => {
    const rita = await referrer(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.5',
      payload: { identifier: rita.email, password: TEST_PASSWORD, deviceId: rita.deviceId },
    });
    const nina = await joinWith(ctx, rita.code, { ip: '203.0.113.77' });
    expect(await refusal(nina.id)).toBe('same_network');
    expect((await referrals(ctx, nina.headers)).welcomeBonus).toBeNull();
  });

  it('pays one bonus per network among a referrer’s sign-ups (scripted sign-ups from one host)', async () => {
    const rita = await referrer(ctx);
    const first = await joinWith(ctx, rita.code, { ip: '192.0.2.10' });
    const second = await joinWith(ctx, rita.code, { ip: '192.0.2.11' });
    expect(await refusal(first.id)).toBeNull();
    expect(await refusal(second.id)).toBe('network_reused');
  });

  it('refuses a throwaway mail domain', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code, { email: `nina${Date.now()}@mailinator.com` });
    expect(await refusal(nina.id)).toBe('disposable_email');
  });

  it('caps a referrer’s bonuses per 24 hours and in all', async () => {
    const rita = await referrer(ctx);
    const day1 = [
      await joinWith(ctx, rita.code),
      await joinWith(ctx, rita.code),
      await joinWith(ctx, rita.code),
    ];
    expect(await Promise.all(day1.map((m) => refusal(m.id)))).toEqual([null, null, 'daily_cap']);
    ctx.clock.advance(DAY_MS + 60_000);
    const day2 = [await joinWith(ctx, rita.code), await joinWith(ctx, rita.code)];
    expect(await Promise.all(day2.map((m) => refusal(m.id)))).toEqual([null, 'total_cap']);
    expect(await referrals(ctx, rita.headers)).toMatchObject({
      pendingBonusCount: 3,
      pendingBonusCoins: 300,
    });
  });

  it('refuses a self-referral from the same account', async () => {
    const rita = await referrer(ctx);
    await ctx.built.database.db
      .update(users)
      .set({ referredById: rita.id, emailVerifiedAt: null })
      .where(eq(users.id, rita.id));
    await signIn(ctx, rita.email);
    expect(await refusal(rita.id)).toBe('same_account');
  });

  it('refuses the same mailbox written another way (case, dots and +tag at Gmail)', async () => {
    const n = Date.now();
    const rita = await referrer(ctx, `rita.referrer${n}@gmail.com`);
    const nina = await joinWith(ctx, rita.code, { email: `Rita.Ref.Errer${n}+bonus@GoogleMail.com` });
    expect(await refusal(nina.id)).toBe('same_email');
  });

  it('refuses a new account made on a device the referrer has signed in on', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code, { deviceId: rita.deviceId });
    expect(await refusal(nina.id)).toBe('same_device');
  });

  it('refuses when the referrer never verified their own email', async () => {
    const pending = await joinWith(ctx, 'nosuchcode', { verify: false });
    const [row] = await ctx.built.database.db.select().from(users).where(eq(users.id, pending.id));
    const nina = await joinWith(ctx, row?.referralCode ?? '');
    expect(await refusal(nina.id)).toBe('referrer_unverified');
  });
});

describe('referral bonus (configured amounts)', () => {
  const ctx = useTestApp({ REFERRAL_BONUS_REFERRER_COINS: '7', REFERRAL_BONUS_NEW_MEMBER_COINS: '0' });

  it('pays the configured amounts, and nothing when an amount is 0', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code);
    ctx.clock.advance(7 * DAY_MS);
    await purchase(ctx, nina.id);
    expect(await ctx.built.services.wallet.balanceOf(rita.id)).toBe(7);
    expect(await ctx.built.services.wallet.balanceOf(nina.id)).toBe(500);
    expect(await bonusCount(ctx)).toBe(1);
    expect(await referrals(ctx, rita.headers)).toMatchObject({
      referrerBonusCoins: 7,
      newMemberBonusCoins: 0,
      bonusCoinsEarned: 7,
    });
  });
});
