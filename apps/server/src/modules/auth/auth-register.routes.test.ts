import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/secrets';
import { codeFrom, createAccount, newDeviceId, TEST_PASSWORD } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';
import { emailChallenges } from './auth.tables';

const ctx = useTestApp();

// A 1×1 PNG: a real picture, as the browser sends it after cropping.
function registration(overrides: Record<string, unknown> = {}) {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    email: `new${id}@example.test`,
    username: `new_${id}`,
    password: TEST_PASSWORD,
    firstName: 'Nora',
    lastName: "O'Neil",
    birthDate: '1998-05-17',
    country: 'fr',
    acceptTerms: true,
    deviceId: newDeviceId(),
    ...overrides,
  };
}

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  return { body, res };
}

/** Registers and reads the code from the mail: answers what the verify call needs. */
async function registered(overrides: Record<string, unknown> = {}) {
  const { body, res } = await register(overrides);
  expect(res.statusCode).toBe(201);
  const mail = await ctx.mailbox.waitFor(body.email);
  return { body, challengeId: res.json().challengeId as string, code: codeFrom(mail.subject) };
}

function verify(payload: { challengeId: string; code: string; deviceId: string }) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload });
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/auth/register', () => {
  it('creates the account, mails a 6-digit code, and the code signs the member in', async () => {
    const body = registration();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    const challenge = res.json();
    expect(challenge.emailHint).toMatch(/^ne•+@example\.test$/);

    const mail = await ctx.mailbox.waitFor(body.email);
    const code = codeFrom(mail.subject);
    expect(mail.text).toContain(code);

    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { challengeId: challenge.challengeId, code, deviceId: body.deviceId },
    });
    expect(verified.statusCode).toBe(200);
    const { token, user } = verified.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      username: body.username,
      country: 'FR',
      emailVerified: true,
      role: 'member',
    });

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: { authorization: `Token ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(body.email);
  });

  it('answers 422 naming each bad field and creates nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({
        email: 'not-an-email',
        password: 'short',
        acceptTerms: false,
        birthDate: '2020-01-01',
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'acceptTerms', 'birthDate']));
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
    expect(ctx.mailbox.received).toHaveLength(0);
  });

  it('answers 422 for a day the calendar does not have (30 February), not a database error', async () => {
    for (const birthDate of ['1990-02-30', '1991-02-29', '1990-04-31']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ birthDate }),
      });
      expect(res.statusCode, birthDate).toBe(422);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'birthDate' })]);
    }
  });

  it('refuses a common password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ password: 'password123' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', errors: [{ field: 'password' }] });
  });

  it('refuses the names that are screens of the app (the chat’s inbox and community rooms)', async () => {
    for (const username of ['inbox', 'Community']) {
      const { res } = await register({ username });
      expect(res.statusCode, username).toBe(422);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ field: 'username', message: 'This name is reserved: choose another' }),
      ]);
    }
  });

  it('answers 409 USERNAME_TAKEN naming the field, whatever the case of the username', async () => {
    const existing = await createAccount(ctx);
    const { res } = await register({ username: existing.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN', errors: [{ field: 'username' }] });
    await ctx.built.settle();
    expect(ctx.mailbox.received).toHaveLength(0);
  });

  it('answers a used email exactly like a new one, and mails its owner a notice instead of a code', async () => {
    const existing = await createAccount(ctx);
    const fresh = await register();
    const reused = await register({ email: existing.email.toUpperCase() });

    expect(reused.res.statusCode).toBe(201);
    expect(reused.res.statusCode).toBe(fresh.res.statusCode);
    const reusedBody = reused.res.json();
    expect(Object.keys(reusedBody).sort()).toEqual(Object.keys(fresh.res.json()).sort());
    expect(reusedBody.challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reusedBody.emailHint).toMatch(/^us•+@example\.test$/);

    const notice = await ctx.mailbox.waitFor(existing.email);
    expect(notice.subject).toMatch(/tried to sign up/);
    expect(notice.subject).not.toMatch(/\d{6}/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    await ctx.built.settle();
    expect(ctx.mailbox.received.filter((m) => m.to.includes(existing.email))).toHaveLength(0);

    const stillOne = await ctx.built.database.db.select().from(users).where(eq(users.email, existing.email));
    expect(stillOne).toHaveLength(1);
  });

  it('never lets the code of a used-email registration sign anybody in', async () => {
    const existing = await createAccount(ctx);
    const { body, res } = await register({ email: existing.email });
    expect(res.statusCode).toBe(201);
    const { challengeId } = res.json();
    // The decoy's code is never mailed; even knowing it does not help.
    await ctx.built.database.db
      .update(emailChallenges)
      .set({ codeHash: sha256('424242') })
      .where(eq(emailChallenges.id, challengeId));

    const verified = await verify({ challengeId, code: '424242', deviceId: body.deviceId });
    expect(verified.statusCode).toBe(422);
    expect(verified.json()).toMatchObject({ code: 'INVALID_CODE', errors: [{ field: 'code' }] });
    expect(verified.json()).not.toHaveProperty('token');
  });

  it('records the referrer given by its code', async () => {
    const referrer = await createAccount(ctx);
    const [row] = await ctx.built.database.db.select().from(users).where(eq(users.id, referrer.id));
    const code = row?.referralCode ?? '';
    expect(code).not.toBe('');

    const { body, res } = await register({ referrer: code.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const [created] = await ctx.built.database.db.select().from(users).where(eq(users.email, body.email));
    expect(created?.referredById).toBe(referrer.id);
  });

  it('records no referrer for an unknown code, and still creates the account', async () => {
    const { body, res } = await register({ referrer: 'nosuchcode' });
    expect(res.statusCode).toBe(201);
    const [created] = await ctx.built.database.db.select().from(users).where(eq(users.email, body.email));
    expect(created).toBeDefined();
    expect(created?.referredById).toBeNull();
  });

  it('refuses a photo in the registration itself (422 naming avatar): photos are uploaded once signed in', async () => {
    const { res } = await register({ avatar: 'data:text/html;base64,PGgxPmhpPC9oMT4=' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('avatar');
  });

  it('refuses an unknown field (422 naming it)', async () => {
    const { res } = await register({ role: 'admin' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('role');
  });
});

describe('GET /api/auth/referrers/:code', () => {
  it("answers a verified member's name and code", async () => {
    const referrer = await createAccount(ctx);
    const [row] = await ctx.built.database.db.select().from(users).where(eq(users.id, referrer.id));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/referrers/${row?.referralCode}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: row?.referralCode, displayName: 'Test Person', avatarUrl: null });
  });

  it('answers 422 naming code for a too long code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/referrers/${'a'.repeat(65)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('code');
  });

  it('answers 404 for an unknown code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/referrers/nosuchcode' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers 404 for the code of an account whose email is not confirmed', async () => {
    const { body } = await registered();
    const [row] = await ctx.built.database.db.select().from(users).where(eq(users.email, body.email));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/referrers/${row?.referralCode}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/auth/username-availability', () => {
  it('answers false for a taken username (any case) and true for a free one', async () => {
    const existing = await createAccount(ctx);
    const taken = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/username-availability?username=${existing.username.toUpperCase()}`,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ available: false });

    const free = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/username-availability?username=nobody_has_this',
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ available: true });
  });

  it('answers 422 naming username for an invalid one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/username-availability?username=a!' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('username');
  });
});

