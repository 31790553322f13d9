import { describe, expect, it } from 'vitest';
import { socialFixtures, UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { member, person, befriend, friendRequest, block, call } = socialFixtures(ctx);

type Headers = Record<string, string>;

function send(headers: Headers | undefined, userId: unknown) {
  return call('POST', '/api/friends/requests', headers, { userId });
}

async function requests(headers: Headers, direction: 'received' | 'sent', extra = '') {
  const res = await call('GET', `/api/friends/requests?direction=${direction}${extra}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: Array<{ person: { id: string }; mutualFriendsCount: number; createdAt: string }>;
    nextCursor: string | null;
  };
}

async function notificationsOf(headers: Headers) {
  const res = await call('GET', '/api/notifications', headers);
  expect(res.statusCode).toBe(200);
  return res.json().user as Array<{ type: string; actor: { id: string }; actorCount: number; link: string }>;
}

async function friendIds(headers: Headers, userId: string) {
  const res = await call('GET', `/api/users/${userId}/friends`, headers);
  expect(res.statusCode).toBe(200);
  return (res.json().items as Array<{ person: { id: string } }>).map((item) => item.person.id);
}

describe('POST /api/friends/requests', () => {
  it('sends a request (201), lists it on both sides and notifies the receiver', async () => {
    const ana = await member({ firstName: 'Ana', lastName: 'Silva' });
    const ben = await member();
    const res = await send(ana.headers, ben.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      userId: ben.id,
      relationship: { status: 'request_sent', following: false, followsMe: false, blockedByMe: false },
    });

    const received = await requests(ben.headers, 'received');
    expect(received.items).toEqual([
      {
        person: { id: ana.id, username: ana.username, displayName: 'Ana Silva', avatarUrl: null },
        mutualFriendsCount: 0,
        createdAt: ctx.clock.now().toISOString(),
      },
    ]);
    expect(received.nextCursor).toBeNull();
    expect((await requests(ana.headers, 'sent')).items.map((i) => i.person.id)).toEqual([ben.id]);
    expect((await requests(ana.headers, 'received')).items).toEqual([]);

    const notes = await notificationsOf(ben.headers);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'friend_request',
      actor: { id: ana.id, displayName: 'Ana Silva' },
      actorCount: 1,
      link: '/social/invitations/index-invitations',
    });
    expect(await notificationsOf(ana.headers)).toEqual([]);
  });

  it('accepts instead when the other person already asked: friends both ways, following each other', async () => {
    const ana = await member();
    const ben = await member();
    expect((await send(ana.headers, ben.id)).statusCode).toBe(201);
    const res = await send(ben.headers, ana.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().relationship).toEqual({
      status: 'friends',
      following: true,
      followsMe: true,
      blockedByMe: false,
    });
    expect(await friendIds(ana.headers, ana.id)).toEqual([ben.id]);
    expect(await friendIds(ana.headers, ben.id)).toEqual([ana.id]);
    expect((await requests(ana.headers, 'sent')).items).toEqual([]);
    // Ben's "Ana sent you a request" is gone; Ana learns that Ben accepted.
    expect(await notificationsOf(ben.headers)).toEqual([]);
    const notes = await notificationsOf(ana.headers);
    expect(notes.map((n) => [n.type, n.actor.id])).toEqual([['friend_accept', ben.id]]);
  });

  it('answers 401 without a token', async () => {
    const ben = await person();
    const res = await send(undefined, ben.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 422 for a bad body or oneself', async () => {
    const ana = await member();
    const bad = await send(ana.headers, 'not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['userId']);
    const extra = await call('POST', '/api/friends/requests', ana.headers, { userId: ana.id, note: 'hi' });
    expect(extra.statusCode).toBe(422);
    const self = await send(ana.headers, ana.id);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'userId', code: 'self' }],
    });
  });

  it('answers 404 for an unknown member and for a block either way, 409 when already asked or friends', async () => {
    const ana = await member();
    const unknown = await send(ana.headers, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MEMBER_NOT_FOUND');

    const blocker = await person();
    await block(blocker, ana);
    const hidden = await send(ana.headers, blocker.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('MEMBER_NOT_FOUND');
    const blocked = await person();
    await block(ana, blocked);
    expect((await send(ana.headers, blocked.id)).statusCode).toBe(404);

    const ben = await person();
    expect((await send(ana.headers, ben.id)).statusCode).toBe(201);
    const again = await send(ana.headers, ben.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FRIEND_REQUEST_ALREADY_SENT');

    const cara = await person();
    await befriend(ana, cara);
    const friends = await send(ana.headers, cara.id);
    expect(friends.statusCode).toBe(409);
    expect(friends.json().code).toBe('ALREADY_FRIENDS');
    expect(await notificationsOf(ana.headers)).toEqual([]);
  });
});

describe('GET /api/friends/requests', () => {
  it('pages newest first with a cursor and counts mutual friends', async () => {
    const me = await member();
    const shared = await person();
    await befriend(me, shared);
    const senders = [];
    for (let i = 0; i < 3; i += 1) {
      const sender = await person();
      if (i === 0) await befriend(sender, shared);
      await friendRequest(sender, me);
      senders.push(sender);
      ctx.clock.advance(1000);
    }
    const first = await requests(me.headers, 'received', '&limit=2');
    expect(first.items.map((i) => i.person.id)).toEqual([senders[2]?.id, senders[1]?.id]);
    expect(first.items.map((i) => i.mutualFriendsCount)).toEqual([0, 0]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await requests(me.headers, 'received', `&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => [i.person.id, i.mutualFriendsCount])).toEqual([[senders[0]?.id, 1]]);
    expect(second.nextCursor).toBeNull();
  });

  it('defaults to received, answers 422 for a bad direction, limit or cursor, and 401 without a token', async () => {
    const me = await member();
    const sender = await person();
    await friendRequest(sender, me);
    const plain = await call('GET', '/api/friends/requests', me.headers);
    expect(plain.json().items.map((i: { person: { id: string } }) => i.person.id)).toEqual([sender.id]);
    for (const query of ['direction=sideways', 'limit=0', 'limit=101', 'cursor=nope']) {
      const res = await call('GET', `/api/friends/requests?${query}`, me.headers);
      expect(res.statusCode, query).toBe(422);
    }
    expect((await call('GET', '/api/friends/requests')).statusCode).toBe(401);
  });
});

