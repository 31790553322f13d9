import { describe, expect, it } from 'vitest';
import { socialFixtures, UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { member, person, befriend, friendRequest, follow, call } = socialFixtures(ctx);

type Headers = Record<string, string>;

function ids(res: { json(): { items: Array<{ person: { id: string } }> } }) {
  return res.json().items.map((item) => item.person.id);
}

async function notificationsOf(headers: Headers) {
  return (await call('GET', '/api/notifications', headers)).json().user as Array<{ type: string }>;
}

describe('POST /api/blocks/:userId', () => {
  it('cuts friendship, requests and follows both ways at once', async () => {
    const me = await member();
    const ex = await member();
    await befriend(me, ex);
    await follow(me, ex);
    await follow(ex, me);
    const res = await call('POST', `/api/blocks/${ex.id}`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: ex.id,
      relationship: { status: 'none', following: false, followsMe: false, blockedByMe: true },
    });
    expect(ids(await call('GET', `/api/users/${me.id}/friends`, me.headers))).toEqual([]);
    const mine = (await call('GET', `/api/profiles/${me.id}`, me.headers)).json();
    expect([mine.friendsCount, mine.followersCount, mine.followingCount]).toEqual([0, 0, 0]);
    // Blocking again changes nothing.
    expect((await call('POST', `/api/blocks/${ex.id}`, me.headers)).statusCode).toBe(200);
  });

  it('removes pending requests either way and withdraws their notifications', async () => {
    const me = await member();
    const pest = await member();
    const asked = await call('POST', '/api/friends/requests', pest.headers, { userId: me.id });
    expect(asked.statusCode).toBe(201);
    expect(await notificationsOf(me.headers)).toHaveLength(1);
    await friendRequest(me, pest);
    expect((await call('POST', `/api/blocks/${pest.id}`, me.headers)).statusCode).toBe(200);
    expect(await notificationsOf(me.headers)).toEqual([]);
    expect(ids(await call('GET', '/api/friends/requests?direction=received', me.headers))).toEqual([]);
    expect(ids(await call('GET', '/api/friends/requests?direction=sent', me.headers))).toEqual([]);
    expect(ids(await call('GET', '/api/friends/requests?direction=sent', pest.headers))).toEqual([]);
  });

  it('hides the blocker from the blocked member everywhere, and stops every interaction', async () => {
    const blocker = await member();
    const blocked = await member();
    const common = await person();
    await befriend(blocker, common);
    await befriend(blocked, common);
    await call('POST', `/api/blocks/${blocked.id}`, blocker.headers);

    const profile = await call('GET', `/api/profiles/${blocker.id}`, blocked.headers);
    expect(profile.statusCode).toBe(404);
    expect(profile.json().code).toBe('MEMBER_NOT_FOUND');
    expect((await call('GET', `/api/profiles/${blocker.username}`, blocked.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/users/${blocker.id}/friends`, blocked.headers)).statusCode).toBe(404);
    // A friend in common shows the blocked member their friends without the blocker.
    expect(ids(await call('GET', `/api/users/${common.id}/friends`, blocked.headers))).toEqual([blocked.id]);
    expect(ids(await call('GET', `/api/users/${common.id}/friends`, blocker.headers))).toEqual([blocker.id]);
    for (const [method, url, payload] of [
      ['POST', '/api/friends/requests', { userId: blocker.id }],
      ['POST', `/api/follows/${blocker.id}`, undefined],
      ['DELETE', `/api/follows/${blocker.id}`, undefined],
      ['POST', `/api/friends/suggestions/${blocker.id}/dismiss`, undefined],
    ] as const) {
      const res = await call(method, url, blocked.headers, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('MEMBER_NOT_FOUND');
    }
    expect(await notificationsOf(blocker.headers)).toEqual([]);
    // The blocker cannot befriend or follow whom they blocked either, until they unblock.
    expect(
      (await call('POST', '/api/friends/requests', blocker.headers, { userId: blocked.id })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/follows/${blocked.id}`, blocker.headers)).statusCode).toBe(404);
  });

  it('shows the blocker only who they blocked (to unblock), nothing else', async () => {
    const blocker = await member();
    const blocked = await member({ firstName: 'Blocked', lastName: 'One', country: 'IT' });
    await befriend(blocked, await person());
    await call('POST', `/api/blocks/${blocked.id}`, blocker.headers);
    const res = await call('GET', `/api/profiles/${blocked.id}`, blocker.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      person: { id: blocked.id, username: blocked.username, displayName: 'Blocked One', avatarUrl: null },
      coverUrl: null,
      bio: '',
      country: null,
      joinedAt: expect.any(String),
      friendsCount: null,
      followersCount: null,
      followingCount: null,
      mutualFriendsCount: null,
      relationship: { status: 'none', following: false, followsMe: false, blockedByMe: true },
    });
    expect((await call('GET', `/api/users/${blocked.id}/friends`, blocker.headers)).statusCode).toBe(404);
  });

  it('lets the blocked member block back; each unblock lifts only its own block', async () => {
    const a = await member();
    const b = await member();
    await call('POST', `/api/blocks/${b.id}`, a.headers);
    const back = await call('POST', `/api/blocks/${a.id}`, b.headers);
    expect(back.statusCode).toBe(200);
    expect(back.json().relationship.blockedByMe).toBe(true);
    expect((await call('DELETE', `/api/blocks/${b.id}`, a.headers)).statusCode).toBe(200);
    // b still blocks a.
    expect((await call('GET', `/api/profiles/${b.id}`, a.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/profiles/${a.id}`, b.headers)).json().relationship.blockedByMe).toBe(
      true,
    );
  });

  it('answers 401, 422 (bad id, oneself) and 404 (unknown member)', async () => {
    const me = await member();
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await call(method, `/api/blocks/${me.id}`)).statusCode).toBe(401);
      expect((await call(method, '/api/blocks/abc', me.headers)).statusCode).toBe(422);
      expect((await call(method, `/api/blocks/${me.id}`, me.headers)).statusCode).toBe(422);
      const unknown = await call(method, `/api/blocks/${UNKNOWN_ID}`, me.headers);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('MEMBER_NOT_FOUND');
    }
  });
});

describe('DELETE /api/blocks/:userId and GET /api/blocks', () => {
  it('lists whom I blocked, newest first and paged; unblocking shows the profile again without the friendship', async () => {
    const me = await member();
    const first = await person();
    const second = await person();
    await befriend(me, first);
    await call('POST', `/api/blocks/${first.id}`, me.headers);
    ctx.clock.advance(1000);
    await call('POST', `/api/blocks/${second.id}`, me.headers);

    const page1 = await call('GET', '/api/blocks?limit=1', me.headers);
    expect(page1.statusCode).toBe(200);
    expect(ids(page1)).toEqual([second.id]);
    expect(page1.json().items[0].blockedAt).toBe(ctx.clock.now().toISOString());
    const page2 = await call('GET', `/api/blocks?limit=1&cursor=${page1.json().nextCursor}`, me.headers);
    expect(ids(page2)).toEqual([first.id]);
    expect(page2.json().nextCursor).toBeNull();

    const res = await call('DELETE', `/api/blocks/${first.id}`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().relationship).toEqual({
      status: 'none',
      following: false,
      followsMe: false,
      blockedByMe: false,
    });
    expect(ids(await call('GET', '/api/blocks', me.headers))).toEqual([second.id]);
    const profile = (await call('GET', `/api/profiles/${first.id}`, me.headers)).json();
    expect(profile.friendsCount).toBe(0);
    expect(profile.relationship.status).toBe('none');
  });

  it('answers 401 and 422 on the list', async () => {
    const me = await member();
    expect((await call('GET', '/api/blocks')).statusCode).toBe(401);
    expect((await call('GET', '/api/blocks?limit=abc', me.headers)).statusCode).toBe(422);
    expect((await call('GET', '/api/blocks?cursor=%%%', me.headers)).statusCode).toBe(422);
  });
});
