import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { postsFixtures } from './posts.test-support';

// A double click or a retry after a lost answer sends the same create again with the same
// client key: the first result answers it, and nothing is made or announced twice.

const ctx = useTestApp();
const f = postsFixtures(ctx);

async function count(table: string, where: string): Promise<number> {
  const [row] = await f.rows<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`);
  return row?.n ?? 0;
}

describe('POST /api/posts with a client key', () => {
  it('answers a repeat with the first post: one post, the same id, one live event', async () => {
    const author = await f.member();
    const friend = await f.member();
    await f.befriend(author, friend);
    const clientKey = randomUUID();
    const emit = vi.spyOn(ctx.built.realtime, 'emitToUsers');
    try {
      const first = await f.call('POST', '/api/posts', author, {
        body: 'Hello',
        audience: 'friends',
        clientKey,
      });
      const again = await f.call('POST', '/api/posts', author, {
        body: 'Hello',
        audience: 'friends',
        clientKey,
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(emit.mock.calls.filter((call) => call[1] === 'feed:new-post')).toHaveLength(1);
    } finally {
      emit.mockRestore();
    }
    expect(await count('posts', `author_id = '${author.id}'`)).toBe(1);
  });

  it('answers two racing creates with pictures with one post, never "picture in another post"', async () => {
    const author = await f.member();
    const picture = await f.picture(author);
    const payload = {
      body: 'Sunset',
      audience: 'public',
      images: [{ mediaId: picture }],
      clientKey: randomUUID(),
    };
    const answers = await Promise.all([
      f.call('POST', '/api/posts', author, payload),
      f.call('POST', '/api/posts', author, payload),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(answers[1]?.json().id).toBe(answers[0]?.json().id);
    expect(answers[1]?.json().images).toHaveLength(1);
    expect(await count('posts', `author_id = '${author.id}'`)).toBe(1);
  });

  it('keeps keys per author and per draft: another key or another author makes another post', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const clientKey = randomUUID();
    const a = await f.post(ana, { body: 'one', audience: 'public', clientKey });
    const b = await f.post(ben, { body: 'one', audience: 'public', clientKey });
    const c = await f.post(ana, { body: 'two', audience: 'public', clientKey: randomUUID() });
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
  });

  it('answers 422 for a key that is not a UUID, and 401 without a token', async () => {
    const author = await f.member();
    const bad = await f.call('POST', '/api/posts', author, {
      body: 'hi',
      audience: 'public',
      clientKey: 'twice',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('clientKey');
    const anonymous = await f.call('POST', '/api/posts', undefined, {
      body: 'hi',
      audience: 'public',
      clientKey: randomUUID(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a repeated share with the first share, counted once', async () => {
    const author = await f.member();
    const sharer = await f.member();
    const original = await f.post(author, { body: 'worth sharing', audience: 'public' });
    const payload = { audience: 'public', clientKey: randomUUID() };
    const first = await f.call('POST', `/api/posts/${original.id}/share`, sharer, payload);
    const again = await f.call('POST', `/api/posts/${original.id}/share`, sharer, payload);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect((await f.call('GET', `/api/posts/${original.id}`, author)).json().shareCount).toBe(1);
  });
});

describe('POST /api/posts/:id/comments with a client key', () => {
  it('answers a repeat with the first comment: one comment, counted once, one notification', async () => {
    const author = await f.member();
    const reader = await f.member();
    const post = await f.post(author, { body: 'talk to me', audience: 'public' });
    const payload = { body: 'Nice!', clientKey: randomUUID() };
    const answers = await Promise.all([
      f.call('POST', `/api/posts/${post.id}/comments`, reader, payload),
      f.call('POST', `/api/posts/${post.id}/comments`, reader, payload),
    ]);
    const again = await f.call('POST', `/api/posts/${post.id}/comments`, reader, payload);
    expect([...answers, again].map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(answers[1]?.json().id).toBe(answers[0]?.json().id);
    expect(again.json()).toEqual(answers[0]?.json());
    expect(await count('post_comments', `post_id = '${post.id}'`)).toBe(1);
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().commentCount).toBe(1);
    expect((await f.notificationsOf(author)).filter((n) => n.type === 'comment')).toHaveLength(1);
  });

  it('refuses a key already used on another post (422), a bad key (422), and keeps 404 for a hidden post', async () => {
    const author = await f.member();
    const reader = await f.member();
    const first = await f.post(author, { body: 'one', audience: 'public' });
    const second = await f.post(author, { body: 'two', audience: 'public' });
    const hidden = await f.post(author, { body: 'mine', audience: 'only_me' });
    const clientKey = randomUUID();
    expect(
      (await f.call('POST', `/api/posts/${first.id}/comments`, reader, { body: 'a', clientKey })).statusCode,
    ).toBe(201);
    const reused = await f.call('POST', `/api/posts/${second.id}/comments`, reader, { body: 'a', clientKey });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toMatchObject({ field: 'clientKey', code: 'client_key_reused' });
    const bad = await f.call('POST', `/api/posts/${first.id}/comments`, reader, {
      body: 'a',
      clientKey: 'x',
    });
    expect(bad.statusCode).toBe(422);
    const unseen = await f.call('POST', `/api/posts/${hidden.id}/comments`, reader, { body: 'a', clientKey });
    expect(unseen.statusCode).toBe(404);
    expect(
      (await f.call('POST', `/api/posts/${first.id}/comments`, undefined, { body: 'a', clientKey }))
        .statusCode,
    ).toBe(401);
  });
});
