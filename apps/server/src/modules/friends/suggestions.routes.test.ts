import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { socialFixtures, UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';

const ctx = useTestApp();
const { member, person, befriend, friendRequest, block, call } = socialFixtures(ctx);

type Headers = Record<string, string>;
type Item = { person: { id: string; displayName: string }; mutualFriendsCount: number; sameCountry: boolean };

/** Every suggestion, walking the pages `limit` at a time. */
async function allSuggestions(headers: Headers, limit: number): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const res = await call(
      'GET',
      `/api/friends/suggestions?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Item[]; nextCursor: string | null };
    expect(body.items.length).toBeLessThanOrEqual(limit);
    items.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('too many pages');
}

/** A member created one second after the previous one (so "newest" is well defined). */
async function later(name: string, country = 'FR') {
  ctx.clock.advance(1000);
  return person({ firstName: name, lastName: 'X', country });
}

describe('GET /api/friends/suggestions', () => {
  it('ranks by mutual friends, then same country, then newest, excluding friends, requests, blocks and dismissed', async () => {
    const me = await member({ country: 'FR' });
    const f1 = await later('F1');
    const f2 = await later('F2');
    const f3 = await later('F3');
    for (const f of [f1, f2, f3]) await befriend(me, f);

    const zusOld = await later('ZusOld', 'US');
    const zfrOld = await later('ZfrOld');
    const c1old = await later('C1old');
    const c2a = await later('C2a');
    const c3 = await later('C3', 'US');
    const c2b = await later('C2b', 'US');
    const c2c = await later('C2c', 'US');
    const c1new = await later('C1new');
    const zfrNew = await later('ZfrNew');
    const zusNew = await later('ZusNew', 'US');
    for (const f of [f1, f2, f3]) await befriend(f, c3);
    for (const c of [c2a, c2b, c2c]) {
      await befriend(f1, c);
      await befriend(f2, c);
    }
    await befriend(f3, c1old);
    await befriend(f1, c1new);

    // People who would rank first but must not appear.
    const excluded = [];
    for (const name of ['Asked', 'Asking', 'Blocked', 'Blocker', 'Dismissed']) {
      const someone = await later(name);
      for (const f of [f1, f2, f3]) await befriend(f, someone);
      excluded.push(someone);
    }
    const [asked, asking, blocked, blocker, dismissed] = excluded as [
      (typeof excluded)[0],
      (typeof excluded)[0],
      (typeof excluded)[0],
      (typeof excluded)[0],
      (typeof excluded)[0],
    ];
    await friendRequest(me, asked);
    await friendRequest(asking, me);
    await block(me, blocked);
    await block(blocker, me);
    const dismiss = await call('POST', `/api/friends/suggestions/${dismissed.id}/dismiss`, me.headers);
    expect(dismiss.statusCode).toBe(204);

    const expected = [
      ['C3 X', 3, false],
      ['C2a X', 2, true],
      ['C2c X', 2, false],
      ['C2b X', 2, false],
      ['C1new X', 1, true],
      ['C1old X', 1, true],
      ['ZfrNew X', 0, true],
      ['ZfrOld X', 0, true],
      ['ZusNew X', 0, false],
      ['ZusOld X', 0, false],
    ];
    for (const limit of [1, 2, 3, 4, 20]) {
      const items = await allSuggestions(me.headers, limit);
      expect(
        items.map((i) => [i.person.displayName, i.mutualFriendsCount, i.sameCountry]),
        `limit ${limit}`,
      ).toEqual(expected);
    }
    const first = (await call('GET', '/api/friends/suggestions?limit=1', me.headers)).json();
    expect(first.items[0].person).toEqual({
      id: c3.id,
      username: c3.username,
      displayName: 'C3 X',
      avatarUrl: null,
    });
    expect([zusOld, zfrOld, c1old, c2a, c2b, c2c, c1new, zfrNew, zusNew].length).toBe(9);
  });

  it('fills a new member’s list with the same country first, newest first', async () => {
    const older = await later('Older');
    const abroad = await later('Abroad', 'BR');
    const newer = await later('Newer');
    const me = await member({ country: 'FR' });
    const items = await allSuggestions(me.headers, 2);
    expect(items.map((i) => i.person.id)).toEqual([newer.id, older.id, abroad.id]);
  });

  it('answers 401 without a token and 422 for a bad limit or cursor', async () => {
    const me = await member();
    expect((await call('GET', '/api/friends/suggestions')).statusCode).toBe(401);
    for (const query of [
      'limit=0',
      'limit=x',
      'cursor=abc',
      `cursor=${Buffer.from('[1,1,"x","y"]').toString('base64url')}`,
    ]) {
      expect((await call('GET', `/api/friends/suggestions?${query}`, me.headers)).statusCode, query).toBe(
        422,
      );
    }
  });

  it('never suggests an account whose email is not confirmed, even a friend of a friend', async () => {
    const me = await member({ country: 'FR' });
    const friend = await later('Friend');
    await befriend(me, friend);
    const fof = await later('Fof');
    await befriend(friend, fof);
    const sameCountry = await later('Near');
    const elsewhere = await later('Far', 'US');
    const confirmed = await later('Confirmed');
    for (const someone of [fof, sameCountry, elsewhere])
      await ctx.built.database.db
        .update(users)
        .set({ emailVerifiedAt: null })
        .where(eq(users.id, someone.id));
    const items = await allSuggestions(me.headers, 2);
    expect(items.map((item) => item.person.id)).toEqual([confirmed.id]);
  });
});

describe('POST /api/friends/suggestions/:userId/dismiss', () => {
  it('removes the person from my suggestions only, and can be repeated', async () => {
    const me = await member();
    ctx.clock.advance(1000);
    const other = await member();
    ctx.clock.advance(1000);
    const gone = await person();
    expect((await call('POST', `/api/friends/suggestions/${gone.id}/dismiss`, me.headers)).statusCode).toBe(
      204,
    );
    expect((await call('POST', `/api/friends/suggestions/${gone.id}/dismiss`, me.headers)).statusCode).toBe(
      204,
    );
    expect((await allSuggestions(me.headers, 10)).map((i) => i.person.id)).toEqual([other.id]);
    expect((await allSuggestions(other.headers, 10)).map((i) => i.person.id)).toEqual([gone.id, me.id]);
  });

  it('answers 401, 422 (bad id, oneself) and 404 (unknown member)', async () => {
    const me = await member();
    const url = (id: string) => `/api/friends/suggestions/${id}/dismiss`;
    expect((await call('POST', url(me.id))).statusCode).toBe(401);
    expect((await call('POST', url('abc'), me.headers)).statusCode).toBe(422);
    expect((await call('POST', url(me.id), me.headers)).statusCode).toBe(422);
    expect((await call('POST', url(UNKNOWN_ID), me.headers)).statusCode).toBe(404);
  });
});
