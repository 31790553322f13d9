import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const NOT_AN_IMAGE_DATA_URL = `data:image/png;base64,${Buffer.from('plain text, not a picture at all '.repeat(4)).toString('base64')}`;

function fieldsOf(body: { errors?: Array<{ field: string }> }): string[] {
  return (body.errors ?? []).map((e) => e.field);
}

function storedFile(url: string): string {
  return path.join(ctx.config.dataDir, 'files', url.slice('/files/'.length));
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

  it('sets an avatar, then removes it with avatar: null', async () => {
    const member = await signedInAccount(ctx);
    const set = await editProfile(member.headers, { avatar: PNG_DATA_URL });
    expect(set.statusCode).toBe(200);
    const avatarUrl: string = set.json().data.user.avatarUrl;
    expect(avatarUrl).toMatch(/^\/files\/avatars\/[0-9a-f-]+\.png$/);
    expect(fs.existsSync(storedFile(avatarUrl))).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const kept = await editProfile(member.headers, { bio: 'Still me' });
    expect(kept.json().data.user.avatarUrl).toBe(avatarUrl);

    const removed = await editProfile(member.headers, { avatar: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.user.avatarUrl).toBeNull();
    expect(fs.existsSync(storedFile(avatarUrl))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('replaces an avatar and deletes the old file', async () => {
    const member = await signedInAccount(ctx);
    const first = (await editProfile(member.headers, { avatar: PNG_DATA_URL })).json().data.user.avatarUrl;
    const second = (await editProfile(member.headers, { avatar: PNG_DATA_URL })).json().data.user.avatarUrl;
    expect(second).not.toBe(first);
    expect(fs.existsSync(storedFile(first))).toBe(false);
    expect(fs.existsSync(storedFile(second))).toBe(true);
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

  it('answers 422 for an avatar that is not a picture, and keeps the current one', async () => {
    const member = await signedInAccount(ctx);
    const avatarUrl = (await editProfile(member.headers, { avatar: PNG_DATA_URL })).json().data.user
      .avatarUrl;

    const notImage = await editProfile(member.headers, { avatar: NOT_AN_IMAGE_DATA_URL });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json()).toMatchObject({ code: 'AVATAR_INVALID', errors: [{ field: 'avatar' }] });

    const notDataUrl = await editProfile(member.headers, { avatar: 'https://example.test/me.png' });
    expect(notDataUrl.statusCode).toBe(422);
    expect(fieldsOf(notDataUrl.json())).toContain('avatar');

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-profile/',
      headers: member.headers,
    });
    expect(profile.json().avatarUrl).toBe(avatarUrl);
    expect(fs.existsSync(storedFile(avatarUrl))).toBe(true);
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
