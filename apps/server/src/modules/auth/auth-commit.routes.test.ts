import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeFrom, newDeviceId, signedInAccount, TEST_PASSWORD } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';
import { referralRewards } from '../wallet/wallet.tables';

const ctx = useTestApp();

// A subscriber that fails inside the action's transaction, on demand: the action rolls back.
let failNext: 'auth.member-registered' | 'auth.email-verified' | null = null;
let subscribed = false;
function failInside(event: 'auth.member-registered' | 'auth.email-verified') {
  if (!subscribed) {
    subscribed = true;
    for (const name of ['auth.member-registered', 'auth.email-verified'] as const)
      ctx.built.platform.events.inTransaction(name, () => {
        if (failNext !== name) return;
        failNext = null;
        throw new Error(`${name} refused by a subscriber`);
      });
  }
  failNext = event;
}

afterEach(() => {
  failNext = null;
  vi.restoreAllMocks();
});

const register = (email: string, deviceId: string, referrer?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      username: email.split('@')[0],
      password: TEST_PASSWORD,
      firstName: 'Nina',
      lastName: 'Newcomer',
      birthDate: '1995-02-03',
      country: 'FR',
      acceptTerms: true,
      deviceId,
      ...(referrer ? { referrer } : {}),
    },
  });

const accountOf = async (email: string) =>
  (await ctx.built.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('work after a transaction', () => {
  it('sends no code mail for a registration that rolled back, and the same one then works', async () => {
    const email = `rolled${Math.random().toString(36).slice(2, 8)}@example.test`;
    failInside('auth.member-registered');
    const failed = await register(email, newDeviceId());
    expect(failed.statusCode).toBe(500);
    await ctx.built.settle();
    await expect(ctx.mailbox.waitFor(email, undefined, 500)).rejects.toThrow(/no mail/);
    expect(await accountOf(email)).toBeUndefined();

    const again = await register(email, newDeviceId());
    expect(again.statusCode).toBe(201);
    expect(codeFrom((await ctx.mailbox.waitFor(email)).subject)).toMatch(/^\d{6}$/);
  });

  it('records no referral bonus for a verification that rolled back', async () => {
    const referrer = await signedInAccount(ctx);
    const [row] = await ctx.built.database.db.select().from(users).where(eq(users.id, referrer.id));
    const email = `verify${Math.random().toString(36).slice(2, 8)}@example.test`;
    const deviceId = newDeviceId();
    const registered = await register(email, deviceId, row?.referralCode);
    expect(registered.statusCode).toBe(201);
    const code = codeFrom((await ctx.mailbox.waitFor(email)).subject);

    failInside('auth.email-verified');
    const verify = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        remoteAddress: '198.51.100.7',
        payload: { challengeId: registered.json().challengeId, code, deviceId },
      });
    expect((await verify()).statusCode).toBe(500);
    expect((await accountOf(email))?.emailVerifiedAt).toBeNull();
    const rewards = async () => {
      const account = await accountOf(email);
      return ctx.built.database.db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.referredUserId, account?.id ?? ''));
    };
    expect(await rewards()).toEqual([]);

    // The same code still works: the bonus is recorded once (pending until the member is active).
    expect((await verify()).statusCode).toBe(200);
    expect(await rewards()).toEqual([
      expect.objectContaining({ status: 'pending', referrerId: referrer.id }),
    ]);
  });
});
