import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { closeFriends } from './stories.tables';
import { type Member, storiesFixtures } from './stories.test-support';

const ctx = useTestApp();
const f = storiesFixtures(ctx);

/** What `who` can do with the story: each route's status. */
async function reach(who: Member, storyId: string, authorId: string) {
  const get = await f.call('GET', `/api/stories/${storyId}`, who);
  const list = await f.call('GET', `/api/users/${authorId}/stories`, who);
  return {
    get: get.statusCode,
    inList: list.statusCode === 200 && list.json().stories.some((s: { id: string }) => s.id === storyId),
    list: list.statusCode,
    seen: (await f.call('POST', `/api/stories/${storyId}/views`, who)).statusCode,
    react: (await f.call('POST', `/api/stories/${storyId}/reactions`, who, { emoji: '😮' })).statusCode,
    reply: (await f.call('POST', `/api/stories/${storyId}/replies`, who, { text: 'hey' })).statusCode,
  };
}

const allowed = { get: 200, inList: true, list: 200, seen: 204, react: 204, reply: 201 };
const hidden = { get: 404, inList: false, list: 200, seen: 404, react: 404, reply: 404 };

describe('story audiences', () => {
  it('public: every signed-in member, though only friends and followed people have it in their tray', async () => {
    const ana = await f.member();
    const stranger = await f.member();
    const story = await f.story(ana, { audience: 'public' });
    expect(await reach(stranger, story.id, ana.id)).toEqual(allowed);
    expect(await f.trayOf(stranger)).toEqual([]);
  });

  it('friends: friends only', async () => {
    const ana = await f.member();
    const friend = await f.member();
    const stranger = await f.member();
    await f.befriend(ana, friend);
    // Following is not enough.
    await f.follow(stranger, ana);
    const story = await f.story(ana, { audience: 'friends' });
    expect(await reach(friend, story.id, ana.id)).toEqual(allowed);
    expect(await reach(stranger, story.id, ana.id)).toEqual(hidden);
    expect(await f.trayOf(friend)).toEqual([ana.id]);
    expect(await f.trayOf(stranger)).toEqual([]);
  });

  it('close friends: friends on the author’s list, and no one else', async () => {
    const ana = await f.member();
    const close = await f.member();
    const friend = await f.member();
    const formerFriend = await f.member();
    await f.befriend(ana, close);
    await f.befriend(ana, friend);
    expect((await f.call('PUT', `/api/close-friends/${close.id}`, ana)).statusCode).toBe(204);
    // A row left over from a friendship that ended (written straight to the table): read time says no.
    await f.db().insert(closeFriends).values({ userId: ana.id, friendId: formerFriend.id });
    const story = await f.story(ana, { audience: 'close_friends' });

    expect(await reach(close, story.id, ana.id)).toEqual(allowed);
    expect(await reach(friend, story.id, ana.id)).toEqual(hidden);
    expect(await reach(formerFriend, story.id, ana.id)).toEqual(hidden);
    expect(await f.trayOf(close)).toEqual([ana.id]);
    expect(await f.trayOf(friend)).toEqual([]);
  });

  it('blocked people see none of it, whichever side blocked, even while still friends', async () => {
    const ana = await f.member();
    const blockedByAna = await f.member();
    const blockedAna = await f.member();
    for (const other of [blockedByAna, blockedAna]) await f.befriend(ana, other);
    const story = await f.story(ana, { audience: 'public' });
    const before = await f.story(ana, { audience: 'friends' });
    await f.call('POST', `/api/stories/${before.id}/views`, blockedByAna);
    // Written straight to the table: the friendship rows stay, only the read rules stand between them.
    await f.block(ana, blockedByAna);
    await f.block(blockedAna, ana);

    for (const who of [blockedByAna, blockedAna]) {
      expect(await f.trayOf(who)).toEqual([]);
      for (const id of [story.id, before.id]) {
        const res = await f.call('GET', `/api/stories/${id}`, who);
        expect(res.statusCode).toBe(404);
        for (const [method, url, payload] of [
          ['POST', `/api/stories/${id}/views`],
          ['POST', `/api/stories/${id}/reactions`, { emoji: '😮' }],
          ['POST', `/api/stories/${id}/replies`, { text: 'hey' }],
          ['GET', `/api/stories/${id}/viewers`],
        ] as const)
          expect((await f.call(method, url, who, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await f.call('GET', `/api/users/${ana.id}/stories`, who)).statusCode).toBe(404);
      // Nor does the author see theirs.
      expect((await f.call('GET', `/api/users/${who.id}/stories`, ana)).statusCode).toBe(404);
    }
    // And they leave the author's viewers list and its total.
    const viewers = (await f.call('GET', `/api/stories/${before.id}/viewers`, ana)).json();
    expect(viewers).toEqual({ items: [], nextCursor: null, total: 0 });
    expect((await f.call('GET', `/api/stories/${before.id}`, ana)).json().viewerCount).toBe(0);
  });
});
