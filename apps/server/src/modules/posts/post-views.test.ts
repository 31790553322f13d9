import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { createPostsService } from './posts.service';
import { type Member, postsFixtures } from './posts.test-support';

const ctx = useTestApp();
const f = postsFixtures(ctx);

/** The app's database seen through a second Drizzle instance that records every statement it sends. */
function countingDb(): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const { database } = ctx.built;
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { logger })
      : drizzlePg(client as pg.Pool, { logger });
  return { db: db as unknown as Db, statements };
}

describe('viewPosts (the hydration of every post list)', () => {
  it('sends one query for 2 posts as for 20 with pictures, shares and mentions', async () => {
    const author = await f.member();
    const friend = await f.member();
    const viewer = await f.member();
    await f.befriend(author, viewer);
    const original = await f.post(friend, {
      body: 'original',
      audience: 'public',
      images: [{ mediaId: await f.picture(friend), altText: 'orig' }],
    });
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      ctx.clock.advance(10);
      if (i % 5 === 4) {
        const share = await f.call('POST', `/api/posts/${original.id}/share`, author, {
          audience: 'friends',
        });
        ids.push(share.json().id);
      } else {
        const post = await f.post(author, {
          body: `post ${i} @${friend.username}`,
          audience: i % 2 ? 'public' : 'friends',
          images: [{ mediaId: await f.picture(author), altText: `p${i}` }],
        });
        ids.push(post.id);
      }
    }
    await f.call('PUT', `/api/posts/${ids[0]}/reaction`, viewer, { type: 'wow' });
    await f.call('POST', `/api/posts/${ids[1]}/save`, viewer);

    const noop = async () => undefined;
    const unused = () => Promise.reject(new Error('unused'));
    const { db, statements } = countingDb();
    const service = createPostsService({
      db,
      clock: ctx.clock,
      media: { readyMedia: unused, setVisibility: unused, discard: unused },
      realtime: { emitToUsers: () => undefined },
      events: { publish: noop },
    });
    // The first friends-only picture reads the link-signing secret, once per process.
    await service.viewPosts(viewer.id, ids.slice(0, 1));
    const run = async (page: string[]) => {
      statements.length = 0;
      const posts = await service.viewPosts(viewer.id, page);
      return { posts, statements: [...statements] };
    };

    const small = await run(ids.slice(0, 2));
    const large = await run(ids);
    expect(small.statements).toHaveLength(1);
    expect(large.statements).toHaveLength(1);
    expect(large.statements.every((sql) => sql.trimStart().startsWith('select'))).toBe(true);

    // And they carry everything a card needs, in the order asked.
    expect(large.posts.map((post) => post.id)).toEqual(ids);
    expect(large.posts[0]).toMatchObject({ myReaction: 'wow', saved: false, images: [{ altText: 'p0' }] });
    expect(large.posts[1]).toMatchObject({ myReaction: null, saved: true });
    expect(large.posts[0]?.mentions).toEqual([{ username: friend.username, userId: friend.id }]);
    expect(large.posts[4]?.share?.post).toMatchObject({ id: original.id, images: [{ altText: 'orig' }] });
    expect(large.posts.filter((post) => post.images.length === 1)).toHaveLength(16);
  });

  it('keeps the order asked, drops what the viewer may not see, and sends nothing for an empty list', async () => {
    const author: Member = await f.member();
    const viewer = await f.member();
    const a = await f.post(author, { body: 'a', audience: 'public' });
    const hidden = await f.post(author, { body: 'h', audience: 'friends' });
    const b = await f.post(author, { body: 'b', audience: 'public' });
    const { db, statements } = countingDb();
    const service = createPostsService({
      db,
      clock: ctx.clock,
      media: {
        readyMedia: () => Promise.reject(new Error('unused')),
        setVisibility: () => Promise.reject(new Error('unused')),
        discard: () => Promise.reject(new Error('unused')),
      },
      realtime: { emitToUsers: () => undefined },
      events: { publish: async () => undefined },
    });
    expect((await service.viewPosts(viewer.id, [b.id, hidden.id, a.id, b.id])).map((p) => p.body)).toEqual([
      'b',
      'a',
    ]);
    statements.length = 0;
    expect(await service.viewPosts(viewer.id, [])).toEqual([]);
    expect(statements).toEqual([]);
  });
});
