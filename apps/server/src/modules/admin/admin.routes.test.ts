import { describe, expect, it } from 'vitest';
import { createAccount, registerUnverified, signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function overview(headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: '/api/admin/overview', headers });
}

describe('GET /api/admin/overview', () => {
  it('answers 401 without a token', async () => {
    const res = await overview();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a member and to a partner', async () => {
    const member = await signedInAccount(ctx, 'member');
    const partner = await signedInAccount(ctx, 'partner');
    for (const who of [member, partner]) {
      const res = await overview(who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers 403 to a member who made themselves partner', async () => {
    const member = await signedInAccount(ctx, 'member');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/chnageRole',
      headers: member.headers,
      payload: { role: 'partner' },
    });
    expect((await overview(member.headers)).statusCode).toBe(403);
  });

  it('answers the counts to an admin', async () => {
    // Signed up more than 7 days ago: counted, but not among the recent sign-ups.
    await createAccount(ctx, 'member');
    ctx.clock.advance(8 * 86_400_000);
    const admin = await signedInAccount(ctx, 'admin');
    await signedInAccount(ctx, 'member');
    await createAccount(ctx, 'partner');
    await createAccount(ctx, 'partner');
    await registerUnverified(ctx);
    const ended = await signedInAccount(ctx, 'member');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended.headers });

    const res = await overview(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      members: 4,
      partners: 2,
      admins: 1,
      unverified: 1,
      signupsLast7Days: 6,
      activeSessions: 2,
    });
  });
});
