import { describe, expect, it } from 'vitest';
import {
  createAccount,
  newDeviceId,
  registerUnverified,
  signedInAccount,
  signIn,
  TEST_PASSWORD,
} from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const NEW_PASSWORD = 'amber-walrus-compass-77';

function requestReset(email: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
}

/** Asks for a reset link and reads it from the mail. */
async function resetLink(email: string) {
  const res = await requestReset(email);
  expect(res.statusCode).toBe(202);
  const mail = await ctx.mailbox.waitFor(email, /Reset your BeTogether password/);
  const match = /\/auth\/confirm_new_password\/([0-9a-f-]{36})\/link#token=([A-Za-z0-9_-]{43})/.exec(
    mail.text,
  );
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in "${mail.text}"`);
  return { id: match[1], token: match[2], url: match[0] };
}

function checkLink(id: string, token: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { id, token } });
}

function confirm(id: string, token: string, password = NEW_PASSWORD) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { id, token, password },
  });
}

function login(identifier: string, password: string, deviceId = newDeviceId()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password, deviceId },
  });
}

describe('POST /api/auth/password-reset', () => {
  it('answers 202 with the same body for a known and an unknown email; only the known one gets mail', async () => {
    const account = await createAccount(ctx);
    const known = await requestReset(account.email);
    const unknown = await requestReset('nobody@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ accepted: true });
    expect(unknown.json()).toEqual(known.json());

    await ctx.built.settle();
    expect(ctx.mailbox.received.map((m) => m.to)).toEqual([account.email]);
    // The token is in the fragment, which browsers never send: no server or proxy logs it.
    expect(ctx.mailbox.received[0]?.text).toMatch(
      /^http:\/\/localhost:3000\/auth\/confirm_new_password\/[0-9a-f-]{36}\/link#token=[A-Za-z0-9_-]{43}$/m,
    );
  });

  it('takes the token in a body only: the old URL form of the link check is gone', async () => {
    const account = await createAccount(ctx);
    const link = await resetLink(account.email);
    const inUrl = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/password-reset/${link.id}/${link.token}`,
    });
    expect(inUrl.statusCode).toBe(404);
    expect((await checkLink(link.id, link.token)).statusCode).toBe(200);
  });

  it('answers 422 naming email for a bad address', async () => {
    const res = await requestReset('not an email');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('email');
  });
});

describe('password reset link', () => {
  it('is valid for an hour, sets the new password, and ends every session of the account', async () => {
    const member = await signedInAccount(ctx);
    const otherDevice = await signIn(ctx, member.email);
    const link = await resetLink(member.email);

    const check = await checkLink(link.id, link.token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      valid: true,
      expiresAt: new Date(ctx.clock.now().getTime() + 60 * 60 * 1000).toISOString(),
    });

    const done = await confirm(link.id, link.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ accepted: true });

    for (const token of [member.token, otherDevice.token]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/user-profile/',
        headers: { authorization: `Token ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }

    const old = await login(member.email, TEST_PASSWORD, member.deviceId);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
    const fresh = await login(member.email, NEW_PASSWORD, member.deviceId);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ status: 'authenticated', user: { id: member.id } });
  });

  it('confirms the email of an account that had not confirmed it', async () => {
    const email = await registerUnverified(ctx);
    const link = await resetLink(email);
    expect((await confirm(link.id, link.token)).statusCode).toBe(200);
    const res = await login(email, NEW_PASSWORD);
    expect(res.json()).toMatchObject({ status: 'code_required', reason: 'new_device' });
  });

  it('works once: a used link answers 410 RESET_LINK_INVALID', async () => {
    const account = await createAccount(ctx);
    const link = await resetLink(account.email);
    expect((await confirm(link.id, link.token)).statusCode).toBe(200);

    const check = await checkLink(link.id, link.token);
    expect(check.statusCode).toBe(410);
    expect(check.json().code).toBe('RESET_LINK_INVALID');
    const again = await confirm(link.id, link.token, 'another-fine-passphrase-9');
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('RESET_LINK_INVALID');
    expect((await login(account.email, 'another-fine-passphrase-9')).statusCode).toBe(401);
  });

  it('closes the other open links of the account once one is used', async () => {
    const account = await createAccount(ctx);
    const first = await resetLink(account.email);
    const second = await resetLink(account.email);
    expect((await confirm(second.id, second.token)).statusCode).toBe(200);
    expect((await checkLink(first.id, first.token)).statusCode).toBe(410);
    expect((await confirm(first.id, first.token, 'another-fine-passphrase-9')).statusCode).toBe(410);
  });

  it('expires after 1 hour', async () => {
    const account = await createAccount(ctx);
    const link = await resetLink(account.email);
    ctx.clock.advance(60 * 60 * 1000 - 1000);
    expect((await checkLink(link.id, link.token)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const check = await checkLink(link.id, link.token);
    expect(check.statusCode).toBe(410);
    expect(check.json().code).toBe('RESET_LINK_INVALID');
    const res = await confirm(link.id, link.token);
    expect(res.statusCode).toBe(410);
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 410 for a wrong token on a real link id', async () => {
    const account = await createAccount(ctx);
    const link = await resetLink(account.email);
    const forged = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await checkLink(link.id, forged)).statusCode).toBe(410);
    expect((await confirm(link.id, forged)).statusCode).toBe(410);
    expect((await confirm(link.id, link.token)).statusCode).toBe(200);
  });

  it('refuses a common new password (422 PASSWORD_TOO_COMMON) and keeps the link usable', async () => {
    const account = await createAccount(ctx);
    const link = await resetLink(account.email);
    const res = await confirm(link.id, link.token, 'password123');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', errors: [{ field: 'password' }] });
    const own = await confirm(link.id, link.token, account.username);
    expect(own.statusCode).toBe(422);
    expect(own.json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await confirm(link.id, link.token)).statusCode).toBe(200);
  });

  it('answers 422 naming each bad field', async () => {
    const badCheck = await checkLink('not-a-uuid', 'short');
    expect(badCheck.statusCode).toBe(422);
    expect(badCheck.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['id', 'token']),
    );

    const badConfirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { id: 'nope', token: 'nope', password: 'short' },
    });
    expect(badConfirm.statusCode).toBe(422);
    expect(badConfirm.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['id', 'token', 'password']),
    );
  });
});

describe('POST /api/auth/username-reminder', () => {
  function remind(email: string) {
    return ctx.app.inject({ method: 'POST', url: '/api/auth/username-reminder', payload: { email } });
  }

  it('mails the username to the account', async () => {
    const account = await createAccount(ctx);
    const res = await remind(account.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const mail = await ctx.mailbox.waitFor(account.email, /username/);
    expect(mail.text).toContain(`It is: ${account.username}`);
  });

  it('answers the same 202 for an unknown email and sends no mail', async () => {
    const res = await remind('nobody@example.test');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    await ctx.built.settle();
    expect(ctx.mailbox.received).toHaveLength(0);
  });

  it('answers 422 naming email for a bad address', async () => {
    const res = await remind('nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('email');
  });
});
