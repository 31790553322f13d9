import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function fieldsOf(body: { errors?: Array<{ field: string }> }): string[] {
  return (body.errors ?? []).map((e) => e.field);
}

/** A ready picture of `purpose`, uploaded in one request and processed. */
async function uploadPicture(headers: Record<string, string>, purpose: 'avatar' | 'cover'): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#F2B705' } })
    .png()
    .toBuffer();
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/media?purpose=${purpose}`,
    headers: { ...headers, 'content-type': 'image/png' },
    payload: png,
  });
  expect(res.statusCode).toBe(201);
  await ctx.built.settle();
  return res.json().id;
}

function editProfile(headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/editProfile', headers, payload });
}

function changeRole(headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/chnageRole', headers, payload });
}

describe('GET /api/user-profile/', () => {
  it('answers the user itself, without a wrapper', async () => {
    const member = await signedInAccount(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user-profile/', headers: member.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('data');
    expect(body).not.toHaveProperty('success');
    expect(body).toMatchObject({
      id: member.id,
      email: member.email,
      username: member.username,
      firstName: 'Test',
      lastName: 'Person',
      displayName: 'Test Person',
      role: 'member',
      emailVerified: true,
      twoFactorEnabled: false,
      avatarUrl: null,
    });
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user-profile/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/editProfile', () => {
  it('updates the profile and answers { success, data: { user } }', async () => {
    const member = await signedInAccount(ctx);
    const res = await editProfile(member.headers, {
      firstName: 'Zoé',
      lastName: 'Durand-Martin',
      bio: '  Hiking and board games.  ',
      country: 'de',
      language: 'fr',
      theme: 'dark',
      birthDate: '1985-11-30',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({
      id: member.id,
      firstName: 'Zoé',
      lastName: 'Durand-Martin',
      displayName: 'Zoé Durand-Martin',
      bio: 'Hiking and board games.',
      country: 'DE',
      language: 'fr',
      theme: 'dark',
      birthDate: '1985-11-30',
    });

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: member.headers,
    });
    expect(profile.json()).toEqual(body.data.user);
  });

  it('leaves out fields that are not sent', async () => {
    const member = await signedInAccount(ctx);
    await editProfile(member.headers, { bio: 'First bio' });
    const res = await editProfile(member.headers, { theme: 'dark' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ bio: 'First bio', theme: 'dark', firstName: 'Test' });
  });

  it('sets the avatar and the cover from ready uploads, then removes the avatar with avatarMediaId: null', async () => {
    const member = await signedInAccount(ctx);
    const avatarId = await uploadPicture(member.headers, 'avatar');
    const coverId = await uploadPicture(member.headers, 'cover');
    const set = await editProfile(member.headers, { avatarMediaId: avatarId, coverMediaId: coverId });
    expect(set.statusCode).toBe(200);
    const { avatarUrl, coverUrl } = set.json().data.user;
    expect(avatarUrl).toMatch(/^\/files\/images\/[0-9a-f-]+-\d+\.webp$/);
    expect(coverUrl).toMatch(/^\/files\/images\/[0-9a-f-]+-\d+\.webp$/);
    expect((await ctx.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);

    const kept = await editProfile(member.headers, { bio: 'Still me' });
    expect(kept.json().data.user.avatarUrl).toBe(avatarUrl);

    const removed = await editProfile(member.headers, { avatarMediaId: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.user.avatarUrl).toBeNull();
    expect(removed.json().data.user.coverUrl).toBe(coverUrl);
  });

  it('answers 422 naming the field for an unknown field, a bad birth date or a too long bio', async () => {
    const member = await signedInAccount(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ role: 'admin' }, 'role'],
      [{ email: 'other@example.test' }, 'email'],
      [{ birthDate: '1990-13-45' }, 'birthDate'],
      [{ birthDate: '30/11/1985' }, 'birthDate'],
      [{ birthDate: new Date().toISOString().slice(0, 10) }, 'birthDate'],
      [{ bio: 'x'.repeat(301) }, 'bio'],
      [{ theme: 'blue' }, 'theme'],
      [{ firstName: '' }, 'firstName'],
    ];
    for (const [payload, field] of cases) {
      const res = await editProfile(member.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(res.json()), JSON.stringify(payload)).toContain(field);
    }
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: member.headers,
    });
    expect(profile.json()).toMatchObject({ role: 'member', email: member.email, bio: '', theme: 'light' });
  });

  it('answers 422 on avatarMediaId for a file that is someone else’s, meant for another use, or not a uuid', async () => {
    const member = await signedInAccount(ctx);
    const other = await signedInAccount(ctx);
    const theirs = await uploadPicture(other.headers, 'avatar');
    const cover = await uploadPicture(member.headers, 'cover');
    for (const avatarMediaId of [theirs, cover]) {
      const res = await editProfile(member.headers, { avatarMediaId });
      expect(res.statusCode).toBe(422);
      expect(fieldsOf(res.json())).toContain('avatarMediaId');
    }
    const notUuid = await editProfile(member.headers, { avatarMediaId: 'me.png' });
    expect(fieldsOf(notUuid.json())).toContain('avatarMediaId');
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: member.headers,
    });
    expect(profile.json().avatarUrl).toBeNull();
  });

  it('answers 401 without a token', async () => {
    const res = await editProfile({}, { bio: 'hello' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/chnageRole', () => {
  it('switches a member to partner and back', async () => {
    const member = await signedInAccount(ctx);
    const partner = await changeRole(member.headers, { role: 'partner' });
    expect(partner.statusCode).toBe(200);
    expect(partner.json()).toMatchObject({
      success: true,
      data: { user: { id: member.id, role: 'partner' } },
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: member.headers,
    });
    expect(profile.json().role).toBe('partner');

    const back = await changeRole(member.headers, { role: 'member' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.user.role).toBe('member');
  });

  it('answers 422 naming role for admin or an unknown role, and changes nothing', async () => {
    const member = await signedInAccount(ctx);
    for (const payload of [{ role: 'admin' }, { role: 'owner' }, {}]) {
      const res = await changeRole(member.headers, payload);
      expect(res.statusCode).toBe(422);
      expect(fieldsOf(res.json())).toContain('role');
    }
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: member.headers,
    });
    expect(profile.json().role).toBe('member');
  });

  it('answers 403 ADMIN_ROLE_LOCKED to an admin, who stays admin', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const res = await changeRole(admin.headers, { role: 'member' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ADMIN_ROLE_LOCKED');
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: admin.headers,
    });
    expect(profile.json().role).toBe('admin');
    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: admin.headers,
    });
    expect(overview.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await changeRole({}, { role: 'partner' });
    expect(res.statusCode).toBe(401);
  });
});