describe('cancel, accept and decline', () => {
  it('cancels my request and withdraws its notification', async () => {
    const ana = await member();
    const ben = await member();
    await send(ana.headers, ben.id);
    expect(await notificationsOf(ben.headers)).toHaveLength(1);
    const res = await call('DELETE', `/api/friends/requests/${ben.id}`, ana.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().relationship.status).toBe('none');
    expect((await requests(ben.headers, 'received')).items).toEqual([]);
    expect(await notificationsOf(ben.headers)).toEqual([]);
    const again = await call('DELETE', `/api/friends/requests/${ben.id}`, ana.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('FRIEND_REQUEST_NOT_FOUND');
  });

  it('accepts a request: both friendship rows, mutual follows, request gone, the sender notified', async () => {
    const ana = await member();
    const ben = await member();
    await send(ana.headers, ben.id);
    const res = await call('POST', `/api/friends/requests/${ana.id}/accept`, ben.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: ana.id,
      relationship: { status: 'friends', following: true, followsMe: true, blockedByMe: false },
    });
    expect(await friendIds(ben.headers, ben.id)).toEqual([ana.id]);
    expect(await friendIds(ben.headers, ana.id)).toEqual([ben.id]);
    expect((await requests(ben.headers, 'received')).items).toEqual([]);
    expect((await requests(ana.headers, 'sent')).items).toEqual([]);
    const notes = await notificationsOf(ana.headers);
    expect(notes.map((n) => [n.type, n.actor.id, n.link])).toEqual([
      ['friend_accept', ben.id, `/social/profile/${ben.id}`],
    ]);
    expect(await notificationsOf(ben.headers)).toEqual([]);
    // Nothing left to accept, and one cannot accept one's own request.
    expect((await call('POST', `/api/friends/requests/${ana.id}/accept`, ben.headers)).statusCode).toBe(404);
    const cara = await member();
    await send(ana.headers, cara.id);
    const own = await call('POST', `/api/friends/requests/${cara.id}/accept`, ana.headers);
    expect(own.statusCode).toBe(404);
    expect(own.json().code).toBe('FRIEND_REQUEST_NOT_FOUND');
  });

  it('declines a request silently: no friendship, notification withdrawn, nothing for the sender', async () => {
    const ana = await member();
    const ben = await member();
    await send(ana.headers, ben.id);
    const res = await call('POST', `/api/friends/requests/${ana.id}/decline`, ben.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().relationship).toEqual({
      status: 'none',
      following: false,
      followsMe: false,
      blockedByMe: false,
    });
    expect((await requests(ana.headers, 'sent')).items).toEqual([]);
    expect(await notificationsOf(ben.headers)).toEqual([]);
    expect(await notificationsOf(ana.headers)).toEqual([]);
    expect(await friendIds(ben.headers, ben.id)).toEqual([]);
    expect((await call('POST', `/api/friends/requests/${ana.id}/decline`, ben.headers)).statusCode).toBe(404);
  });

  it('answers 401, 422 and 404 (unknown member) on each action', async () => {
    const ana = await member();
    for (const [method, path] of [
      ['DELETE', '/api/friends/requests/:id'],
      ['POST', '/api/friends/requests/:id/accept'],
      ['POST', '/api/friends/requests/:id/decline'],
      ['DELETE', '/api/friends/:id'],
    ] as const) {
      expect((await call(method, path.replace(':id', ana.id))).statusCode, path).toBe(401);
      expect((await call(method, path.replace(':id', 'abc'), ana.headers)).statusCode, path).toBe(422);
      expect((await call(method, path.replace(':id', ana.id), ana.headers)).statusCode, path).toBe(422);
      const unknown = await call(method, path.replace(':id', UNKNOWN_ID), ana.headers);
      expect(unknown.statusCode, path).toBe(404);
      expect(unknown.json().code, path).toBe('MEMBER_NOT_FOUND');
    }
  });
});

describe('DELETE /api/friends/:userId', () => {
  it('unfriends both ways and stops the follows', async () => {
    const ana = await member();
    const ben = await member();
    await send(ana.headers, ben.id);
    await call('POST', `/api/friends/requests/${ana.id}/accept`, ben.headers);
    const res = await call('DELETE', `/api/friends/${ben.id}`, ana.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().relationship).toEqual({
      status: 'none',
      following: false,
      followsMe: false,
      blockedByMe: false,
    });
    expect(await friendIds(ana.headers, ana.id)).toEqual([]);
    expect(await friendIds(ana.headers, ben.id)).toEqual([]);
    const again = await call('DELETE', `/api/friends/${ben.id}`, ana.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FRIENDS');
  });
});
