import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type Member, postsFixtures } from './posts.test-support';

const ctx = useTestApp();
const f = postsFixtures(ctx);

async function edit(who: Member, id: string, changes: object) {
  ctx.clock.advance(1000);
  const res = await f.call('PATCH', `/api/posts/${id}`, who, changes);
  expect(res.statusCode, res.body).toBe(200);
}

async function versions(who: Member, id: string): Promise<string[]> {
  const res = await f.call('GET', `/api/posts/${id}/history`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().versions.map((version: { body: string }) => version.body);
}

describe('edit history', () => {
  it('shows each viewer only the versions whose audience included them', async () => {
    const author = await f.member();
    const friend = await f.member();
    const stranger = await f.member();
    await f.befriend(author, friend);
    const post = await f.post(author, { body: 'a draft for me', audience: 'only_me' });
    await edit(author, post.id, { body: 'for my friends', audience: 'friends' });
    await edit(author, post.id, { body: 'for everyone', audience: 'public' });
    await edit(author, post.id, { body: 'for everyone, corrected' });

    expect(await versions(author, post.id)).toEqual([
      'for everyone, corrected',
      'for everyone',
      'for my friends',
      'a draft for me',
    ]);
    expect(await versions(friend, post.id)).toEqual([
      'for everyone, corrected',
      'for everyone',
      'for my friends',
    ]);
    expect(await versions(stranger, post.id)).toEqual(['for everyone, corrected', 'for everyone']);
  });

  it('answers 404 to someone who cannot see the post now, whatever it once was', async () => {
    const author = await f.member();
    const stranger = await f.member();
    const post = await f.post(author, { body: 'public once', audience: 'public' });
    await edit(author, post.id, { body: 'now private', audience: 'only_me' });
    const res = await f.call('GET', `/api/posts/${post.id}/history`, stranger);
    expect(res.statusCode).toBe(404);
  });
});

describe('editing a share’s audience', () => {
  it('never makes a share wider than its original, and allows narrowing it', async () => {
    const author = await f.member();
    const friend = await f.member();
    await f.befriend(author, friend);
    const close = await f.post(author, { body: 'friends only', audience: 'friends' });
    const shared = await f.call('POST', `/api/posts/${close.id}/share`, friend, { audience: 'friends' });
    expect(shared.statusCode, shared.body).toBe(201);
    const shareId = shared.json().id;

    const widened = await f.call('PATCH', `/api/posts/${shareId}`, friend, { audience: 'public' });
    expect(widened.statusCode).toBe(403);
    expect(widened.json().code).toBe('POST_SHARE_FORBIDDEN');
    expect((await f.call('GET', `/api/posts/${shareId}`, friend)).json().audience).toBe('friends');

    await edit(friend, shareId, { audience: 'only_me' });
    // The original narrowed to "only me" since: the share cannot go back to the sharer's friends.
    await edit(author, close.id, { audience: 'only_me' });
    const back = await f.call('PATCH', `/api/posts/${shareId}`, friend, { audience: 'friends' });
    expect(back.statusCode).toBe(403);
  });

  it('lets a share of a public post have any audience', async () => {
    const author = await f.member();
    const sharer = await f.member();
    const open = await f.post(author, { body: 'for all', audience: 'public' });
    const shared = await f.call('POST', `/api/posts/${open.id}/share`, sharer, { audience: 'only_me' });
    expect(shared.statusCode, shared.body).toBe(201);
    await edit(sharer, shared.json().id, { audience: 'public' });
  });
});

describe('pictures of posts that are not public', () => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const plain = (url: string) => url.split('?')[0] as string;
  /** The stored key behind a picture's address. */
  const keyOf = (url: string) => plain(url).replace('/files/', '');

  it('are served only through short-lived signed links, cached privately', async () => {
    const author = await f.member();
    const friend = await f.member();
    const stranger = await f.member();
    await f.befriend(author, friend);
    const post = await f.post(author, {
      body: 'for friends',
      audience: 'friends',
      images: [{ mediaId: await f.picture(author), altText: 'a' }],
    });
    const seen = (await f.call('GET', `/api/posts/${post.id}`, friend)).json();
    const url: string = seen.images[0].url;
    expect(url).toMatch(/^\/files\/images\/.+\?expires=\d+&signature=/);
    expect(seen.images[0].variants.every((v: { url: string }) => v.url.includes('signature='))).toBe(true);

    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(file.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(30 * 60);

    // Without the signature (a stranger who got the address), with a forged one, or too late.
    expect((await f.call('GET', `/api/posts/${post.id}`, stranger)).statusCode).toBe(404);
    expect((await get(plain(url))).statusCode).toBe(404);
    expect((await get(url.replace(/signature=[^&]+/, 'signature=forged'))).statusCode).toBe(403);
    ctx.clock.advance(31 * 60 * 1000);
    expect((await get(url)).statusCode).toBe(403);
    // A new card gives a new link.
    const again = (await f.call('GET', `/api/posts/${post.id}`, friend)).json().images[0].url;
    expect((await get(again)).statusCode).toBe(200);
  });

  it('follow the post’s audience: public pictures keep plain, immutable addresses', async () => {
    const author = await f.member();
    const post = await f.post(author, {
      body: 'for all',
      audience: 'public',
      images: [{ mediaId: await f.picture(author), altText: 'a' }],
    });
    const url: string = post.images[0]?.url as string;
    expect(url).not.toContain('?');
    const open = await get(url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await edit(author, post.id, { audience: 'only_me' });
    expect((await get(url)).statusCode).toBe(404);
    const own = (await f.call('GET', `/api/posts/${post.id}`, author)).json().images[0].url;
    expect((await get(own)).statusCode).toBe(200);
    // The author's own media call signs it too.
    const media = await f.call('GET', `/api/media/${post.images[0]?.mediaId}`, author);
    expect((await get(media.json().url)).statusCode).toBe(200);

    await edit(author, post.id, { audience: 'public' });
    expect((await get(url)).statusCode).toBe(200);
  });

  it('are deleted, files and variants, with their post or when taken out of it', async () => {
    const author = await f.member();
    const [one, two] = [await f.picture(author), await f.picture(author)];
    const post = await f.post(author, {
      body: 'two pictures',
      audience: 'friends',
      images: [
        { mediaId: one, altText: 'one' },
        { mediaId: two, altText: 'two' },
      ],
    });
    const keys = (id: string) =>
      (post.images.find((image) => image.mediaId === id)?.variants ?? []).map((v) => keyOf(v.url));
    const storage = ctx.built.platform.storage;
    const stored = async (list: string[]) =>
      (await Promise.all(list.map((key) => storage.statObject(key)))).filter(Boolean).length;
    expect(await stored([...keys(one), ...keys(two)])).toBe(keys(one).length + keys(two).length);
    const usage = async () => (await f.call('GET', '/api/storage/usage', author)).json().usedBytes;
    const before = await usage();

    await edit(author, post.id, { images: [{ mediaId: two, altText: 'two' }] });
    await ctx.built.settle();
    expect(await stored(keys(one))).toBe(0);
    expect(await stored(keys(two))).toBe(keys(two).length);
    expect((await f.call('GET', `/api/media/${one}`, author)).statusCode).toBe(404);
    expect(await usage()).toBeLessThan(before);

    expect((await f.call('DELETE', `/api/posts/${post.id}`, author)).statusCode).toBe(204);
    await ctx.built.settle();
    expect(await stored(keys(two))).toBe(0);
    expect((await f.call('GET', `/api/media/${two}`, author)).statusCode).toBe(404);
    expect(await usage()).toBe(0);
  });
});
