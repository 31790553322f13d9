import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { startRedis } from '../../test/redis-server';
import { connect, listen, nextEvent, recorder } from '../../test/sockets';
import { type TestContext, useTestApp } from '../../test/test-app';
import { chatFixtures } from './chat.test-support';

type Member = Awaited<ReturnType<ReturnType<typeof chatFixtures>['member']>>;
type Sent = { message?: { id: string; seq: number; text: string }; error?: string };

/** A socket per member, closed after the file. */
function socketsOf(ctx: TestContext) {
  const open: Socket[] = [];
  afterAll(() => {
    for (const socket of open) socket.close();
  });
  return async (member: Member, app = ctx.app) => {
    const socket = await connect(await listen(app), member.token);
    open.push(socket);
    return socket;
  };
}

const send = (socket: Socket, conversationId: string, text: string, clientId: string = randomUUID()) =>
  socket.timeout(5000).emitWithAck('chat:send', { conversationId, clientId, text }) as Promise<Sent>;

describe('chat over sockets, one server', () => {
  const ctx = useTestApp();
  const f = chatFixtures(ctx);
  const socketOf = socketsOf(ctx);

  it('a message reaches the other side live; typing and the read receipt come back', async () => {
    const ana = await f.member({ firstName: 'Ana' });
    const ben = await f.member({ firstName: 'Ben' });
    const id = await f.direct(ana, ben);
    const [anaSocket, benSocket] = [await socketOf(ana), await socketOf(ben)];

    const arriving = nextEvent<{ message: { seq: number; text: string; sender: { id: string } } }>(
      benSocket,
      'chat:message',
    );
    const sent = await send(anaSocket, id, 'Hi Ben, are you there?');
    expect(sent.message).toMatchObject({ seq: 1, text: 'Hi Ben, are you there?' });
    expect((await arriving).message).toMatchObject({ seq: 1, sender: { id: ana.id } });

    const typing = nextEvent<{ conversationId: string; user: { id: string } }>(anaSocket, 'chat:typing');
    benSocket.emit('chat:typing', { conversationId: id });
    expect(await typing).toMatchObject({ conversationId: id, user: { id: ben.id } });

    const delivered = nextEvent(anaSocket, 'chat:receipt');
    expect(
      await benSocket.timeout(5000).emitWithAck('chat:delivered', { conversationId: id, seq: 1 }),
    ).toEqual({
      ok: true,
    });
    expect(await delivered).toEqual({ conversationId: id, userId: ben.id, deliveredSeq: 1, readSeq: 0 });
    const read = nextEvent(anaSocket, 'chat:receipt');
    const unread = nextEvent(benSocket, 'chat:unread');
    await benSocket.timeout(5000).emitWithAck('chat:read', { conversationId: id, seq: 1 });
    expect(await read).toEqual({ conversationId: id, userId: ben.id, deliveredSeq: 1, readSeq: 1 });
    expect(await unread).toEqual({ total: 0, conversations: 0 });
  });

  it('refuses through the acknowledgement what the API refuses, and tells nobody', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const eve = await f.member();
    const id = await f.direct(ana, ben);
    const [benSocket, eveSocket] = [await socketOf(ben), await socketOf(eve)];
    const heard = recorder(benSocket, 'chat:message');
    expect(await send(eveSocket, id, 'let me in')).toEqual({ error: 'CONVERSATION_NOT_FOUND' });
    expect(await eveSocket.timeout(5000).emitWithAck('chat:typing', { conversationId: id })).toEqual({
      error: 'CONVERSATION_NOT_FOUND',
    });
    expect(await eveSocket.timeout(5000).emitWithAck('chat:read', { conversationId: id, seq: 1 })).toEqual({
      error: 'CONVERSATION_NOT_FOUND',
    });
    expect(
      await eveSocket.timeout(5000).emitWithAck('chat:send', { conversationId: id, text: 'no id' }),
    ).toEqual({
      error: 'VALIDATION_FAILED',
    });
    await f.block(ben, ana);
    const anaSocket = await socketOf(ana);
    expect(await send(anaSocket, id, 'blocked')).toEqual({ error: 'CHAT_BLOCKED' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    expect((await f.history(ben, id)).items).toEqual([]);
  });

  it('a member back from being offline gets what they missed once, and a resent message is stored once', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    const anaSocket = await socketOf(ana);
    let benSocket = await socketOf(ben);
    const arrived = nextEvent(benSocket, 'chat:message');
    const first = await send(anaSocket, id, 'one');
    await arrived;
    const lastSeen = first.message?.seq ?? 0;
    benSocket.close();

    await send(anaSocket, id, 'two');
    const queued = randomUUID();
    // Ana's own connection drops before the answer; her client sends the queued message again.
    const [a, b] = await Promise.all([
      send(anaSocket, id, 'three', queued),
      send(anaSocket, id, 'three', queued),
    ]);
    expect(a.message?.id).toBe(b.message?.id);
    await send(anaSocket, id, 'four');

    benSocket = await socketOf(ben);
    const missed = await f.history(ben, id, `?afterSeq=${lastSeen}`);
    expect(missed.items.map((message) => [message.seq, message.text])).toEqual([
      [2, 'two'],
      [3, 'three'],
      [4, 'four'],
    ]);
    const live = nextEvent<{ message: { seq: number } }>(benSocket, 'chat:message');
    await send(anaSocket, id, 'five');
    expect((await live).message.seq).toBe(5);
  });

  it('numbers messages sent at once by several members without gap or repeat, and everyone hears each once', async () => {
    const members = [await f.member(), await f.member(), await f.member()];
    const [owner, ...others] = members as [Member, Member, Member];
    const id = await f.group(owner, others);
    const sockets = await Promise.all(members.map((member) => socketOf(member)));
    const heard = sockets.map((socket) => recorder(socket, 'chat:message'));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => send(sockets[n % 3] as Socket, id, `burst ${n}`)),
    );
    const seqs = answers.map((answer) => answer.message?.seq ?? 0).sort((x, y) => x - y);
    // Seq 1 is the group's "created" line.
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, n) => n + 2));
    await expect.poll(() => heard.map((events) => events.length)).toEqual([30, 30, 30]);
    for (const events of heard) {
      const received = (events as Array<{ message: { seq: number } }>).map((event) => event.message.seq);
      expect(new Set(received).size).toBe(30);
    }
    expect((await f.history(owner, id, '?limit=100')).items.map((message) => message.seq)).toEqual(
      Array.from({ length: 31 }, (_, n) => n + 1),
    );
  });

  it('holds one member to 20 messages at once over sockets, then 2 a second', async () => {
    const ana = await f.member();
    const id = await f.direct(ana, await f.member());
    const socket = await socketOf(ana);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, n) => send(socket, id, `flood ${n}`)));
    expect(answers.filter((answer) => answer.message).length).toBe(20);
    expect(answers.filter((answer) => answer.error === 'RATE_LIMITED').length).toBe(5);
    expect((await f.history(ana, id, '?limit=100')).items).toHaveLength(20);
  });

  it('says who is online, and when someone was last seen once their last tab closed', async () => {
    const ana = await f.member();
    const ben = await f.member();
    await f.direct(ana, ben);
    const benSocket = await socketOf(ben);
    const presence = async () =>
      (await f.call('GET', `/api/chat/presence?userIds=${ben.id}`, ana.headers)).json().items[0];
    expect(await presence()).toEqual({ userId: ben.id, online: true, lastSeenAt: null });
    benSocket.close();
    await expect.poll(async () => (await presence()).lastSeenAt).toBe(ctx.clock.now().toISOString());
    expect((await presence()).online).toBe(false);
  });
});

