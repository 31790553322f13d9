import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { chatFixtures } from './chat.test-support';

const ctx = useTestApp();
const f = chatFixtures(ctx);

describe('direct conversations', () => {
  it('opens one conversation per pair: created once, found again from either side', async () => {
    const ana = await f.member({ firstName: 'Ana' });
    const ben = await f.member({ firstName: 'Ben' });
    const first = await f.call('POST', '/api/conversations/direct', ana.headers, { userId: ben.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'direct',
      title: null,
      peer: { id: ben.id },
      memberCount: 2,
      lastSeq: 0,
      lastMessage: null,
      unread: 0,
      canWrite: true,
    });
    const again = await f.call('POST', '/api/conversations/direct', ben.headers, { userId: ana.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, peer: { id: ana.id } });
  });

  it('refuses oneself, an unknown member, bad input and no token', async () => {
    const ana = await f.member();
    const self = await f.call('POST', '/api/conversations/direct', ana.headers, { userId: ana.id });
    expect([self.statusCode, self.json().code]).toEqual([422, 'CHAT_OWN_CONVERSATION']);
    const unknown = await f.call('POST', '/api/conversations/direct', ana.headers, { userId: UNKNOWN_ID });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CHAT_MEMBER_NOT_FOUND']);
    for (const body of [{}, { userId: 'ben' }, { userId: UNKNOWN_ID, extra: 1 }])
      expect((await f.call('POST', '/api/conversations/direct', ana.headers, body)).statusCode).toBe(422);
    expect(
      (await f.call('POST', '/api/conversations/direct', undefined, { userId: UNKNOWN_ID })).statusCode,
    ).toBe(401);
  });

  it('keeps messages in order, numbered 1, 2, 3 without gap, and counts what the other has not read', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    const hello = await f.send(ana, id, 'Hello Ben 👋');
    expect(hello).toMatchObject({
      seq: 1,
      text: 'Hello Ben 👋',
      kind: 'text',
      sender: { id: ana.id },
      replyTo: null,
    });
    await f.send(ana, id, 'Are you coming on Saturday?');
    const reply = await f.send(ben, id, 'Yes!', { replyToId: hello.id });
    expect(reply).toMatchObject({
      seq: 3,
      replyTo: { id: hello.id, seq: 1, text: 'Hello Ben 👋', deleted: false },
    });

    const page = await f.history(ana, id);
    expect(page.items.map((message) => [message.seq, message.text])).toEqual([
      [1, 'Hello Ben 👋'],
      [2, 'Are you coming on Saturday?'],
      [3, 'Yes!'],
    ]);
    const [anaList, benList] = await Promise.all(
      [ana, ben].map(async (who) => (await f.call('GET', '/api/conversations', who.headers)).json().items),
    );
    expect(anaList[0]).toMatchObject({ id, unread: 1, lastMessage: { seq: 3, text: 'Yes!' } });
    // Ben's own reply read everything before it.
    expect(benList[0]).toMatchObject({ id, unread: 0 });
    expect((await f.call('GET', '/api/chat/unread', ana.headers)).json()).toEqual({
      total: 1,
      conversations: 1,
    });

    const read = await f.call('POST', `/api/conversations/${id}/read`, ana.headers, { seq: 3 });
    expect(read.json()).toEqual({ unread: 0, totalUnread: 0 });
    // Never back, never past the last message.
    await f.call('POST', `/api/conversations/${id}/read`, ana.headers, { seq: 1 });
    await f.call('POST', `/api/conversations/${id}/read`, ana.headers, { seq: 99 });
    const members = (await f.call('GET', `/api/conversations/${id}`, ben.headers)).json().members;
    expect(members.find((m: { person: { id: string } }) => m.person.id === ana.id)).toMatchObject({
      readSeq: 3,
      deliveredSeq: 3,
    });
  });

  it('pages history backwards and forwards by sequence number', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    for (let n = 1; n <= 7; n += 1) await f.send(n % 2 ? ana : ben, id, `message ${n}`);
    const latest = await f.history(ben, id, '?limit=3');
    expect(latest.items.map((m) => m.seq)).toEqual([5, 6, 7]);
    expect(latest.hasMore).toBe(true);
    const older = await f.history(ben, id, '?limit=3&beforeSeq=5');
    expect(older.items.map((m) => m.seq)).toEqual([2, 3, 4]);
    const oldest = await f.history(ben, id, '?limit=3&beforeSeq=2');
    expect([oldest.items.map((m) => m.seq), oldest.hasMore]).toEqual([[1], false]);
    const missed = await f.history(ben, id, '?afterSeq=4&limit=2');
    expect([missed.items.map((m) => m.seq), missed.hasMore]).toEqual([[5, 6], true]);
    for (const query of ['?beforeSeq=0', '?afterSeq=-1', '?limit=101', '?beforeSeq=3&afterSeq=1'])
      expect(
        (await f.call('GET', `/api/conversations/${id}/messages${query}`, ben.headers)).statusCode,
        query,
      ).toBe(422);
  });

  it('stores a message once per clientId: a resend answers the first, a different text under it is refused', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    const body = { clientId: randomUUID(), text: 'Only once' };
    const url = `/api/conversations/${id}/messages`;
    const [a, b] = await Promise.all([
      f.call('POST', url, ana.headers, body),
      f.call('POST', url, ana.headers, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await f.call('POST', url, ana.headers, body);
    expect([again.statusCode, again.json().seq]).toEqual([200, 1]);
    const other = await f.call('POST', url, ana.headers, { ...body, text: 'Something else' });
    expect([other.statusCode, other.json().code]).toEqual([409, 'CHAT_CLIENT_ID_REUSED']);
    expect((await f.history(ben, id)).items).toHaveLength(1);
    for (const bad of [
      { clientId: randomUUID(), text: '   ' },
      { clientId: 'x', text: 'hi' },
      { clientId: randomUUID(), text: 'x'.repeat(4001) },
      { clientId: randomUUID(), text: 'hi', replyToId: 'nope' },
    ])
      expect((await f.call('POST', url, ana.headers, bad)).statusCode, JSON.stringify(bad).slice(0, 60)).toBe(
        422,
      );
    const elsewhere = await f.send(ana, await f.direct(ana, await f.member()), 'another conversation');
    const crossReply = await f.call('POST', url, ana.headers, {
      clientId: randomUUID(),
      text: 'x',
      replyToId: elsewhere.id,
    });
    expect([crossReply.statusCode, crossReply.json().code]).toEqual([404, 'MESSAGE_NOT_FOUND']);
  });

  it('keeps everything from someone who is not in the conversation (404), and from a caller without a token (401)', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const eve = await f.member();
    const id = await f.direct(ana, ben);
    const message = await f.send(ana, id, 'private');
    const tries: Array<[Parameters<typeof f.call>[0], string, object?]> = [
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`, { clientId: randomUUID(), text: 'hi' }],
      ['POST', `/api/conversations/${id}/read`, { seq: 1 }],
      ['PUT', `/api/conversations/${id}/mute`, { until: null }],
      ['PATCH', `/api/messages/${message.id}`, { text: 'changed' }],
      ['DELETE', `/api/messages/${message.id}`],
      ['PUT', `/api/messages/${message.id}/reaction`, { emoji: '😂' }],
    ];
    for (const [method, url, body] of tries) {
      const answer = await f.call(method, url, eve.headers, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(['CONVERSATION_NOT_FOUND', 'MESSAGE_NOT_FOUND']).toContain(answer.json().code);
      expect((await f.call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await f.call('GET', '/api/conversations', eve.headers)).json().items).toEqual([]);
    expect((await f.history(ana, id)).items.map((m) => m.text)).toEqual(['private']);
  });
});

describe('who may write to whom', () => {
  it('a block either way stops new conversations and messages; the history stays', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    await f.send(ana, id, 'before');
    await f.block(ben, ana);
    const sent = await f.call('POST', `/api/conversations/${id}/messages`, ana.headers, {
      clientId: randomUUID(),
      text: 'after',
    });
    expect([sent.statusCode, sent.json().code]).toEqual([403, 'CHAT_BLOCKED']);
    const back = await f.call('POST', `/api/conversations/${id}/messages`, ben.headers, {
      clientId: randomUUID(),
      text: 'neither',
    });
    expect(back.json().code).toBe('CHAT_BLOCKED');
    expect((await f.call('GET', `/api/conversations/${id}`, ana.headers)).json().canWrite).toBe(false);
    expect((await f.history(ana, id)).items.map((m) => m.text)).toEqual(['before']);
    const cara = await f.member();
    await f.block(cara, ana);
    const open = await f.call('POST', '/api/conversations/direct', ana.headers, { userId: cara.id });
    expect([open.statusCode, open.json().code]).toEqual([403, 'CHAT_BLOCKED']);
  });

  it('follows the receiver’s rule: everyone, friends only, or nobody', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const friend = await f.member();
    await f.befriend(ben, friend);
    const setRule = async (whoMayMessage: string) => {
      const saved = await f.call('PUT', '/api/chat/settings', ben.headers, { whoMayMessage });
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json();
    };
    expect(await setRule('friends')).toEqual({
      whoMayMessage: 'friends',
      showPresence: true,
      readReceipts: true,
    });
    const stranger = await f.call('POST', '/api/conversations/direct', ana.headers, { userId: ben.id });
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'CHAT_NOT_ALLOWED']);
    const withFriend = await f.direct(friend, ben);
    await f.send(friend, withFriend, 'hi friend');
    await setRule('nobody');
    const nobody = await f.call('POST', `/api/conversations/${withFriend}/messages`, friend.headers, {
      clientId: randomUUID(),
      text: 'still there?',
    });
    expect(nobody.json().code).toBe('CHAT_NOT_ALLOWED');
    await setRule('everyone');
    expect(
      (await f.call('POST', '/api/conversations/direct', ana.headers, { userId: ben.id })).statusCode,
    ).toBe(201);
    expect(
      (await f.call('PUT', '/api/chat/settings', ben.headers, { whoMayMessage: 'some' })).statusCode,
    ).toBe(422);
    expect((await f.call('GET', '/api/chat/settings', undefined)).statusCode).toBe(401);
  });
});

describe('groups', () => {
  it('a group with a name: members added, renamed, someone removed by the owner, the owner leaves and hands it on', async () => {
    const owner = await f.member({ firstName: 'Olu' });
    const [ben, cara, dan] = [await f.member(), await f.member(), await f.member()];
    const id = await f.group(owner, [ben, cara]);
    const made = (await f.call('GET', `/api/conversations/${id}`, ben.headers)).json();
    expect(made).toMatchObject({ kind: 'group', title: 'Weekend hike', memberCount: 3, myRole: 'member' });
    expect((await f.history(ben, id)).items).toMatchObject([
      { seq: 1, kind: 'system', meta: { event: 'created' } },
    ]);

    // Any member adds people; the owner alone removes others.
    const added = await f.call('POST', `/api/conversations/${id}/members`, ben.headers, {
      userIds: [dan.id],
    });
    expect([added.statusCode, added.json().memberCount]).toEqual([200, 4]);
    const removeByMember = await f.call('DELETE', `/api/conversations/${id}/members/${cara.id}`, ben.headers);
    expect([removeByMember.statusCode, removeByMember.json().code]).toEqual([403, 'CHAT_FORBIDDEN']);
    const renamed = await f.call('PATCH', `/api/conversations/${id}`, cara.headers, { title: 'Sunday hike' });
    expect(renamed.json().title).toBe('Sunday hike');
    expect(
      (await f.call('DELETE', `/api/conversations/${id}/members/${cara.id}`, owner.headers)).statusCode,
    ).toBe(204);
    expect((await f.call('GET', `/api/conversations/${id}`, cara.headers)).statusCode).toBe(404);

    expect(
      (await f.call('DELETE', `/api/conversations/${id}/members/${owner.id}`, owner.headers)).statusCode,
    ).toBe(204);
    const after = (await f.call('GET', `/api/conversations/${id}`, ben.headers)).json();
    expect(after.memberCount).toBe(2);
    expect(after.members.filter((m: { role: string }) => m.role === 'owner')).toHaveLength(1);
    const events = (await f.history(ben, id)).items.map(
      (m) => (m as unknown as { meta: { event: string } }).meta?.event,
    );
    expect(events).toEqual(['created', 'added', 'renamed', 'removed', 'left']);
  });

  it('refuses an empty name, people who are not accounts, and renaming a direct conversation', async () => {
    const owner = await f.member();
    const ben = await f.member();
    for (const body of [
      { title: ' ', memberIds: [ben.id] },
      { title: 'x', memberIds: [] },
      { title: 'x'.repeat(81), memberIds: [ben.id] },
    ])
      expect((await f.call('POST', '/api/conversations/groups', owner.headers, body)).statusCode).toBe(422);
    const ghost = await f.call('POST', '/api/conversations/groups', owner.headers, {
      title: 'x',
      memberIds: [UNKNOWN_ID],
    });
    expect([ghost.statusCode, ghost.json().code]).toEqual([404, 'CHAT_MEMBER_NOT_FOUND']);
    const id = await f.direct(owner, ben);
    const rename = await f.call('PATCH', `/api/conversations/${id}`, owner.headers, { title: 'Us' });
    expect([rename.statusCode, rename.json().code]).toEqual([409, 'CHAT_NOT_A_GROUP']);
  });

  it('adds nobody who blocked the adder or takes no messages from them', async () => {
    const owner = await f.member();
    const ben = await f.member();
    const shy = await f.member();
    await f.call('PUT', '/api/chat/settings', shy.headers, { whoMayMessage: 'friends' });
    const made = await f.call('POST', '/api/conversations/groups', owner.headers, {
      title: 'x',
      memberIds: [ben.id, shy.id],
    });
    expect([made.statusCode, made.json().code]).toEqual([403, 'CHAT_NOT_ALLOWED']);
    expect((await f.call('GET', '/api/conversations', ben.headers)).json().items).toEqual([]);
  });
});

describe('a message after it is sent', () => {
  it('its author edits it (shown as edited) and deletes it (shown as deleted, without its text or reactions)', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    const message = await f.send(ana, id, 'See you at 7');
    const reply = await f.send(ben, id, 'ok', { replyToId: message.id });
    const notMine = await f.call('PATCH', `/api/messages/${message.id}`, ben.headers, { text: 'no' });
    expect([notMine.statusCode, notMine.json().code]).toEqual([403, 'CHAT_NOT_YOURS']);
    const edited = await f.call('PATCH', `/api/messages/${message.id}`, ana.headers, {
      text: 'See you at 8',
    });
    expect(edited.json()).toMatchObject({ text: 'See you at 8', editedAt: expect.any(String) });
    expect((await f.call('PATCH', `/api/messages/${message.id}`, ana.headers, { text: '' })).statusCode).toBe(
      422,
    );

    const reacted = await f.call('PUT', `/api/messages/${message.id}/reaction`, ben.headers, { emoji: '👍' });
    expect(reacted.json()).toMatchObject({ reactions: [{ emoji: '👍', count: 1 }], myReaction: '👍' });
    const replaced = await f.call('PUT', `/api/messages/${message.id}/reaction`, ben.headers, { emoji: '❤️' });
    expect(replaced.json().reactions).toEqual([{ emoji: '❤️', count: 1 }]);
    await f.call('PUT', `/api/messages/${message.id}/reaction`, ana.headers, { emoji: '❤️' });
    const seenByAna = (await f.history(ana, id)).items[0] as unknown as {
      reactions: unknown;
      myReaction: string;
    };
    expect(seenByAna).toMatchObject({ reactions: [{ emoji: '❤️', count: 2 }], myReaction: '❤️' });
    for (const emoji of ['a', '❤️❤️x', '', 'x'.repeat(17)])
      expect(
        (await f.call('PUT', `/api/messages/${message.id}/reaction`, ben.headers, { emoji })).statusCode,
        emoji,
      ).toBe(422);
    const taken = await f.call('PUT', `/api/messages/${message.id}/reaction`, ben.headers, { emoji: null });
    expect(taken.json()).toMatchObject({ reactions: [{ emoji: '❤️', count: 1 }], myReaction: null });

    expect((await f.call('DELETE', `/api/messages/${message.id}`, ben.headers)).json().code).toBe(
      'CHAT_NOT_YOURS',
    );
    const deleted = await f.call('DELETE', `/api/messages/${message.id}`, ana.headers);
    expect(deleted.json()).toMatchObject({ text: null, reactions: [], deletedAt: expect.any(String) });
    const page = await f.history(ben, id);
    expect(page.items).toMatchObject([
      { id: message.id, text: null },
      { id: reply.id, replyTo: { id: message.id, text: null, deleted: true } },
    ]);
    const late = await f.call('PATCH', `/api/messages/${message.id}`, ana.headers, { text: 'again' });
    expect(late.json().code).toBe('CHAT_MESSAGE_DELETED');
    expect(
      (await f.call('PUT', `/api/messages/${message.id}/reaction`, ben.headers, { emoji: '👍' })).json().code,
    ).toBe('CHAT_MESSAGE_DELETED');
  });

  it('an edit is refused a day after sending', async () => {
    const ana = await f.member();
    const id = await f.direct(ana, await f.member());
    const message = await f.send(ana, id, 'typo');
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const late = await f.call('PATCH', `/api/messages/${message.id}`, ana.headers, { text: 'fixed' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'CHAT_EDIT_TOO_LATE']);
  });
});

describe('mute, settings and presence', () => {
  it('a muted conversation leaves the unread total until the mute ends', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    await f.send(ben, id, 'one');
    const until = new Date(ctx.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const muted = await f.call('PUT', `/api/conversations/${id}/mute`, ana.headers, { until });
    expect(muted.json()).toMatchObject({ mutedUntil: until, unread: 1 });
    expect((await f.call('GET', '/api/chat/unread', ana.headers)).json()).toEqual({
      total: 0,
      conversations: 0,
    });
    ctx.clock.advance(60 * 60 * 1000 + 1);
    expect((await f.call('GET', '/api/chat/unread', ana.headers)).json()).toEqual({
      total: 1,
      conversations: 1,
    });
    expect(
      (await f.call('PUT', `/api/conversations/${id}/mute`, ana.headers, { until: 'soon' })).statusCode,
    ).toBe(422);
  });

  it('hides how far one read from everyone, both ways, when receipts are off; hides presence on request', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    await f.send(ben, id, 'hi');
    await f.call('POST', `/api/conversations/${id}/read`, ana.headers, { seq: 1 });
    await f.call('PUT', '/api/chat/settings', ana.headers, { readReceipts: false, showPresence: false });
    const seqsSeenBy = async (viewer: typeof ana) =>
      (await f.call('GET', `/api/conversations/${id}`, viewer.headers))
        .json()
        .members.map((m: { person: { id: string }; readSeq: number | null }) => [
          m.person.id === ana.id ? 'ana' : 'ben',
          m.readSeq,
        ])
        .sort();
    expect(await seqsSeenBy(ben)).toEqual([
      ['ana', null],
      ['ben', 1],
    ]);
    // Ana keeps her own, and no longer sees Ben's.
    expect(await seqsSeenBy(ana)).toEqual([
      ['ana', 1],
      ['ben', null],
    ]);

    const presence = await f.call('GET', `/api/chat/presence?userIds=${ana.id},${ben.id}`, ben.headers);
    expect(presence.json().items).toEqual([
      { userId: ana.id, online: null, lastSeenAt: null },
      { userId: ben.id, online: false, lastSeenAt: null },
    ]);
    // Nobody sees the presence of people they share no conversation with, or who block them.
    const cara = await f.member();
    const stranger = await f.call('GET', `/api/chat/presence?userIds=${ben.id}`, cara.headers);
    expect(stranger.json().items).toEqual([{ userId: ben.id, online: null, lastSeenAt: null }]);
    await f.block(ben, cara);
    await f.direct(cara, await f.member());
    const blocked = await f.call('GET', `/api/chat/presence?userIds=${ben.id}`, cara.headers);
    expect(blocked.json().items).toEqual([{ userId: ben.id, online: null, lastSeenAt: null }]);
    expect((await f.call('GET', '/api/chat/presence?userIds=nope', ben.headers)).statusCode).toBe(422);
  });
});

describe('story replies ([7])', () => {
  const story = async (author: { headers: Record<string, string> }) => {
    const posted = await f.call('POST', '/api/stories', author.headers, {
      kind: 'text',
      text: 'Sunset at the lake',
      background: 'blue',
      audience: 'public',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    return posted.json().id as string;
  };

  it('arrive in the conversation of the viewer and the author, one conversation for all of them', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const storyId = await story(ana);
    for (const text of ['Beautiful!', 'Where is it?'])
      expect(
        (await f.call('POST', `/api/stories/${storyId}/replies`, ben.headers, { text })).statusCode,
      ).toBe(201);
    const [conversation, ...others] = (await f.call('GET', '/api/conversations', ana.headers)).json().items;
    expect(others).toEqual([]);
    expect(conversation).toMatchObject({ kind: 'direct', peer: { id: ben.id }, unread: 2 });
    expect((await f.history(ana, conversation.id)).items).toMatchObject([
      { seq: 1, kind: 'story_reply', text: 'Beautiful!', meta: { storyId }, sender: { id: ben.id } },
      { seq: 2, kind: 'story_reply', text: 'Where is it?' },
    ]);
    // Answering in the chat goes to the same conversation.
    expect((await f.direct(ana, ben)) === conversation.id).toBe(true);
  });

  it('stay a notification only when the author takes no messages from the viewer', async () => {
    const ana = await f.member();
    const ben = await f.member();
    await f.call('PUT', '/api/chat/settings', ana.headers, { whoMayMessage: 'nobody' });
    const storyId = await story(ana);
    expect(
      (await f.call('POST', `/api/stories/${storyId}/replies`, ben.headers, { text: 'Hi' })).statusCode,
    ).toBe(201);
    expect((await f.call('GET', '/api/conversations', ana.headers)).json().items).toEqual([]);
  });
});

describe('links to our posts', () => {
  const post = async (author: { headers: Record<string, string> }, audience: string, body: string) => {
    const made = await f.call('POST', '/api/posts', author.headers, { body, audience });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().id as string;
  };

  it('show a preview of the post as each reader may see it, and never fetch an outside address', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const cara = await f.member();
    await f.befriend(ana, ben);
    const open = await post(ana, 'public', 'Our trip to the mountains, day one');
    const friendsOnly = await post(ana, 'friends', 'Only for my friends');
    const id = await f.group(ana, [ben, cara]);
    const publicLink = await f.send(ana, id, `Look: https://betogether.example/social/post/${open}?ref=chat`);
    expect(publicLink.preview).toMatchObject({
      postId: open,
      author: { id: ana.id },
      excerpt: 'Our trip to the mountains, day one',
    });
    const privateLink = await f.send(ana, id, `And /social/post/${friendsOnly} for you`);
    const seenBy = async (who: typeof ana) =>
      (await f.history(who, id)).items.map(
        (m) => (m as unknown as { preview: { postId: string } | null }).preview?.postId ?? null,
      );
    expect(await seenBy(ben)).toEqual([null, open, friendsOnly]);
    // Cara is not Ana's friend: no preview of a friends-only post.
    expect(await seenBy(cara)).toEqual([null, open, null]);
    expect(privateLink.preview?.postId).toBe(friendsOnly);
    const outside = await f.send(
      ana,
      id,
      'https://example.com/social/post/not-a-post and https://news.example/story',
    );
    expect(outside.preview).toBeNull();
  });
});
