import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/rows';
import { codeFrom, newDeviceId, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { type TestContext, useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';

type Member = { id: string; email: string; headers: Record<string, string>; deviceId: string; code: string };

/** A verified member signed in on one device, with their referral code. */
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

/** Signs up through a referral code and verifies the email with the mailed code. */
async function joinWith(
  ctx: TestContext,
  code: string,
  options: { email?: string; deviceId?: string; verify?: boolean } = {},
) {
  const id = Math.random().toString(36).slice(2, 8);
  const email = options.email ?? `new${id}@example.test`;
  const deviceId = options.deviceId ?? newDeviceId();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
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

async function bonusCount(ctx: TestContext): Promise<number> {
  const result = await ctx.built.database.db.execute(
    sql`select count(*)::int as n from ledger_transactions where type = 'referral_bonus'`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

describe('referral bonus (default amounts)', () => {
  const ctx = useTestApp();

  it('credits the referrer and the new member from promotions when the new member verifies', async () => {
    const rita = await referrer(ctx);
    const emit = vi.spyOn(ctx.built.realtime, 'emitToUsers');
    let nina: Awaited<ReturnType<typeof joinWith>>;
    try {
      nina = await joinWith(ctx, rita.code.toUpperCase());
      expect(
        emit.mock.calls.map(([to, event, payload]) => [to, event, (payload as { balance: number }).balance]),
      ).toEqual([
        [[rita.id], 'wallet:balance', 100],
        [[nina.id], 'wallet:balance', 50],
      ]);
    } finally {
      emit.mockRestore();
    }
    expect(await statement(ctx, rita.headers)).toEqual([
      expect.objectContaining({
        type: 'referral_bonus',
        coins: 100,
        balanceAfter: 100,
        description: 'Referral bonus: Nina Newcomer joined with your link',
      }),
    ]);
    expect(await statement(ctx, nina.headers)).toEqual([
      expect.objectContaining({ coins: 50, description: 'Welcome bonus: invited by Rita Referrer' }),
    ]);
    await joinWith(ctx, rita.code, { verify: false });
    const card = await ctx.app.inject({ method: 'GET', url: '/api/wallet/referrals', headers: rita.headers });
    expect(card.json()).toMatchObject({ joinedCount: 1, pendingCount: 1, bonusCoinsEarned: 100 });
  });

  it('pays once per new account, even if the email is verified again', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code);
    await ctx.built.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, nina.id));
    await signIn(ctx, nina.email); // an unverified account verifies its email again to sign in
    expect(await bonusCount(ctx)).toBe(2);
    expect(await ctx.built.services.wallet.balanceOf(rita.id)).toBe(100);
    expect(await ctx.built.services.wallet.balanceOf(nina.id)).toBe(50);
  });

  it('pays nothing for a sign-up without a referral link', async () => {
    const nina = await joinWith(ctx, 'nosuchcode');
    expect(await ctx.built.services.wallet.balanceOf(nina.id)).toBe(0);
    expect(await bonusCount(ctx)).toBe(0);
  });

  it('pays nothing for a self-referral from the same account', async () => {
    const rita = await referrer(ctx);
    await ctx.built.database.db
      .update(users)
      .set({ referredById: rita.id, emailVerifiedAt: null })
      .where(eq(users.id, rita.id));
    await signIn(ctx, rita.email);
    expect(await bonusCount(ctx)).toBe(0);
  });

  it('pays nothing for the same mailbox written another way (case, dots and +tag at Gmail)', async () => {
    const n = Date.now();
    const rita = await referrer(ctx, `rita.referrer${n}@gmail.com`);
    const sameMailbox = `Rita.Ref.Errer${n}+bonus@GoogleMail.com`;
    const nina = await joinWith(ctx, rita.code, { email: sameMailbox });
    expect(await ctx.built.services.wallet.balanceOf(nina.id)).toBe(0);
    expect(await bonusCount(ctx)).toBe(0);
  });

  it('pays nothing when the new account was made on a device the referrer has signed in on', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code, { deviceId: rita.deviceId });
    expect(await ctx.built.services.wallet.balanceOf(nina.id)).toBe(0);
    expect(await ctx.built.services.wallet.balanceOf(rita.id)).toBe(0);
  });

  it('pays nothing when the referrer never verified their own email', async () => {
    const pending = await joinWith(ctx, 'nosuchcode', { verify: false });
    const [row] = await ctx.built.database.db.select().from(users).where(eq(users.id, pending.id));
    await joinWith(ctx, row?.referralCode ?? '');
    expect(await bonusCount(ctx)).toBe(0);
  });
});

describe('referral bonus (configured amounts)', () => {
  const ctx = useTestApp({ REFERRAL_BONUS_REFERRER_COINS: '7', REFERRAL_BONUS_NEW_MEMBER_COINS: '0' });

  it('pays the configured amounts, and nothing when an amount is 0', async () => {
    const rita = await referrer(ctx);
    const nina = await joinWith(ctx, rita.code);
    expect(await ctx.built.services.wallet.balanceOf(rita.id)).toBe(7);
    expect(await ctx.built.services.wallet.balanceOf(nina.id)).toBe(0);
    expect(await bonusCount(ctx)).toBe(1);
    const card = await ctx.app.inject({ method: 'GET', url: '/api/wallet/referrals', headers: rita.headers });
    expect(card.json()).toMatchObject({ referrerBonusCoins: 7, newMemberBonusCoins: 0, bonusCoinsEarned: 7 });
  });
});