describe('POST /api/auth/verify-email', () => {
  it('answers 410 CODE_EXPIRED once 10 minutes have passed', async () => {
    const { body, challengeId, code } = await registered();
    ctx.clock.advance(10 * 60 * 1000);
    const res = await verify({ challengeId, code, deviceId: body.deviceId });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('CODE_EXPIRED');
  });

  it('still accepts the code just before 10 minutes', async () => {
    const { body, challengeId, code } = await registered();
    ctx.clock.advance(10 * 60 * 1000 - 1000);
    const res = await verify({ challengeId, code, deviceId: body.deviceId });
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 INVALID_CODE on a wrong code, and after 5 wrong tries even the right code fails', async () => {
    const { body, challengeId, code } = await registered();
    const wrong = { challengeId, code: otherCode(code), deviceId: body.deviceId };

    const first = await verify(wrong);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({
      code: 'INVALID_CODE',
      detail: '4 tries left',
      errors: [{ field: 'code' }],
    });
    for (let i = 0; i < 3; i += 1) expect((await verify(wrong)).statusCode).toBe(422);
    const fifth = await verify(wrong);
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');

    const right = await verify({ challengeId, code, deviceId: body.deviceId });
    expect(right.statusCode).toBe(410);
    expect(right.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('does not let a code be used twice', async () => {
    const { body, challengeId, code } = await registered();
    expect((await verify({ challengeId, code, deviceId: body.deviceId })).statusCode).toBe(200);
    const again = await verify({ challengeId, code, deviceId: body.deviceId });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('CODE_EXPIRED');
    expect(again.json()).not.toHaveProperty('token');
  });

  it('answers 422 naming each bad field', async () => {
    const res = await verify({ challengeId: 'nope', code: '12ab', deviceId: 'x' });
    expect(res.statusCode).toBe(422);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['challengeId', 'code', 'deviceId']));
  });
});

describe('POST /api/auth/resend-code', () => {
  function resend(challengeId: string) {
    return ctx.app.inject({ method: 'POST', url: '/api/auth/resend-code', payload: { challengeId } });
  }

  it('answers 429 RESEND_COOLDOWN with retry-after before 60 s', async () => {
    const { challengeId } = await registered();
    ctx.clock.advance(20_000);
    const res = await resend(challengeId);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RESEND_COOLDOWN', retryAfterSeconds: 40 });
    expect(res.headers['retry-after']).toBe('40');
    await ctx.built.settle();
    expect(ctx.mailbox.received).toHaveLength(0);
  });

  it('after 60 s mails a new code; the old code no longer works and the new one does', async () => {
    const { body, challengeId, code: oldCode } = await registered();
    ctx.clock.advance(60_000);
    const res = await resend(challengeId);
    expect(res.statusCode).toBe(200);
    expect(res.json().challengeId).toBe(challengeId);
    expect(Date.parse(res.json().resendAvailableAt)).toBe(ctx.clock.now().getTime() + 60_000);
    const newCode = codeFrom((await ctx.mailbox.waitFor(body.email)).subject);

    if (newCode !== oldCode) {
      const old = await verify({ challengeId, code: oldCode, deviceId: body.deviceId });
      expect(old.statusCode).toBe(422);
      expect(old.json().code).toBe('INVALID_CODE');
    }
    const fresh = await verify({ challengeId, code: newCode, deviceId: body.deviceId });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers 410 for an unknown challenge and 422 naming challengeId for a bad one', async () => {
    const unknown = await resend('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().code).toBe('CODE_EXPIRED');

    const bad = await resend('not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('challengeId');
  });
});
