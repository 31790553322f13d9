import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  codeFrom,
  createAccount,
  newDeviceId,
  signedInAccount,
  signIn,
  TEST_PASSWORD,
} from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';

const ctx = useTestApp();
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

function auth(token: string) {
  return { authorization: `Token ${token}` };
}

function listSessions(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth(token) });
}

function profileStatus(token: string) {
  return ctx.app
    .inject({ method: 'GET', url: '/api/user-profile/', headers: auth(token) })
    .then((res) => res.statusCode);
}

/** Signs in from a browser with this User-Agent (new device: answers the mailed code). */
async function signInWithAgent(email: string, userAgent: string) {
  const deviceId = newDeviceId();
  const headers = { 'user-agent': userAgent };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { identifier: email, password: TEST_PASSWORD, deviceId },
  });
  const code = codeFrom((await ctx.mailbox.waitFor(email)).subject);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/verify',
    headers,
    payload: { challengeId: res.json().challenge.challengeId, code, deviceId },
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().token as string;
}

describe('GET /api/auth/sessions', () => {
  it("lists the member's live sessions, the current one flagged, with a device label", async () => {
    const account = await createAccount(ctx);
    const firefox = await signInWithAgent(account.email, FIREFOX_ON_LINUX);
    const other = await signIn(ctx, account.email);
    const stranger = await signedInAccount(ctx);

    const res = await listSessions(firefox);
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(2);
    const current = items.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ deviceLabel: 'Firefox on Linux', ip: '127.0.0.1' });

    const fromOther = (await listSessions(other.token)).json().items;
    const otherCurrent = fromOther.find((s: { current: boolean }) => s.current);
    expect(otherCurrent.id).not.toBe(current[0].id);
    expect(otherCurrent.deviceLabel).toBe('Browser');
    expect(fromOther.map((s: { id: string }) => s.id).sort()).toEqual(
      items.map((s: { id: string }) => s.id).sort(),
    );

    const strangers = (await listSessions(stranger.token)).json().items;
    expect(strangers).toHaveLength(1);
    expect(items.map((s: { id: string }) => s.id)).not.toContain(strangers[0].id);
  });

  it('ends a session after 60 days', async () => {
    const member = await signedInAccount(ctx);
    ctx.clock.advance(60 * 86_400_000 - 1000);
    expect(await profileStatus(member.token)).toBe(200);
    ctx.clock.advance(1000);
    expect(await profileStatus(member.token)).toBe(401);
    expect((await listSessions(member.token)).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('ends another session of mine: its token answers 401 afterwards', async () => {
    const member = await signedInAccount(ctx);
    const laptop = await signIn(ctx, member.email);
    const laptopId = (await listSessions(laptop.token))
      .json()
      .items.find((s: { current: boolean }) => s.current).id;

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopId}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await profileStatus(laptop.token)).toBe(401);
    expect(await profileStatus(member.token)).toBe(200);
    const left = (await listSessions(member.token)).json().items;
    expect(left.map((s: { id: string }) => s.id)).not.toContain(laptopId);
  });

  it("answers 404 SESSION_NOT_FOUND for someone else's session, which keeps working", async () => {
    const member = await signedInAccount(ctx);
    const stranger = await signedInAccount(ctx);
    const strangerSession = (await listSessions(stranger.token)).json().items[0].id;

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${strangerSession}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SESSION_NOT_FOUND');
    expect(await profileStatus(stranger.token)).toBe(200);
  });

  it('answers 404 for a session that is already ended', async () => {
    const member = await signedInAccount(ctx);
    const laptop = await signIn(ctx, member.email);
    const laptopId = (await listSessions(laptop.token))
      .json()
      .items.find((s: { current: boolean }) => s.current).id;
    const url = `/api/auth/sessions/${laptopId}`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: member.headers })).statusCode).toBe(204);
    const again = await ctx.app.inject({ method: 'DELETE', url, headers: member.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('SESSION_NOT_FOUND');
  });

  it('answers 401 without a token and 422 naming id for a bad id', async () => {
    const member = await signedInAccount(ctx);
    const sessionId = (await listSessions(member.token)).json().items[0].id;
    const anonymous = await ctx.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${sessionId}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await profileStatus(member.token)).toBe(200);

    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/not-a-uuid',
      headers: member.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('id');
  });
});

describe('POST /api/auth/password', () => {
  const NEW_PASSWORD = 'velvet-harbor-finch-31';

  function changePassword(token: string | undefined, payload: Record<string, unknown>) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: token ? auth(token) : {},
      payload,
    });
  }

  it('answers 422 naming currentPassword when the current password is wrong', async () => {
    const member = await signedInAccount(ctx);
    const res = await changePassword(member.token, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      errors: [{ field: 'currentPassword' }],
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: member.email, password: TEST_PASSWORD, deviceId: member.deviceId },
    });
    expect(login.json().status).toBe('authenticated');
  });

  it('changes the password, ends my other sessions and keeps the current one', async () => {
    const member = await signedInAccount(ctx);
    const laptop = await signIn(ctx, member.email);
    const res = await changePassword(member.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: true });
    expect(await profileStatus(member.token)).toBe(200);
    expect(await profileStatus(laptop.token)).toBe(401);

    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: member.email, password, deviceId: member.deviceId },
      });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).json().status).toBe('authenticated');
  });

  it('refuses a common new password, naming newPassword', async () => {
    const member = await signedInAccount(ctx);
    const res = await changePassword(member.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password123',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', errors: [{ field: 'newPassword' }] });
  });

  it('answers 401 without a token and 422 naming each bad field', async () => {
    const anonymous = await changePassword(undefined, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);

    const member = await signedInAccount(ctx);
    const bad = await changePassword(member.token, { currentPassword: '', newPassword: 'short' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['currentPassword', 'newPassword']),
    );
  });
});

describe('PUT /api/auth/two-factor', () => {
  it('turns 2-step sign-in on and shows it in the profile', async () => {
    const member = await signedInAccount(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/two-factor',
      headers: member.headers,
      payload: { enabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { user: { id: member.id, twoFactorEnabled: true } },
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: member.headers,
    });
    expect(profile.json().twoFactorEnabled).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/two-factor',
      payload: { enabled: true },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 422 naming enabled for a bad body', async () => {
    const member = await signedInAccount(ctx);
    for (const payload of [{ enabled: 'yes' }, {}]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/two-factor',
        headers: member.headers,
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('enabled');
    }
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: member.headers,
    });
    expect(profile.json().twoFactorEnabled).toBe(false);
  });
});

describe('a suspended member', () => {
  it('has no live session while suspended, even one that escaped the suspension’s revocation', async () => {
    const member = await signedInAccount(ctx);
    expect(await profileStatus(member.token)).toBe(200);
    // Written straight to the table: a sign-in that committed its session after the moderator's
    // decision had ended the others.
    const until = new Date(ctx.clock.now().getTime() + 3_600_000);
    await ctx.built.database.db.update(users).set({ suspendedUntil: until }).where(eq(users.id, member.id));
    expect(await profileStatus(member.token)).toBe(401);
    ctx.clock.advance(3_600_001);
    expect(await profileStatus(member.token)).toBe(200);
  });
});
