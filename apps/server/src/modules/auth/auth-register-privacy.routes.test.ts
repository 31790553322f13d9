import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, newDeviceId } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';

const ctx = useTestApp();
// Not the password of the accounts createAccount makes: a decoy's password is its registrant's.
const PASSWORD = 'sapphire-heron-ladder-58';

function registration(overrides: Record<string, unknown> = {}) {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    email: `new${id}@example.test`,
    username: `new_${id}`,
    password: PASSWORD,
    firstName: 'Nora',
    lastName: 'Blanc',
    birthDate: '1998-05-17',
    country: 'FR',
    acceptTerms: true,
    deviceId: newDeviceId(),
    ...overrides,
  };
}

function register(payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

async function available(username: string): Promise<boolean> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/username-availability?username=${username}`,
  });
  return res.json().available;
}

function login(identifier: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password: PASSWORD, deviceId: newDeviceId() },
  });
}

describe('registration does not tell a used email from a new one', () => {
  it('holds the username either way: taken afterwards, and a second registration with it gets 409', async () => {
    const existing = await createAccount(ctx);
    const fresh = registration();
    const reused = registration({ email: existing.email });
    const freshRes = await register(fresh);
    const reusedRes = await register(reused);
    expect(freshRes.statusCode).toBe(201);
    expect(reusedRes.statusCode).toBe(201);
    expect(Object.keys(reusedRes.json()).sort()).toEqual(Object.keys(freshRes.json()).sort());

    expect(await available(fresh.username)).toBe(false);
    expect(await available(reused.username)).toBe(false);
    for (const username of [fresh.username, reused.username.toUpperCase()]) {
      const again = await register(registration({ username }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'USERNAME_TAKEN', errors: [{ field: 'username' }] });
    }
  });

  it('answers a sign-in with the registered details the same way: a code is asked for', async () => {
    const existing = await createAccount(ctx);
    const fresh = registration();
    const reused = registration({ email: existing.email });
    expect((await register(fresh)).statusCode).toBe(201);
    expect((await register(reused)).statusCode).toBe(201);
    await ctx.built.settle();
    ctx.mailbox.clear();

    for (const identifier of [fresh.email, fresh.username, reused.email, reused.username]) {
      const res = await login(identifier);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'code_required', reason: 'verify_email' });
      expect(Object.keys(res.json().challenge).sort()).toEqual([
        'challengeId',
        'emailHint',
        'expiresAt',
        'resendAvailableAt',
      ]);
    }
    // Only the new address gets codes; the owner of the used one gets none.
    await ctx.built.settle();
    expect(ctx.mailbox.received.map((m) => m.to)).toEqual([fresh.email, fresh.email]);
    // A wrong password still fails for both.
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: reused.username, password: 'not-the-password-1', deviceId: newDeviceId() },
    });
    expect(wrongPassword.statusCode).toBe(401);
  });

  it('takes time of the same order for both branches (one password hash each)', async () => {
    const existing = await createAccount(ctx);
    const timed = async (payload: Record<string, unknown>) => {
      const started = performance.now();
      expect((await register(payload)).statusCode).toBe(201);
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const reused: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      fresh.push(await timed(registration()));
      reused.push(await timed(registration({ email: existing.email })));
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[1] ?? 0;
    const ratio = median(fresh) / median(reused);
    expect(ratio).toBeGreaterThan(1 / 4);
    expect(ratio).toBeLessThan(4);
  });
});

describe('registration with a client key', () => {
  it('answers a repeat (double click) with the first answer: one account, one code, no notice', async () => {
    const body = registration({ clientKey: crypto.randomUUID() });
    const [first, second] = await Promise.all([register(body), register(body)]);
    expect(first?.statusCode).toBe(201);
    expect(second?.statusCode).toBe(201);
    expect(second?.json().challengeId).toBe(first?.json().challengeId);
    const third = await register(body);
    expect(third.json().challengeId).toBe(first?.json().challengeId);

    await ctx.built.settle();
    const mails = ctx.mailbox.received.filter((m) => m.to.includes(body.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/\d{6}/);
    const rows = await ctx.built.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it('treats another key as another registration (a used email, then)', async () => {
    const body = registration({ clientKey: crypto.randomUUID() });
    expect((await register(body)).statusCode).toBe(201);
    const other = await register({ ...body, username: `${body.username}_2`, clientKey: crypto.randomUUID() });
    expect(other.statusCode).toBe(201);
    await ctx.built.settle();
    expect(ctx.mailbox.received.filter((m) => /tried to sign up/.test(m.subject))).toHaveLength(1);
  });

  it('answers 422 naming clientKey for a key that is not a UUID', async () => {
    const res = await register(registration({ clientKey: 'twice' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('clientKey');
  });
});
