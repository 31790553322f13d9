import { describe, expect, it } from 'vitest';
import { codeFrom, createAccount, newDeviceId, TEST_PASSWORD } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const HOUR = 60 * 60 * 1000;

function login(identifier: string, deviceId = newDeviceId()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password: TEST_PASSWORD, deviceId },
  });
}

/** A sign-in from a new device: a challenge, its code from the mail, and the device it is bound to. */
async function signInChallenge(email: string) {
  const deviceId = newDeviceId();
  const res = await login(email, deviceId);
  expect(res.json()).toMatchObject({ status: 'code_required', reason: 'new_device' });
  const code = codeFrom((await ctx.mailbox.waitFor(email)).subject);
  return { challengeId: res.json().challenge.challengeId as string, code, deviceId };
}

function verify(payload: { challengeId: string; code: string; deviceId: string }) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login/verify', payload });
}

function resend(challengeId: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/resend-code', payload: { challengeId } });
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function mailsTo(email: string, subject: RegExp): Promise<number> {
  await ctx.built.settle();
  return ctx.mailbox.received.filter((m) => m.to.includes(email) && subject.test(m.subject)).length;
}

describe('email code tries', () => {
  it('allows 5 guesses in all: a resend gives a new code but no new tries', async () => {
    const account = await createAccount(ctx);
    const challenge = await signInChallenge(account.email);
    for (let i = 0; i < 4; i += 1)
      expect((await verify({ ...challenge, code: wrong(challenge.code) })).statusCode).toBe(422);

    ctx.clock.advance(60_000);
    expect((await resend(challenge.challengeId)).statusCode).toBe(200);
    const newCode = codeFrom((await ctx.mailbox.waitFor(account.email)).subject);
    const fifth = await verify({ ...challenge, code: wrong(newCode) });
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
    const right = await verify({ ...challenge, code: newCode });
    expect(right.statusCode).toBe(410);
    expect(right.json()).not.toHaveProperty('token');
  });

  it('cannot revive an exhausted challenge: the resend answers 410 and mails nothing', async () => {
    const account = await createAccount(ctx);
    const challenge = await signInChallenge(account.email);
    for (let i = 0; i < 5; i += 1) await verify({ ...challenge, code: wrong(challenge.code) });
    ctx.clock.advance(60_000);
    const res = await resend(challenge.challengeId);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect(await mailsTo(account.email, /code/)).toBe(0);
  });

  it('cannot revive an expired challenge: the resend answers 410 CODE_EXPIRED and mails nothing', async () => {
    const account = await createAccount(ctx);
    const challenge = await signInChallenge(account.email);
    ctx.clock.advance(10 * 60_000);
    const res = await resend(challenge.challengeId);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('CODE_EXPIRED');
    expect(await mailsTo(account.email, /code/)).toBe(0);
    expect((await verify(challenge)).statusCode).toBe(410);
  });
});

describe('per-account hourly limits', () => {
  it('issues 5 codes an hour per account, whatever the device or IP, then answers 429 CODE_LIMIT_REACHED', async () => {
    const account = await createAccount(ctx);
    for (let i = 0; i < 5; i += 1) await signInChallenge(account.email);
    ctx.clock.advance(30 * 60_000);
    const sixth = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      payload: { identifier: account.email, password: TEST_PASSWORD, deviceId: newDeviceId() },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('CODE_LIMIT_REACHED');
    expect(sixth.headers['retry-after']).toBe(String(30 * 60));
    expect(await mailsTo(account.email, /code/)).toBe(0);

    ctx.clock.advance(30 * 60_000);
    await signInChallenge(account.email);
  });

  it('counts resends as codes issued', async () => {
    const account = await createAccount(ctx);
    const challenge = await signInChallenge(account.email);
    for (let i = 0; i < 4; i += 1) {
      ctx.clock.advance(60_000);
      expect((await resend(challenge.challengeId)).statusCode).toBe(200);
    }
    ctx.clock.advance(60_000);
    const sixth = await resend(challenge.challengeId);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('CODE_LIMIT_REACHED');
    expect(await mailsTo(account.email, /code/)).toBe(4);
  });

  it('stops checking codes after 10 wrong ones in an hour across challenges (429), even the right one', async () => {
    const account = await createAccount(ctx);
    for (let round = 0; round < 2; round += 1) {
      const challenge = await signInChallenge(account.email);
      for (let i = 0; i < 5; i += 1) await verify({ ...challenge, code: wrong(challenge.code) });
    }
    const third = await signInChallenge(account.email);
    const res = await verify(third);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('CODE_GUESS_LIMIT_REACHED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    ctx.clock.advance(HOUR);
    const later = await signInChallenge(account.email);
    expect((await verify(later)).statusCode).toBe(200);
  });

  it('are not spent by someone who registers with the owner’s email: the owner still signs in', async () => {
    const account = await createAccount(ctx);
    // Anyone who knows the address: registrations with it open confirmation challenges (decoys,
    // no code sent), as many as the limit allows, then guess their codes.
    const challenges: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: account.email,
          username: `squat_${i}_${Math.random().toString(36).slice(2, 6)}`,
          password: 'sapphire-heron-ladder-58',
          firstName: 'Eve',
          lastName: 'Else',
          birthDate: '1990-01-01',
          country: 'FR',
          acceptTerms: true,
          deviceId: newDeviceId(),
        },
      });
      if (res.statusCode === 201) challenges.push(res.json().challengeId);
    }
    for (const challengeId of challenges.slice(0, 2))
      for (let i = 0; i < 5; i += 1)
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/verify-email',
          payload: { challengeId, code: '123456', deviceId: newDeviceId() },
        });
    await ctx.built.settle();
    ctx.mailbox.clear(); // the sign-up notices the owner got
    const own = await signInChallenge(account.email);
    const res = await verify(own);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('per-mailbox hourly mail limits', () => {
  it('mails at most 5 reset links an hour; past that the answer is the same and nothing leaves', async () => {
    const account = await createAccount(ctx);
    for (let i = 0; i < 7; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: account.email },
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: true });
    }
    expect(await mailsTo(account.email, /Reset your BeTogether password/)).toBe(5);
    ctx.mailbox.clear();
    ctx.clock.advance(HOUR);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: account.email },
    });
    expect(await mailsTo(account.email, /Reset your BeTogether password/)).toBe(1);
  });

  it('mails at most 5 username reminders an hour', async () => {
    const account = await createAccount(ctx);
    for (let i = 0; i < 7; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/username-reminder',
        payload: { email: account.email },
      });
      expect(res.statusCode).toBe(202);
    }
    expect(await mailsTo(account.email, /username/)).toBe(5);
  });

  it('mails the owner of a used email at most 5 sign-up notices an hour', async () => {
    const account = await createAccount(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: account.email,
          username: `again_${i}_${Math.random().toString(36).slice(2, 6)}`,
          password: TEST_PASSWORD,
          firstName: 'Eve',
          lastName: 'Again',
          birthDate: '1990-01-01',
          country: 'FR',
          acceptTerms: true,
          deviceId: newDeviceId(),
        },
      });
      statuses.push(res.statusCode);
    }
    // The sixth one on is refused by the per-account code limit, as it would be for a new email.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await mailsTo(account.email, /tried to sign up/)).toBe(5);
  });
});
