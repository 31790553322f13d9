import type { Server as HttpServer } from 'node:http';
import type { ServerEventName, ServerEvents } from '@betogether/contracts/realtime/realtime.schemas';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import type { Principal } from './authentication';
import { type Clock, systemClock } from './clock';

/** Rooms a module may put members' sockets in (ARCHITECTURE.md §7); `user:<id>` is joined at connection. */
type Room = `conversation:${string}` | `group:${string}` | `page:${string}`;

/** What a socket handler is given: who sent it, and their socket (to join a room, say). */
type SocketContext = { principal: Principal; socket: Socket };

/**
 * An inbound event a module handles (its `<domain>.gateway.ts`): the payload is parsed with
 * `schema` first; a malformed one is answered `{ error: 'VALIDATION_FAILED' }` through the
 * acknowledgement (when the client asked for one) and never reaches the handler.
 */
export type SocketHandler<S extends z.ZodType = z.ZodType> = {
  event: string;
  schema: S;
  handle(context: SocketContext, payload: z.output<S>): Promise<unknown> | unknown;
};

export type Realtime = {
  /** Sends an event to every open tab of these members, on whichever server process they are connected. */
  emitToUsers<E extends ServerEventName>(
    userIds: readonly string[],
    event: E,
    payload: ServerEvents[E],
  ): void;
  /**
   * Closes the sockets of ended sessions on every process: one session, or all of a member's
   * (`sessionId` null) except `keepSessionId`.
   */
  sessionsEnded(userId: string, sessionId: string | null, keepSessionId?: string): void;
  /** Tells the other server processes (through the Redis adapter; none without Redis). */
  broadcastToServers(event: string, payload: unknown): void;
  /** Hears what the other processes broadcast (never this process's own broadcasts). */
  onServerBroadcast(event: string, listener: (payload: unknown) => void): void;
  /** Puts every open socket of these members, on any process, in a room (and takes them out). */
  joinRoom(userIds: readonly string[], room: Room): void;
  leaveRoom(userIds: readonly string[], room: Room): void;
  /** Sends an event to every socket in a room, on any process. */
  emitToRoom<E extends ServerEventName>(room: Room, event: E, payload: ServerEvents[E]): void;
  /**
   * How sockets are authenticated: the auth module's token check, set once at start-up. It is asked
   * again before each inbound event; a socket whose session has ended is disconnected.
   */
  authenticateWith(resolve: (token: string) => Promise<Principal | null>): void;
  /** Registers the inbound socket events of a module. */
  handle(handlers: readonly SocketHandler[]): void;
  /**
   * Whether an event to these members could reach a socket now, to skip building one nobody
   * receives: with Redis always true (other processes are not asked), else whether this process
   * holds a socket of one of them.
   */
  mayReach(userIds: readonly string[]): boolean;
  /** Members with at least one socket, on any process. */
  connectedUsers(): Promise<string[]>;
  /** Those of these members with at least one socket, on any process. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  /** Hears a member's last socket on this process closing (their "last seen"). */
  onLastSocketClosed(listener: (userId: string) => void): void;
  /** Number of sockets connected to this process (for tests and /readyz-like checks). */
  localConnections(): number;
  close(): Promise<void>;
};

type Options = {
  server: HttpServer;
  redisUrl?: string | undefined;
  /** The Redis channel prefix the processes of one deployment share. */
  channel?: string | undefined;
  log: FastifyBaseLogger;
  /** Whose time says when a session expires (the app's clock; tests move it). */
  clock?: Clock | undefined;
};

/** How long a socket's session check holds before an inbound event checks it again. */
const RECHECK_MS = 10_000;

// setTimeout's longest delay (about 24.8 days); a later expiry is checked again then.
const MAX_TIMER_MS = 2 ** 31 - 1;

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Socket.IO on the app's own port (`/socket.io/`), authenticated with the same token as the API
 * (`auth: { token }` in the handshake). Each member's sockets join `user:<id>`. With a Redis URL,
 * the Redis adapter carries emits between server processes.
 */
