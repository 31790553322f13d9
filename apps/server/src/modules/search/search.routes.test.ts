import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { searchTermsOf } from '../../platform/search-text';
import { createAccount, signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { blocks, friendRequests, friendships } from '../friends/friends.tables';
import { postHashtags, posts } from '../posts/posts.tables';
import { users } from '../users/users.tables';
import * as repo from './search.repository';
import { recentSearches } from './search.tables';
import { keyedWordsOf, trigramThreshold } from './search-terms';

const ctx = useTestApp();
const db = () => ctx.built.database.db;

type Headers = Record<string, string>;
type Member = { id: string; username: string };

async function person(firstName: string, lastName: string): Promise<Member> {
  const account = await createAccount(ctx);
  await db().update(users).set({ firstName, lastName }).where(eq(users.id, account.id));
  return account;
}

async function befriend(a: Member, b: Member) {
  await db()
    .insert(friendships)
    .values([
      { userId: a.id, friendId: b.id },
      { userId: b.id, friendId: a.id },
    ]);
}

async function block(blocker: Member, blocked: Member) {
  await db().insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
}

let postClock = Date.parse('2026-01-01T00:00:00Z');

/** A post written straight to the table, each one a second newer than the one before. */
async function post(
  author: Member,
  body: string,
  audience: 'public' | 'friends' | 'only_me' = 'public',
  tags: string[] = [],
): Promise<string> {
  postClock += 1000;
  const createdAt = new Date(postClock);
  const [row] = await db()
    .insert(posts)
    .values({ authorId: author.id, body, audience, createdAt })
    .returning();
  if (!row) throw new Error('post not written');
  if (tags.length > 0)
    await db()
      .insert(postHashtags)
      .values(tags.map((tag) => ({ postId: row.id, tag, createdAt })));
  return row.id;
}

function search(headers: Headers | undefined, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return ctx.app.inject({ method: 'GET', url: `/api/search?${params}`, ...(headers ? { headers } : {}) });
}

async function names(headers: Headers, q: string): Promise<string[]> {
  const res = await search(headers, { q, type: 'people' });
  expect(res.statusCode).toBe(200);
  return res.json().items.map((item: { displayName: string }) => item.displayName);
}

async function allPages<T>(headers: Headers, query: Record<string, string | number>): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const res = await search(headers, { ...query, ...(cursor ? { cursor } : {}) });
    expect(res.statusCode).toBe(200);
    pages.push(res.json().items);
    cursor = res.json().nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

async function somePeople() {
  return {
    john: await person('John', 'Smith'),
    jane: await person('Jane', 'Smith'),
    joan: await person('Joan', 'Smythe'),
    zoe: await person('Zoé', 'Durand'),
    zoey: await person('Zoey', 'Martin'),
    anna: await person('Anna', 'Johnson'),
  };
}

describe('GET /api/search?type=people', () => {
  it('tolerates swapped letters and accents, best match first', async () => {
    const me = await signedInAccount(ctx);
    await somePeople();
    // "Jhon" and "Smiht" are John Smith's words with two letters swapped; Jane Smith shares only "Smith".
    expect(await names(me.headers, 'Jhon Smiht')).toEqual(['John Smith', 'Jane Smith']);
    expect(await names(me.headers, 'zoe')).toEqual(['Zoé Durand', 'Zoey Martin']);
    expect(await names(me.headers, 'ZOÉ')).toEqual(['Zoé Durand', 'Zoey Martin']);
    expect(await names(me.headers, 'jon smth')).toEqual(['John Smith', 'Joan Smythe', 'Jane Smith']);
    expect(await names(me.headers, 'ana jonson')).toEqual(['Anna Johnson']);
    expect(await names(me.headers, 'Durand')).toEqual(['Zoé Durand']);
    expect(await names(me.headers, 'qwxz')).toEqual([]);
  });

  it('finds a member by username, and answers summaries with mutual friends and the relationship', async () => {
    const me = await signedInAccount(ctx);
    const { john, jane, joan, anna } = await somePeople();
    const common = await person('Common', 'Friend');
    const other = await person('Other', 'Friend');
    await befriend(me, john);
    await befriend(me, common);
    await befriend(me, other);
    await befriend(john, common);
    await befriend(jane, common);
    await befriend(jane, other);
    await db().insert(friendRequests).values({ senderId: me.id, receiverId: jane.id });
    await db().insert(friendRequests).values({ senderId: joan.id, receiverId: me.id });

    const res = await search(me.headers, { q: 'smith' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      type: 'people',
      items: [
        {
          id: [john.id, jane.id].sort()[0],
          username: expect.any(String),
          displayName: expect.any(String),
          avatarUrl: null,
          mutualFriendCount: expect.any(Number),
          relationship: expect.any(String),
        },
        expect.objectContaining({ id: [john.id, jane.id].sort()[1] }),
      ],
      nextCursor: null,
    });
    const byId = new Map(res.json().items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(john.id)).toEqual({
      id: john.id,
      username: john.username,
      displayName: 'John Smith',
      avatarUrl: null,
      mutualFriendCount: 1,
      relationship: 'friends',
    });
    expect(byId.get(jane.id)).toMatchObject({ mutualFriendCount: 2, relationship: 'request_sent' });
    const joanFound = await search(me.headers, { q: 'joan' });
    expect(joanFound.json().items).toEqual([
      {
        id: joan.id,
        username: joan.username,
        displayName: 'Joan Smythe',
        avatarUrl: null,
        mutualFriendCount: 0,
        relationship: 'request_received',
      },
    ]);

    const byUsername = await search(me.headers, { q: anna.username });
    // Test usernames all look alike ("user12ab3x"): the exact one comes first.
    expect(byUsername.json().items[0]).toEqual(
      expect.objectContaining({ id: anna.id, relationship: 'none' }),
    );
    const self = await search(me.headers, { q: me.username });
    expect(self.json().items[0]).toEqual(
      expect.objectContaining({ id: me.id, relationship: 'self', mutualFriendCount: 0 }),
    );
  });

  it('hides members a block separates from the viewer, in both directions, and unverified accounts', async () => {
    const me = await signedInAccount(ctx);
    const { john, jane, joan } = await somePeople();
    await block(me, john);
    await block(jane, me);
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, joan.id));
    const visible = await person('Johanna', 'Smith');

    expect(await names(me.headers, 'smith')).toEqual(['Johanna Smith']);
    const blockedSide = await signedInAccount(ctx);
    await block(blockedSide, visible);
    // This member blocked Johanna: she is hidden from them, the others are not.
    expect(await names(blockedSide.headers, 'johanna smith')).toEqual([
      'John Smith',
      'Jane Smith',
      'Anna Johnson',
    ]);
  });

  it('pages through equal scores by id with no duplicates or gaps', async () => {
    const me = await signedInAccount(ctx);
    const smiths: string[] = [];
    for (const first of ['Adam', 'Bella', 'Carl', 'Dora', 'Emil', 'Fanny', 'Gus'])
      smiths.push((await person(first, 'Smith')).id);
    const pages = await allPages<{ id: string }>(me.headers, { q: 'smith', limit: 3 });
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((item) => item.id)).toEqual([...smiths].sort());
  });

  it('pages through different scores in score order', async () => {
    const me = await signedInAccount(ctx);
    await somePeople();
    const whole = (await search(me.headers, { q: 'jon smth', limit: 10 }))
      .json()
      .items.map((i: { id: string }) => i.id);
    const pages = await allPages<{ id: string }>(me.headers, { q: 'jon smth', limit: 1 });
    expect(pages.flat().map((item) => item.id)).toEqual(whole);
    expect(whole).toHaveLength(3);
  });

  it('answers 422 for an empty or too long query, an unknown type and a bad cursor, 401 without a token', async () => {
    const me = await signedInAccount(ctx);
    for (const query of [{} as Record<string, string>, { q: '' }, { q: '   ' }, { q: 'x'.repeat(101) }]) {
      const res = await search(me.headers, query);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['q']);
    }
    expect((await search(me.headers, { q: 'x'.repeat(100) })).statusCode).toBe(200);
    const badType = await search(me.headers, { q: 'anna', type: 'groups' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.map((e: { field: string }) => e.field)).toEqual(['type']);
    const forged = Buffer.from(JSON.stringify(['1; drop table users', 'x'])).toString('base64url');
    for (const type of ['people', 'posts', 'hashtags']) {
      for (const cursor of ['not-a-cursor', forged]) {
        const res = await search(me.headers, { q: 'anna', type, cursor });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual([
          { field: 'cursor', message: 'This cursor is not valid', code: 'invalid_cursor' },
        ]);
      }
    }
    expect((await search(me.headers, { q: 'anna', limit: 0 })).statusCode).toBe(422);
    expect((await search(me.headers, { q: 'anna', limit: 101 })).statusCode).toBe(422);
    const anonymous = await search(undefined, { q: 'anna' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('query plans', () => {
  it('reads people candidates through the trigram index', async () => {
    const me = await signedInAccount(ctx);
    await db().execute(sql`insert into users (email, username, password_hash, first_name, last_name, birth_date, country, referral_code, terms_accepted_at, email_verified_at)
      select 'gen' || n || '@example.test', 'gen' || n, 'x', (array['Liam','Emma','Noah','Olivia','Lucas','Mia','Hugo','Lea'])[n % 8 + 1] || n,
        (array['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand'])[n / 8 % 8 + 1], '1990-01-01', 'FR', 'ref' || n, now(), now()
      from generate_series(1, 4000) as n`);
    await db().execute(sql`analyze users`);
    const terms = searchTermsOf('Jhon Smiht');
    const plan = await db().transaction(async (tx) => {
      await repo.setWordSimilarityThreshold(tx, trigramThreshold(terms.folded));
      // At a few thousand rows the planner may still find a sequential scan cheaper; this test is
      // about whether the index CAN serve the query, so sequential scans are priced out here only.
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = repo.peopleQuery({
        viewerId: me.id,
        folded: terms.folded,
        words: keyedWordsOf(terms.words),
        limit: 20,
        after: null,
      });
      const result = await tx.execute(sql`explain ${query}`);
      return rowsOf<{ 'QUERY PLAN': string }>(result)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on users_search_name_trgm_idx/);
  });

  it('reads posts through the full-text index (its expression and the query are the same)', async () => {
    const me = await signedInAccount(ctx);
    await db().execute(sql`insert into posts (author_id, body, audience)
      select ${me.id}, 'Post number ' || n || ' about ' || (array['hiking','cooking','music','travel'])[n % 4 + 1], 'public'
      from generate_series(1, 3000) as n`);
    await db().execute(sql`analyze posts`);
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${repo.postsQuery(me.id, "'cook':*", 20, null)}`);
      return rowsOf<{ 'QUERY PLAN': string }>(result)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on posts_search_idx/);
  });
});

describe('GET /api/search?type=posts', () => {
  async function bodies(headers: Headers, q: string): Promise<string[]> {
    const res = await search(headers, { q, type: 'posts' });
    expect(res.statusCode).toBe(200);
    expect(res.json().type).toBe('posts');
    return res.json().items.map((item: { body: string }) => item.body);
  }

  it('matches word prefixes, accents and case aside, newest first, as full posts', async () => {
    const me = await signedInAccount(ctx);
    const author = await person('Paula', 'Poster');
    const beach = await post(author, 'Sunset at the beach in Biarritz');
    await post(author, 'Café crème au soleil');
    await post(author, 'Sunsets are the best part of the day');
    await post(author, 'Nothing to see here');

    expect(await bodies(me.headers, 'sun')).toEqual([
      'Sunsets are the best part of the day',
      'Sunset at the beach in Biarritz',
    ]);
    expect(await bodies(me.headers, 'BEACH sunset')).toEqual(['Sunset at the beach in Biarritz']);
    expect(await bodies(me.headers, 'cafe creme')).toEqual(['Café crème au soleil']);
    expect(await bodies(me.headers, 'CRÈME')).toEqual(['Café crème au soleil']);
    expect(await bodies(me.headers, 'sunrise')).toEqual([]);

    const res = await search(me.headers, { q: 'biarritz', type: 'posts' });
    expect(res.json()).toEqual({
      type: 'posts',
      items: [
        expect.objectContaining({
          id: beach,
          author: { id: author.id, username: author.username, displayName: 'Paula Poster', avatarUrl: null },
          body: 'Sunset at the beach in Biarritz',
          audience: 'public',
          images: [],
          share: null,
          mine: false,
          myReaction: null,
          saved: false,
        }),
      ],
      nextCursor: null,
    });
  });

  it('never lets the text change the query: operators and quotes are only words', async () => {
    const me = await signedInAccount(ctx);
    const author = await person('Paula', 'Poster');
    await post(author, "Tom's sunset & friends");
    for (const q of ['sun & !(x', "':* | sun", 'sun:*', "tom's", '\\', '!!!', "''"]) {
      const res = await search(me.headers, { q, type: 'posts' });
      expect(res.statusCode, q).toBe(200);
    }
    expect(await bodies(me.headers, "tom's sunset")).toEqual(["Tom's sunset & friends"]);
    expect(await bodies(me.headers, 'sun & !(x')).toEqual([]);
    expect(await bodies(me.headers, '!!!')).toEqual([]);
  });

  it('shows only what the viewer may see: audience and blocks in both directions', async () => {
    const me = await signedInAccount(ctx);
    const friend = await person('Fran', 'Friend');
    const stranger = await person('Stan', 'Stranger');
    const blocked = await person('Bea', 'Blocked');
    const blocker = await person('Bob', 'Blocker');
    await befriend(me, friend);
    await befriend(me, blocked);
    await block(me, blocked);
    await block(blocker, me);
    await post(friend, 'hiking friend friends-only', 'friends');
    await post(friend, 'hiking friend only-me', 'only_me');
    await post(stranger, 'hiking stranger public');
    await post(stranger, 'hiking stranger friends-only', 'friends');
    await post(blocked, 'hiking blocked public');
    await post(blocker, 'hiking blocker public');
    await post(me, 'hiking mine only-me', 'only_me');

    expect(await bodies(me.headers, 'hiking')).toEqual([
      'hiking mine only-me',
      'hiking stranger public',
      'hiking friend friends-only',
    ]);
    const strangerSession = await signedInAccount(ctx);
    expect(await bodies(strangerSession.headers, 'hiking')).toEqual([
      'hiking blocker public',
      'hiking blocked public',
      'hiking stranger public',
    ]);
  });

  it('pages by (time, id) without duplicates or gaps, also for posts of the same millisecond', async () => {
    const me = await signedInAccount(ctx);
    const author = await person('Paula', 'Poster');
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.push(await post(author, `trail number ${index}`));
    const sameTime = new Date(postClock);
    const twins = await db()
      .insert(posts)
      .values(
        [1, 2].map(() => ({
          authorId: author.id,
          body: 'trail twin',
          audience: 'public',
          createdAt: sameTime,
        })),
      )
      .returning({ id: posts.id });
    // The twins share the last post's millisecond: those three come by id, descending.
    const sameMillisecond = [...twins.map((row) => row.id), ids[4] as string].sort().reverse();
    const expected = [...sameMillisecond, ...ids.slice(0, 4).reverse()];
    const pages = await allPages<{ id: string }>(me.headers, { q: 'trail', type: 'posts', limit: 3 });
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((item) => item.id)).toEqual(expected);
  });
});

describe('GET /api/hashtags/:tag/posts', () => {
  function tagged(headers: Headers | undefined, tag: string, query = '') {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/hashtags/${encodeURIComponent(tag)}/posts${query}`,
      ...(headers ? { headers } : {}),
    });
  }

  it('lists the visible posts with the tag, newest first, page by page', async () => {
    const me = await signedInAccount(ctx);
    const friend = await person('Fran', 'Friend');
    const stranger = await person('Stan', 'Stranger');
    const blocker = await person('Bob', 'Blocker');
    await befriend(me, friend);
    await block(blocker, me);
    const first = await post(stranger, 'one', 'public', ['ete']);
    await post(stranger, 'hidden', 'friends', ['ete']);
    const second = await post(friend, 'two', 'friends', ['ete']);
    await post(friend, 'private', 'only_me', ['ete']);
    await post(blocker, 'blocker', 'public', ['ete']);
    const third = await post(me, 'three', 'only_me', ['ete', 'other']);
    await post(stranger, 'other tag', 'public', ['etes']);

    const res = await tagged(me.headers, '#Été');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { id: string }) => item.id)).toEqual([third, second, first]);
    expect(res.json().nextCursor).toBeNull();
    expect(res.json().items[0]).toMatchObject({ id: third, body: 'three', mine: true, audience: 'only_me' });

    const pageOne = await tagged(me.headers, 'ete', '?limit=2');
    expect(pageOne.json().items.map((item: { id: string }) => item.id)).toEqual([third, second]);
    const pageTwo = await tagged(me.headers, 'ete', `?limit=2&cursor=${pageOne.json().nextCursor}`);
    expect(pageTwo.json()).toEqual({ items: [expect.objectContaining({ id: first })], nextCursor: null });
    expect((await tagged(me.headers, 'nothing')).json()).toEqual({ items: [], nextCursor: null });
  });

  it('answers 422 for a bad tag or cursor, 401 without a token', async () => {
    const me = await signedInAccount(ctx);
    expect((await tagged(me.headers, '#')).statusCode).toBe(422);
    expect((await tagged(me.headers, 'x'.repeat(101))).statusCode).toBe(422);
    const badCursor = await tagged(me.headers, 'ete', '?cursor=nope');
    expect(badCursor.statusCode).toBe(422);
    expect(badCursor.json().errors.map((e: { field: string }) => e.field)).toEqual(['cursor']);
    expect((await tagged(undefined, 'ete')).statusCode).toBe(401);
  });
});

describe('GET /api/search?type=hashtags', () => {
  it('lists tags starting with the query (without "#", accents folded) by their visible posts', async () => {
    const me = await signedInAccount(ctx);
    const friend = await person('Fran', 'Friend');
    const stranger = await person('Stan', 'Stranger');
    const blocker = await person('Bob', 'Blocker');
    await befriend(me, friend);
    await block(blocker, me);
    await post(stranger, 'a', 'public', ['summer', 'summit']);
    await post(stranger, 'b', 'public', ['summer']);
    await post(friend, 'c', 'friends', ['summer', 'sunday']);
    await post(stranger, 'd', 'friends', ['summit', 'summertime']);
    await post(stranger, 'e', 'only_me', ['summertime']);
    await post(blocker, 'f', 'public', ['summit', 'summertime']);
    await post(me, 'g', 'only_me', ['summit']);

    const res = await search(me.headers, { q: '#Sùm', type: 'hashtags' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      type: 'hashtags',
      items: [
        { tag: 'summer', postCount: 3 },
        { tag: 'summit', postCount: 2 },
      ],
      nextCursor: null,
    });
    const pages = await allPages<{ tag: string }>(me.headers, { q: 'su', type: 'hashtags', limit: 1 });
    expect(pages.flat()).toEqual([
      { tag: 'summer', postCount: 3 },
      { tag: 'summit', postCount: 2 },
      { tag: 'sunday', postCount: 1 },
    ]);
    expect((await search(me.headers, { q: '#', type: 'hashtags' })).json().items).toEqual([]);
  });
});

describe('recent searches', () => {
  function recent(headers: Headers) {
    return ctx.app.inject({ method: 'GET', url: '/api/search/recent', headers });
  }

  it('remembers first-page searches of two characters or more, newest first, at most 10', async () => {
    const me = await signedInAccount(ctx);
    const other = await signedInAccount(ctx);
    const start = ctx.clock.now().getTime();
    const words = [
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
      'hotel',
      'india',
      'juliet',
      'kilo',
      'lima',
    ];
    for (const [index, word] of words.entries()) {
      ctx.clock.set(new Date(start + index * 1000));
      expect(
        (await search(me.headers, { q: `  ${word}  `, type: index % 2 ? 'posts' : 'people' })).statusCode,
      ).toBe(200);
    }
    ctx.clock.set(new Date(start + 20_000));
    await search(me.headers, { q: 'x' });
    const page = await search(me.headers, { q: 'smith', limit: 1 });
    expect(page.statusCode).toBe(200);
    const res = await recent(me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { query: string }) => item.query)).toEqual([
      'smith',
      'lima',
      'kilo',
      'juliet',
      'india',
      'hotel',
      'golf',
      'foxtrot',
      'echo',
      'delta',
    ]);
    expect(res.json().items[0]).toEqual({
      query: 'smith',
      searchedAt: new Date(start + 20_000).toISOString(),
    });
    const rows = await db().select().from(recentSearches).where(eq(recentSearches.userId, me.id));
    expect(rows).toHaveLength(10);
    expect((await recent(other.headers)).json()).toEqual({ items: [] });

    // Neither a lookup that is not the member's own search (@mention suggestions) nor a next page is remembered.
    expect((await search(me.headers, { q: 'mention', remember: 'false' })).statusCode).toBe(200);
    expect((await search(me.headers, { q: 'mention', remember: 'maybe' })).statusCode).toBe(422);
    const next = await search(me.headers, {
      q: 'alpha',
      cursor: Buffer.from(JSON.stringify(['0.5', '00000000-0000-4000-8000-000000000000'])).toString(
        'base64url',
      ),
    });
    expect(next.statusCode).toBe(200);
    const after = (await recent(me.headers)).json().items.map((item: { query: string }) => item.query);
    expect(after).not.toContain('alpha');
    expect(after).not.toContain('mention');
  });

  it('keeps the longer search when one types on, and one entry per text whatever its case', async () => {
    const me = await signedInAccount(ctx);
    const start = ctx.clock.now().getTime();
    for (const [index, q] of ['jo', 'joh', 'john', 'anna', 'John', 'john smith'].entries()) {
      ctx.clock.set(new Date(start + index * 1000));
      await search(me.headers, { q });
    }
    expect((await recent(me.headers)).json().items.map((item: { query: string }) => item.query)).toEqual([
      'john smith',
      'anna',
    ]);
  });

  it('forgets one search or all of them, only the member’s own', async () => {
    const me = await signedInAccount(ctx);
    const other = await signedInAccount(ctx);
    const start = ctx.clock.now().getTime();
    for (const [index, q] of ['zoé durand', 'anna', 'hiking'].entries()) {
      ctx.clock.set(new Date(start + index * 1000));
      await search(me.headers, { q });
      await search(other.headers, { q });
    }
    const one = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/search/recent/${encodeURIComponent('zoé durand')}`,
      headers: me.headers,
    });
    expect(one.statusCode).toBe(204);
    expect((await recent(me.headers)).json().items.map((item: { query: string }) => item.query)).toEqual([
      'hiking',
      'anna',
    ]);
    const all = await ctx.app.inject({ method: 'DELETE', url: '/api/search/recent', headers: me.headers });
    expect(all.statusCode).toBe(204);
    expect((await recent(me.headers)).json()).toEqual({ items: [] });
    expect((await recent(other.headers)).json().items).toHaveLength(3);

    const tooLong = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/search/recent/${'x'.repeat(101)}`,
      headers: me.headers,
    });
    expect(tooLong.statusCode).toBe(422);
    for (const [method, url] of [
      ['GET', '/api/search/recent'],
      ['DELETE', '/api/search/recent'],
      ['DELETE', '/api/search/recent/anna'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
    }
    expect((await recent(other.headers)).json().items).toHaveLength(3);
  });
});
