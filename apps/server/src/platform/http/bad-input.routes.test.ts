import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { registerErrorHandler } from '../errors';

const NUL = '\u0000';

describe('text with NUL or broken characters', () => {
  const ctx = useTestApp();

  async function setUp() {
    const member = await signedInAccount(ctx);
    const admin = await signedInAccount(ctx, 'admin');
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.headers,
      payload: { body: 'Hello', audience: 'public' },
    });
    expect(post.statusCode).toBe(201);
    return { member, admin, postId: post.json().id as string };
  }

  it('is refused with 422 on every route that takes text, naming the field', async () => {
    const { member, admin, postId } = await setUp();
    const nul = encodeURIComponent(`a${NUL}b`);
    const cases = [
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: `ana${NUL}`, password: 'x', deviceId: 'device-0123456789' },
        field: 'identifier',
      },
      { method: 'GET', url: `/api/auth/referrers/${nul}`, field: 'code' },
      { method: 'GET', url: `/api/search?q=${nul}`, headers: member.headers, field: 'q' },
      { method: 'GET', url: `/api/users/${member.id}/friends?q=${nul}`, headers: member.headers, field: 'q' },
      { method: 'GET', url: `/api/hashtags/${nul}/posts`, headers: member.headers, field: 'tag' },
      {
        method: 'POST',
        url: '/api/posts',
        headers: member.headers,
        payload: { body: `Hi ${NUL}`, audience: 'public' },
        field: 'body',
      },
      {
        method: 'POST',
        url: `/api/posts/${postId}/comments`,
        headers: member.headers,
        payload: { body: `Nice${NUL}` },
        field: 'body',
      },
      { method: 'GET', url: `/api/admin/wallet/members?q=${nul}`, headers: admin.headers, field: 'q' },
      {
        method: 'GET',
        url: `/api/admin/transactions?member=${nul}`,
        headers: admin.headers,
        field: 'member',
      },
      {
        method: 'GET',
        url: `/api/admin/audit-log?subjectId=${nul}`,
        headers: admin.headers,
        field: 'subjectId',
      },
      { method: 'GET', url: `/api/feed?cursor=${nul}`, headers: member.headers, field: 'cursor' },
    ] as const;
    for (const { field, ...request } of cases) {
      const res = await ctx.app.inject(request);
      expect({ url: request.url, status: res.statusCode }).toEqual({ url: request.url, status: 422 });
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('refuses NUL in nested values and keys, and half surrogate pairs', async () => {
    const { member } = await setUp();
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.headers,
      payload: { body: 'ok', audience: 'public', images: [{ alt: `x${NUL}` }] },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors[0]).toMatchObject({ field: 'images.0.alt', code: 'nul_character' });

    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.headers,
      payload: { body: 'ok', audience: 'public', [`x${NUL}`]: 1 },
    });
    expect(key.statusCode).toBe(422);

    // A JSON escape can carry half of an emoji: not a character, refused.
    const surrogate = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"body":"half \\ud83d here","audience":"public"}',
    });
    expect(surrogate.statusCode).toBe(422);
    expect(surrogate.json().errors[0]).toMatchObject({ field: 'body', code: 'broken_character' });
    const whole = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"body":"whole \\ud83d\\ude00","audience":"public"}',
    });
    expect(whole.statusCode).toBe(201);
    expect(whole.json().body).toBe('whole 😀');
  });

  it('refuses a JSON body that is not valid UTF-8 instead of changing its bytes', async () => {
    const { member } = await setUp();
    const bytes = Buffer.concat([
      Buffer.from('{"body":"caf'),
      Buffer.from([0xe9]), // Latin-1 é: not UTF-8
      Buffer.from('","audience":"public"}'),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: bytes,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: 'body', code: 'invalid_utf8' });
    // Only the post of the set-up: nothing stored with the bytes changed.
    const count = await ctx.built.database.db.execute(sql`select count(*)::int as n from posts`);
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });
});

describe('a database error', () => {
  it('answers a 500 without the query, and logs neither the SQL parameters nor the statement at error level', async () => {
    const lines: string[] = [];
    const Fastify = (await import('fastify')).default;
    const app = Fastify({
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    });
    registerErrorHandler(app);
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    app.get('/boom', async () => {
      const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      });
      throw new DrizzleQueryError('select * from users where email = $1', ['secret@example.test'], cause);
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('select');
    expect(res.body).not.toContain('secret@example.test');
    const logged = lines.join('\n');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('secret@example.test');
    expect(logged).not.toContain('select * from users');
    await app.close();
  });
});