export function createRealtime(options: Options): Realtime {
  const io = new Server(options.server, {
    path: '/socket.io/',
    serveClient: false,
    // Same origin only: the app and the API share one host.
    cors: undefined,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });
  let redis: { pub: Redis; sub: Redis } | null = null;
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on('error', (error) => options.log.warn({ err: error }, 'realtime redis'));
    redis = { pub, sub };
    io.adapter(createAdapter(pub, sub, { key: options.channel ?? 'betogether-io' }));
  }

  const clock = options.clock ?? systemClock;
  let resolveToken: ((token: string) => Promise<Principal | null>) | null = null;
  const handlers = new Map<string, SocketHandler>();
  const closedListeners: Array<(userId: string) => void> = [];

  /** The socket's principal while its session is live, else null. */
  async function stillSignedIn(socket: Socket): Promise<Principal | null> {
    const token: unknown = socket.handshake.auth?.token;
    return resolveToken && typeof token === 'string' ? resolveToken(token) : null;
  }

  /**
   * The socket's principal for an inbound event: the one checked less than RECHECK_MS ago while its
   * session has not expired, else checked again (a database read per chat message would cost more
   * than the message). A sign-out closes the session's sockets at once (`sessionsEnded`).
   */
  async function principalOf(socket: Socket): Promise<Principal | null> {
    const cached = socket.data.principal as Principal | undefined;
    const checkedAt = socket.data.checkedAt as number | undefined;
    const now = clock.now().getTime();
    if (
      cached &&
      checkedAt !== undefined &&
      now - checkedAt < RECHECK_MS &&
      (!cached.expiresAt || cached.expiresAt.getTime() > now)
    )
      return cached;
    const principal = await stillSignedIn(socket);
    if (principal) {
      socket.data.principal = principal;
      socket.data.checkedAt = now;
    }
    return principal;
  }

  /**
   * Closes the socket when its session expires, not only on sign-out: a timer at the session's
   * expiry (read again when the timer tops out before it).
   */
  function closeAtExpiry(socket: Socket, expiresAt: Date | undefined) {
    if (!expiresAt) return;
    const delay = expiresAt.getTime() - clock.now().getTime();
    if (delay <= 0) {
      socket.disconnect(true);
      return;
    }
    const timer = setTimeout(
      () => {
        if (delay <= MAX_TIMER_MS) {
          socket.disconnect(true);
          return;
        }
        stillSignedIn(socket).then(
          (principal) => (principal ? closeAtExpiry(socket, principal.expiresAt) : socket.disconnect(true)),
          (error: unknown) => options.log.error({ err: error }, 'socket session check failed'),
        );
      },
      Math.min(delay, MAX_TIMER_MS),
    );
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
      next(new Error('UNAUTHENTICATED'));
      return;
    }
    if (!resolveToken) {
      next(new Error('SERVICE_UNAVAILABLE'));
      return;
    }
    resolveToken(token)
      .then((principal) => {
        if (!principal) return next(new Error('UNAUTHENTICATED'));
        socket.data.principal = principal;
        socket.data.checkedAt = clock.now().getTime();
        void socket.join([userRoom(principal.userId), sessionRoom(principal.sessionId)]);
        next();
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'socket authentication failed');
        next(new Error('INTERNAL'));
      });
  });

  io.on('connection', (socket) => {
    closeAtExpiry(socket, (socket.data.principal as Principal).expiresAt);
    socket.once('disconnect', () => {
      const { userId } = socket.data.principal as Principal;
      if (io.of('/').adapter.rooms.get(userRoom(userId))?.size) return;
      for (const listener of closedListeners) listener(userId);
    });
    socket.onAny((event: string, ...args: unknown[]) => {
      const handler = handlers.get(event);
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: unknown) => void) : null;
      if (!handler) return;
      const parsed = handler.schema.safeParse(args[0]);
      if (!parsed.success) {
        ack?.({ error: 'VALIDATION_FAILED' });
        return;
      }
      // The session is checked again before acting: it may have expired or been revoked since the
      // handshake, and the member's role may have changed.
      principalOf(socket)
        .then((principal) => {
          if (!principal) {
            // Answered first: a close waits for what was already written to leave.
            ack?.({ error: 'UNAUTHENTICATED' });
            socket.disconnect(true);
            return undefined;
          }
          return Promise.resolve(handler.handle({ principal, socket }, parsed.data)).then(
            (answer) => answer ?? { ok: true },
          );
        })
        .then(
          (answer) => answer && ack?.(answer),
          (err: unknown) => {
            options.log.error({ err, event }, 'socket handler failed');
            ack?.({ error: 'INTERNAL' });
          },
        );
    });
  });

  return {
    emitToUsers(userIds, event, payload) {
      if (userIds.length === 0) return;
      io.to(userIds.map(userRoom)).emit(event, payload);
    },
    sessionsEnded(userId, sessionId, keepSessionId) {
      if (sessionId) {
        io.in(sessionRoom(sessionId)).disconnectSockets(true);
        return;
      }
      const target = keepSessionId
        ? io.in(userRoom(userId)).except(sessionRoom(keepSessionId))
        : io.in(userRoom(userId));
      target.disconnectSockets(true);
    },
    joinRoom(userIds, room) {
      if (userIds.length > 0) io.in(userIds.map(userRoom)).socketsJoin(room);
    },
    leaveRoom(userIds, room) {
      if (userIds.length > 0) io.in(userIds.map(userRoom)).socketsLeave(room);
    },
    emitToRoom(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    authenticateWith(resolve) {
      resolveToken = resolve;
    },
    handle(list) {
      for (const handler of list) {
        if (handlers.has(handler.event)) throw new Error(`socket event ${handler.event} handled twice`);
        handlers.set(handler.event, handler);
      }
    },
    broadcastToServers(event, payload) {
      if (redis) io.serverSideEmit(event, payload);
    },
    onServerBroadcast(event, listener) {
      io.on(event, listener);
    },
    mayReach(userIds) {
      if (redis) return true;
      const rooms = io.of('/').adapter.rooms;
      return userIds.some((id) => rooms.has(userRoom(id)));
    },
    async connectedUsers() {
      const sockets = await io.fetchSockets();
      return [...new Set(sockets.map((socket) => (socket.data.principal as Principal).userId))];
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((socket) => (socket.data.principal as Principal).userId));
    },
    onLastSocketClosed(listener) {
      closedListeners.push(listener);
    },
    localConnections: () => io.of('/').sockets.size,
    async close() {
      io.disconnectSockets(true);
      // The HTTP server is closed by Fastify; only Socket.IO's own resources are released here.
      await new Promise<void>((resolve) => {
        io.engine.close();
        resolve();
      });
      redis?.pub.disconnect();
      redis?.sub.disconnect();
    },
  };
}