describe('chat across two server processes sharing Redis', () => {
  const redis: { url?: string; stop?: () => Promise<void> } = {};
  const channel = `bt-chat-${randomUUID()}`;
  beforeAll(async () => {
    Object.assign(redis, await startRedis());
  }, 15_000);
  afterAll(async () => {
    await redis.stop?.();
  });
  const ctx = useTestApp(() => ({ REDIS_URL: redis.url as string }), { realtimeChannel: channel });
  const f = chatFixtures(ctx);
  const socketOf = socketsOf(ctx);
  let second: App | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('a message sent on one process reaches a member connected to the other, once', async () => {
    second = await buildApp(ctx.config, {
      database: ctx.built.database,
      realtimeChannel: channel,
      serveWebApp: false,
      clock: ctx.clock,
    });
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    const anaSocket = await socketOf(ana, ctx.app);
    const benSocket = await socketOf(ben, second.app);
    const heard = recorder(benSocket, 'chat:message');
    const sent = await send(anaSocket, id, 'across processes');
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({ message: { id: sent.message?.id, seq: 1 } });
    const receipt = nextEvent(anaSocket, 'chat:receipt');
    await benSocket.timeout(5000).emitWithAck('chat:read', { conversationId: id, seq: 1 });
    expect(await receipt).toMatchObject({ userId: ben.id, readSeq: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toHaveLength(1);
  }, 20_000);
});
