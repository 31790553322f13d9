import { describe, expect, it } from 'vitest';
import { codeFrom, newDeviceId, TEST_PASSWORD } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

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

  it('refuses a common password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ password: 'password123' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', errors: [{ field: 'password' }] });
  });
});
