import { describe, expect, it } from 'vitest';
import { codeFrom, createAccount, newDeviceId, signedInAccount, TEST_PASSWORD } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function login(payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
}

function verifyLogin(payload: { challengeId: string; code: string; deviceId: string }) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login/verify', payload });
}

/** Signs in on a new device, answering the mailed code: that device is known afterwards. */
async function signInOnDevice(identifier: string, email: string, deviceId: string) {
  const first = await login({ identifier, password: TEST_PASSWORD, deviceId });
  const { challenge } = first.json();
  const code = codeFrom((await ctx.mailbox.waitFor(email)).subject);
  const verified = await verifyLogin({ challengeId: challenge.challengeId, code, deviceId });
  expect(verified.statusCode).toBe(200);
  return verified.json().token as string;
}

function profile(authorization?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/user-profile/',
    headers: authorization ? { authorization } : {},
  });
}

describe('POST /api/auth/login', () => {
  it('asks for a mailed code on a new device, and that code gives a token', async () => {
    const account = await createAccount(ctx);
    const deviceId = newDeviceId();
    const res = await login({ identifier: account.email, password: TEST_PASSWORD, deviceId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'code_required', reason: 'new_device' });
    expect(body).not.toHaveProperty('token');
    const mail = await ctx.mailbox.waitFor(account.email, /sign-in code/);
    const code = codeFrom(mail.subject);

    const verified = await verifyLogin({ challengeId: body.challenge.challengeId, code, deviceId });
    expect(verified.statusCode).toBe(200);
    const { token, user } = verified.json();
    expect(user).toMatchObject({ id: account.id, email: account.email });
    const me = await profile(`Token ${token}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(account.id);
  });

  it('signs in directly on a device that was used before', async () => {
    const account = await createAccount(ctx);
    const deviceId = newDeviceId();
    await signInOnDevice(account.email, account.email, deviceId);

    const again = await login({ identifier: account.email, password: TEST_PASSWORD, deviceId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'authenticated', user: { id: account.id } });
    expect((await profile(`Token ${again.json().token}`)).statusCode).toBe(200);
    await ctx.built.settle();
    expect(ctx.mailbox.received).toHaveLength(0);
  });

  it('accepts the email or the username, whatever their case', async () => {
    const account = await createAccount(ctx);
    const deviceId = newDeviceId();
    await signInOnDevice(account.email, account.email, deviceId);

    for (const identifier of [
      account.email.toUpperCase(),
      account.username.toUpperCase(),
      account.username,
    ]) {
      const res = await login({ identifier: `  ${identifier} `, password: TEST_PASSWORD, deviceId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'authenticated', user: { id: account.id } });
    }
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const account = await createAccount(ctx);
    const deviceId = newDeviceId();
    const wrong = await login({ identifier: account.email, password: 'not-the-password-1', deviceId });
    const unknown = await login({ identifier: 'nobody@example.test', password: TEST_PASSWORD, deviceId });
    const unknownName = await login({ identifier: 'nobody_here', password: TEST_PASSWORD, deviceId });

    for (const res of [wrong, unknown, unknownName]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const { requestId: a, ...wrongBody } = wrong.json();
    const { requestId: b, ...unknownBody } = unknown.json();
    const { requestId: c, ...unknownNameBody } = unknownName.json();
    expect(wrongBody.code).toBe('INVALID_CREDENTIALS');
    expect(unknownBody).toEqual(wrongBody);
    expect(unknownNameBody).toEqual(wrongBody);
    expect(new Set([a, b, c]).size).toBe(3);
    await ctx.built.settle();
    expect(ctx.mailbox.received).toHaveLength(0);
  });

  it('asks for a code on every sign-in once 2-step sign-in is on, even on a known device', async () => {
    const member = await signedInAccount(ctx);
    const on = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/two-factor',
      headers: member.headers,
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ success: true, data: { user: { twoFactorEnabled: true } } });

    const res = await login({ identifier: member.email, password: TEST_PASSWORD, deviceId: member.deviceId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'code_required', reason: 'two_factor' });
    const code = codeFrom((await ctx.mailbox.waitFor(member.email)).subject);
    const verified = await verifyLogin({
      challengeId: res.json().challenge.challengeId,
      code,
      deviceId: member.deviceId,
    });
    expect(verified.statusCode).toBe(200);

    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/two-factor',
      headers: member.headers,
      payload: { enabled: false, currentPassword: TEST_PASSWORD },
    });
    expect(off.json().data.user.twoFactorEnabled).toBe(false);
    const direct = await login({
      identifier: member.email,
      password: TEST_PASSWORD,
      deviceId: member.deviceId,
    });
    expect(direct.json().status).toBe('authenticated');
  });

  it('binds a sign-in code to its device: another device id gets 422', async () => {
    const account = await createAccount(ctx);
    const deviceId = newDeviceId();
    const res = await login({ identifier: account.email, password: TEST_PASSWORD, deviceId });
    const code = codeFrom((await ctx.mailbox.waitFor(account.email)).subject);
    const challengeId = res.json().challenge.challengeId;

    const elsewhere = await verifyLogin({ challengeId, code, deviceId: newDeviceId() });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ code: 'INVALID_CODE', errors: [{ field: 'code' }] });
    expect(elsewhere.json()).not.toHaveProperty('token');

    const here = await verifyLogin({ challengeId, code, deviceId });
    expect(here.statusCode).toBe(200);
  });

  it('sends an account whose email is not confirmed to email verification', async () => {
    const deviceId = newDeviceId();
    const email = `pending${Math.random().toString(36).slice(2, 8)}@example.test`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        username: `pending_${Math.random().toString(36).slice(2, 8)}`,
        password: TEST_PASSWORD,
        firstName: 'Pat',
        lastName: 'Pending',
        birthDate: '1990-02-03',
        country: 'BE',
        acceptTerms: true,
        deviceId,
      },
    });
    expect(registered.statusCode).toBe(201);
    await ctx.mailbox.waitFor(email);

    const res = await login({ identifier: email, password: TEST_PASSWORD, deviceId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'code_required', reason: 'verify_email' });
    const code = codeFrom((await ctx.mailbox.waitFor(email)).subject);
    // A verify_email challenge is not a sign-in challenge.
    const wrongRoute = await verifyLogin({ challengeId: res.json().challenge.challengeId, code, deviceId });
    expect(wrongRoute.statusCode).toBe(410);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { challengeId: res.json().challenge.challengeId, code, deviceId },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.emailVerified).toBe(true);
  });

  it('answers 422 naming each missing field', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['identifier', 'password', 'deviceId']));

    const blank = await login({ identifier: '   ', password: '', deviceId: newDeviceId() });
    expect(blank.statusCode).toBe(422);
    const blankFields = blank.json().errors.map((e: { field: string }) => e.field);
    expect(blankFields).toEqual(expect.arrayContaining(['identifier', 'password']));
  });
});

describe('POST /api/auth/login/verify', () => {
  it('answers 422 naming each bad field', async () => {
    const res = await verifyLogin({ challengeId: 'x', code: 'abcdef', deviceId: 'short' });
    expect(res.statusCode).toBe(422);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['challengeId', 'code', 'deviceId']));
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token: it answers 401 afterwards', async () => {
    const member = await signedInAccount(ctx);
    expect((await profile(member.headers.authorization)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers });
    expect(out.statusCode).toBe(204);
    const after = await profile(member.headers.authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('Authorization header', () => {
  it('must be exactly `Token <token>`', async () => {
    const member = await signedInAccount(ctx);
    const altered = `${member.token.slice(0, -1)}${member.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await profile(`Token ${member.token}`)).statusCode).toBe(200);
    for (const header of [
      `Bearer ${member.token}`,
      `token ${member.token}`,
      `Token  ${member.token}`,
      member.token,
      'Bearer x',
      `Token ${altered}`,
    ]) {
      const res = await profile(header);
      expect(res.statusCode, header).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await profile()).statusCode).toBe(401);
  });
});
