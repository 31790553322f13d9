import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../app';
import { startRedis } from '../test/redis-server';
import { createAccount, signIn } from '../test/sign-in';
import { socialFixtures } from '../test/social';
import { connect, listen, nextEvent, recorder } from '../test/sockets';
import { useTestApp } from '../test/test-app';
import type { Principal } from './authentication';
import { createRealtime } from './realtime';

describe('realtime on one server', () => {
  const ctx = useTestApp();
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    url = await listen(ctx.app);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  async function member() {
    const account = await createAccount(ctx);
    const session = await signIn(ctx, account.email);
    const socket = await connect(url, session.token);
    sockets.push(socket);
    return { ...account, token: session.token, socket, headers: { authorization: `Token ${session.token}` } };
  }

  it('refuses a connection without a valid token', async () => {
    await expect(connect(url, 'not-a-token-at-all-0123456789')).rejects.toThrow('UNAUTHENTICATED');
    await expect(connect(url, '')).rejects.toThrow('UNAUTHENTICATED');
  });

  it('delivers a notification to its recipient only, in every tab, with the unread count', async () => {
    const ana = await member();
    const ben = await member();
    const other = await member();
    const secondTab = await connect(url, ben.token);
    sockets.push(secondTab);
    const unrelated = recorder(other.socket, 'notification:new');
    const toAna = recorder(ana.socket, 'notification:new');

    const inFirstTab = nextEvent<{
      notification: { type: string; actor: { id: string } };
      unreadCount: number;
    }>(ben.socket, 'notification:new');
    const inSecondTab = nextEvent(secondTab, 'notification:new');
    await ctx.built.services.notifications.notify({
      type: 'friend_request',
      recipientId: ben.id,
      actorId: ana.id,
    });

    const payload = await inFirstTab;
    expect(payload.notification.type).toBe('friend_request');
    expect(payload.notification.actor.id).toBe(ana.id);
    expect(payload.unreadCount).toBe(1);
    expect(await inSecondTab).toEqual(payload);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(unrelated).toEqual([]);
    expect(toAna).toEqual([]);
  });

  it('tells every tab the new unread count when notifications are read', async () => {
    const ana = await member();
    const ben = await member();
    await ctx.built.services.notifications.notify({
      type: 'friend_request',
      recipientId: ben.id,
      actorId: ana.id,
    });
    const read = nextEvent<{ unreadCount: number }>(ben.socket, 'notification:read');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: ben.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await read).toEqual({ unreadCount: 0 });
  });

  it('hands a module the inbound events it registered, parsed, with who sent them', async () => {
    const ana = await member();
    const seen: Array<{ userId: string; text: string }> = [];
    ctx.built.realtime.handle([
      {
        event: 'test:echo',
        schema: z.object({ text: z.string().min(1).max(20) }).strict(),
        handle: (context, payload: { text: string }) => {
          seen.push({ userId: context.principal.userId, text: payload.text });
          return { echoed: payload.text };
        },
      },
    ]);
    expect(await ana.socket.timeout(3000).emitWithAck('test:echo', { text: 'hello' })).toEqual({
      echoed: 'hello',
    });
    for (const bad of [{ text: '' }, { text: 'x', extra: 1 }, 'not an object', null])
      expect(await ana.socket.timeout(3000).emitWithAck('test:echo', bad)).toEqual({
        error: 'VALIDATION_FAILED',
      });
    expect(seen).toEqual([{ userId: ana.id, text: 'hello' }]);
    expect(() =>
      ctx.built.realtime.handle([{ event: 'test:echo', schema: z.unknown(), handle: () => 1 }]),
    ).toThrow(/handled twice/);
  });

  it('puts every tab of a member in a room, sends to the room, and takes them out', async () => {
    const ana = await member();
    const ben = await member();
    const secondTab = await connect(url, ana.token);
    sockets.push(secondTab);
    const toBen = recorder(ben.socket, 'feed:new-post');
    ctx.built.realtime.joinRoom([ana.id], 'group:g1');
    const payload = { postId: crypto.randomUUID(), authorId: ben.id };
    const inFirst = nextEvent(ana.socket, 'feed:new-post');
    const inSecond = nextEvent(secondTab, 'feed:new-post');
    // Joining crosses the adapter; the emit follows it in order on this process.
    await new Promise((resolve) => setTimeout(resolve, 50));
    ctx.built.realtime.emitToRoom('group:g1', 'feed:new-post', payload);
    expect(await inFirst).toEqual(payload);
    expect(await inSecond).toEqual(payload);

    ctx.built.realtime.leaveRoom([ana.id], 'group:g1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const afterLeaving = recorder(ana.socket, 'feed:new-post');
    ctx.built.realtime.emitToRoom('group:g1', 'feed:new-post', payload);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(afterLeaving).toEqual([]);
    expect(toBen).toEqual([]);
  });

  it('closes the sockets of a session when it logs out', async () => {
    const ana = await member();
    const closed = nextEvent<string>(ana.socket, 'disconnect');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ana.headers });
    expect(res.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    await expect(connect(url, ana.token)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('closes a socket whose session has expired when it next sends an event, before any handler runs', async () => {
    const ana = await member();
    const seen: unknown[] = [];
    ctx.built.realtime.handle([
      {
        event: 'test:after-expiry',
        schema: z.object({}).strict(),
        handle: (_context, payload) => seen.push(payload),
      },
    ]);
    expect(await ana.socket.timeout(3000).emitWithAck('test:after-expiry', {})).toBe(1);
    const closed = nextEvent<string>(ana.socket, 'disconnect');
    const ttlMs = ctx.config.auth.sessionTtlDays * 86_400_000;
    ctx.clock.set(new Date(ctx.clock.now().getTime() + ttlMs + 1000));
    expect(await ana.socket.timeout(3000).emitWithAck('test:after-expiry', {})).toEqual({
      error: 'UNAUTHENTICATED',
    });
    expect(await closed).toBe('io server disconnect');
    expect(seen).toHaveLength(1);
  });
});

describe('realtime and the expiry of sessions', () => {
  it('closes a socket when its session expires, without waiting for it to send anything', async () => {
    const server = createServer();
    const silent = { error: () => undefined, warn: () => undefined } as never;
    const realtime = createRealtime({ server, log: silent });
    const sessions: Record<string, Principal> = {
      'short-lived-session-token-0001': {
        userId: 'ana',
        sessionId: 'short',
        role: 'member',
        expiresAt: new Date(Date.now() + 400),
      },
      'long-lived-session-token-00001': {
        userId: 'ben',
        sessionId: 'long',
        role: 'member',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    };
    realtime.authenticateWith(async (token) => sessions[token] ?? null);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const short = await connect(url, 'short-lived-session-token-0001');
    const long = await connect(url, 'long-lived-session-token-00001');
    try {
      expect(await nextEvent<string>(short, 'disconnect', 3000)).toBe('io server disconnect');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(long.connected).toBe(true);
      expect(realtime.localConnections()).toBe(1);
    } finally {
      short.close();
      long.close();
      await realtime.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('realtime across two server processes sharing Redis', () => {
  const redis: { url?: string; stop?: () => Promise<void> } = {};
  const channel = `bt-test-${crypto.randomUUID()}`;
  beforeAll(async () => {
    Object.assign(redis, await startRedis());
  }, 15_000);
  // Registered before the app's hooks, so it runs after the app has closed its connections.
  afterAll(async () => {
    await redis.stop?.();
  });
  // The first process: the usual test app, with Redis; the second is built beside it below.
  const ctx = useTestApp(() => ({ REDIS_URL: redis.url as string }), { realtimeChannel: channel });
  let second: App | undefined;
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second?.close();
  });

  const secondProcess = async () => {
    second ??= await buildApp(ctx.config, {
      database: ctx.built.database,
      realtimeChannel: channel,
      serveWebApp: false,
      clock: ctx.clock,
    });
    return second;
  };

  it('delivers an event produced on one process to a client connected to the other', async () => {
    second = await secondProcess();
    const urlOfFirst = await listen(ctx.app);
    await listen(second.app);
    const ana = await createAccount(ctx);
    const ben = await createAccount(ctx);
    const session = await signIn(ctx, ben.email);
    const socket = await connect(urlOfFirst, session.token);
    sockets.push(socket);
    // The second process learns of the first one's client through Redis.
    await expect
      .poll(async () => (await (second as App).realtime.connectedUsers()).includes(ben.id))
      .toBe(true);

    const received = nextEvent<{ notification: { actor: { id: string } } }>(socket, 'notification:new');
    await second.services.notifications.notify({
      type: 'friend_request',
      recipientId: ben.id,
      actorId: ana.id,
    });
    expect((await received).notification.actor.id).toBe(ana.id);
    expect(ctx.built.realtime.localConnections()).toBe(1);
    expect(second.realtime.localConnections()).toBe(0);
  }, 20_000);

  it('joins a member connected to one process to a room from the other, and reaches them there', async () => {
    const other = await secondProcess();
    const urlOfFirst = await listen(ctx.app).catch(
      () => `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`,
    );
    const cleo = await createAccount(ctx);
    const session = await signIn(ctx, cleo.email);
    const socket = await connect(urlOfFirst, session.token);
    sockets.push(socket);
    await expect.poll(async () => (await other.realtime.connectedUsers()).includes(cleo.id)).toBe(true);
    other.realtime.joinRoom([cleo.id], 'conversation:c1');
    const payload = { postId: crypto.randomUUID(), authorId: cleo.id };
    await expect
      .poll(
        async () => {
          const received = nextEvent(socket, 'feed:new-post', 300).catch(() => null);
          other.realtime.emitToRoom('conversation:c1', 'feed:new-post', payload);
          return received;
        },
        { timeout: 5000 },
      )
      .toEqual(payload);
  }, 20_000);

  it('drops a feed page cached on one process when a post is made on the other', async () => {
    const other = await secondProcess();
    const social = socialFixtures(ctx);
    const reader = await createAccount(ctx);
    const writer = await createAccount(ctx);
    await social.befriend(reader, writer);
    const readerSession = await signIn(ctx, reader.email);
    const writerSession = await signIn(ctx, writer.email);
    const feedOnFirst = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/feed',
          headers: { authorization: `Token ${readerSession.token}` },
        })
      )
        .json()
        .items.map((post: { id: string }) => post.id);
    expect(await feedOnFirst()).toEqual([]);

    const made = await other.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { authorization: `Token ${writerSession.token}` },
      payload: { body: 'from the other process', audience: 'friends' },
    });
    expect(made.statusCode).toBe(201);
    // The page cache keeps a page for a minute; only the broadcast can make this pass in time.
    await expect.poll(feedOnFirst, { timeout: 3000 }).toEqual([made.json().id]);
  }, 20_000);
});
