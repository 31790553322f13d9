import { describe, expect, it } from 'vitest';
import { signedInAccount, TEST_PASSWORD } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function setTwoFactor(headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url: '/api/auth/two-factor', headers, payload });
}

async function twoFactorOn(headers: Record<string, string>): Promise<boolean> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/user-profile/', headers });
  return res.json().twoFactorEnabled;
}

describe('PUT /api/auth/two-factor', () => {
  it('turns on without a password, and off only with the current password', async () => {
    const member = await signedInAccount(ctx);
    const on = await setTwoFactor(member.headers, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.user.twoFactorEnabled).toBe(true);

    const off = await setTwoFactor(member.headers, { enabled: false, currentPassword: TEST_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.user.twoFactorEnabled).toBe(false);
    expect(await twoFactorOn(member.headers)).toBe(false);
  });

  it('answers 422 naming currentPassword when turning off without it, and changes nothing', async () => {
    const member = await signedInAccount(ctx);
    await setTwoFactor(member.headers, { enabled: true });
    const res = await setTwoFactor(member.headers, { enabled: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('currentPassword');
    expect(await twoFactorOn(member.headers)).toBe(true);
  });

  it('answers 422 CURRENT_PASSWORD_WRONG for a wrong password, and 2-step sign-in stays on', async () => {
    const member = await signedInAccount(ctx);
    await setTwoFactor(member.headers, { enabled: true });
    const res = await setTwoFactor(member.headers, { enabled: false, currentPassword: 'not-my-password-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      errors: [{ field: 'currentPassword' }],
    });
    expect(await twoFactorOn(member.headers)).toBe(true);
  });

  it('answers 422 for a non-boolean, 401 without a token', async () => {
    const member = await signedInAccount(ctx);
    const bad = await setTwoFactor(member.headers, { enabled: 'no' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('enabled');

    const anonymous = await setTwoFactor({}, { enabled: false, currentPassword: TEST_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
  });
});
