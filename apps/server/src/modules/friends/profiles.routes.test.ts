import { describe, expect, it } from 'vitest';
import { socialFixtures, UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { member, person, befriend, friendRequest, follow, call } = socialFixtures(ctx);

type Headers = Record<string, string>;

async function profile(headers: Headers, idOrUsername: string) {
  const res = await call('GET', `/api/profiles/${idOrUsername}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/profiles/:userIdOrUsername', () => {
  it('shows a member with counts, details and the relationship, by id or username', async () => {
    const viewer = await member();
    const joined = ctx.clock.now().toISOString();
    const zoe = await member({ firstName: 'Zoé', lastName: 'Durand', country: 'DE' });
    const common = await person();
    const other = await person();
    await befriend(zoe, common);
    await befriend(zoe, other);
    await befriend(viewer, common);
    await follow(zoe, viewer);
    await follow(other, zoe);
    const expected = {
      person: { id: zoe.id, username: zoe.username, displayName: 'Zoé Durand', avatarUrl: null },
      coverUrl: null,
      bio: '',
      country: 'DE',
      joinedAt: joined,
      friendsCount: 2,
      followersCount: 1,
      followingCount: 1,
      mutualFriendsCount: 1,
      relationship: { status: 'none', following: false, followsMe: true, blockedByMe: false },
    };
    expect(await profile(viewer.headers, zoe.id)).toEqual(expected);
    expect(await profile(viewer.headers, zoe.username.toUpperCase())).toEqual(expected);
  });

  it('tells each relationship status', async () => {
    const me = await member();
    const friend = await person();
    const asked = await person();
    const asking = await person();
    await befriend(me, friend);
    await friendRequest(me, asked);
    await friendRequest(asking, me);
    const status = async (id: string) => (await profile(me.headers, id)).relationship.status;
    expect(await status(me.id)).toBe('self');
    expect(await status(friend.id)).toBe('friends');
    expect(await status(asked.id)).toBe('request_sent');
    expect(await status(asking.id)).toBe('request_received');
    expect((await profile(me.headers, me.id)).mutualFriendsCount).toBe(0);
    expect((await profile(me.headers, me.id)).friendsCount).toBe(1);
  });

  it('answers 404 for an unknown member, 422 for a malformed name, 401 without a token', async () => {
    const me = await member();
    const unknown = await call('GET', `/api/profiles/${UNKNOWN_ID}`, me.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MEMBER_NOT_FOUND');
    expect((await call('GET', '/api/profiles/nobody_here', me.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/profiles/${'x'.repeat(37)}`, me.headers)).statusCode).toBe(422);
    expect((await call('GET', '/api/profiles/a%20b', me.headers)).statusCode).toBe(422);
    expect((await call('GET', `/api/profiles/${me.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/users/:userId/friends', () => {
  it('lists a member’s friends, newest friendship first, paged, with mutual counts and a name filter', async () => {
    const viewer = await member();
    const owner = await person();
    const names = ['Élodie Martin', 'Bruno Costa', 'Chloé Martins'];
    const friends = [];
    for (const name of names) {
      const [firstName, lastName] = name.split(' ');
      const friend = await person({ firstName, lastName });
      await befriend(owner, friend);
      friends.push(friend);
      ctx.clock.advance(1000);
    }
    await befriend(viewer, friends[0] as { id: string });
    await befriend(viewer, friends[2] as { id: string });
    ctx.clock.advance(1000);
    await befriend(viewer, owner);

    const first = await call('GET', `/api/users/${owner.id}/friends?limit=2`, viewer.headers);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((i: { person: { id: string } }) => i.person.id)).toEqual([
      viewer.id,
      friends[2]?.id,
    ]);
    expect(page1.items.map((i: { mutualFriendsCount: number }) => i.mutualFriendsCount)).toEqual([0, 1]);
    const second = (
      await call('GET', `/api/users/${owner.id}/friends?limit=2&cursor=${page1.nextCursor}`, viewer.headers)
    ).json();
    expect(second.items.map((i: { person: { displayName: string } }) => i.person.displayName)).toEqual([
      'Bruno Costa',
      'Élodie Martin',
    ]);
    expect(second.nextCursor).toBeNull();

    const filtered = (await call('GET', `/api/users/${owner.id}/friends?q=MARTIN`, viewer.headers)).json();
    expect(filtered.items.map((i: { person: { displayName: string } }) => i.person.displayName)).toEqual([
      'Chloé Martins',
      'Élodie Martin',
    ]);
    const accent = (await call('GET', `/api/users/${owner.id}/friends?q=elodie`, viewer.headers)).json();
    expect(accent.items.map((i: { person: { id: string } }) => i.person.id)).toEqual([friends[0]?.id]);
    const wildcard = (await call('GET', `/api/users/${owner.id}/friends?q=%25`, viewer.headers)).json();
    expect(wildcard.items).toEqual([]);
  });

  it('answers 404 for an unknown member, 422 for bad input, 401 without a token', async () => {
    const me = await member();
    const unknown = await call('GET', `/api/users/${UNKNOWN_ID}/friends`, me.headers);
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/users/abc/friends', me.headers)).statusCode).toBe(422);
    expect((await call('GET', `/api/users/${me.id}/friends?limit=500`, me.headers)).statusCode).toBe(422);
    expect(
      (await call('GET', `/api/users/${me.id}/friends?cursor=WyJ4IiwieSJd`, me.headers)).statusCode,
    ).toBe(422);
    expect((await call('GET', `/api/users/${me.id}/friends`)).statusCode).toBe(401);
  });
});

describe('follows', () => {
  it('follows and unfollows without friendship, counted on the profile', async () => {
    const me = await member();
    const star = await person();
    const res = await call('POST', `/api/follows/${star.id}`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: star.id,
      relationship: { status: 'none', following: true, followsMe: false, blockedByMe: false },
    });
    // Following twice changes nothing.
    expect((await call('POST', `/api/follows/${star.id}`, me.headers)).statusCode).toBe(200);
    expect((await profile(me.headers, star.id)).followersCount).toBe(1);
    expect((await profile(me.headers, me.id)).followingCount).toBe(1);

    const off = await call('DELETE', `/api/follows/${star.id}`, me.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().relationship.following).toBe(false);
    expect((await profile(me.headers, star.id)).followersCount).toBe(0);
  });

  it('answers 401, 422 (bad id, oneself) and 404 (unknown member)', async () => {
    const me = await member();
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await call(method, `/api/follows/${me.id}`)).statusCode).toBe(401);
      expect((await call(method, '/api/follows/abc', me.headers)).statusCode).toBe(422);
      expect((await call(method, `/api/follows/${me.id}`, me.headers)).statusCode).toBe(422);
      expect((await call(method, `/api/follows/${UNKNOWN_ID}`, me.headers)).statusCode).toBe(404);
    }
  });
});
