import type { ServerEventName, ServerEvents } from '@betogether/contracts/realtime/realtime.schemas';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { session } from './session';

type Handler<E extends ServerEventName> = (payload: ServerEvents[E]) => void;

const handlers = new Map<ServerEventName, Set<Handler<ServerEventName>>>();
const connectionListeners = new Set<(connected: boolean) => void>();
let socket: Socket | null = null;
let socketToken: string | null = null;

function dispatch(event: ServerEventName, payload: unknown) {
  for (const handler of handlers.get(event) ?? []) handler(payload as never);
}

/**
 * One Socket.IO connection per tab, opened with the session's token and closed when the token
 * goes (spec: same token as the API). The client library is loaded on first use, after the
 * first screen, so it never weighs on a first visit.
 */
async function sync(token: string | null) {
  if (token === socketToken) return;
  socketToken = token;
  socket?.close();
  socket = null;
  if (!token) return;
  const { io } = await import('socket.io-client');
  if (socketToken !== token) return;
  const next = io({ path: '/socket.io/', auth: { token }, transports: ['websocket', 'polling'] });
  next.onAny((event: ServerEventName, payload: unknown) => dispatch(event, payload));
  next.on('connect', () => {
    for (const listener of connectionListeners) listener(true);
  });
  next.on('disconnect', () => {
    for (const listener of connectionListeners) listener(false);
  });
  socket = next;
}

let started = false;

/** Starts following the session (idempotent): connects when signed in, disconnects on sign-out. */
export function startRealtime() {
  if (started) return;
  started = true;
  void sync(session.getState().token);
  session.subscribe(() => void sync(session.getState().token));
}

export function onServerEvent<E extends ServerEventName>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler as Handler<ServerEventName>);
  return () => set.delete(handler as Handler<ServerEventName>);
}

/** Called with true on every (re)connection: a chance to refetch what may have been missed. */
export function onRealtimeConnection(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/** The socket is connected now (events sent now reach the server at once). */
export function isRealtimeConnected(): boolean {
  return socket?.connected ?? false;
}

/**
 * Sends an event to the server and answers its acknowledgement, or null when the socket is not
 * connected or no answer came within `timeoutMs`. Never buffered for later: a caller falls back to
 * HTTP or waits for the next connection itself, so nothing is sent twice behind its back.
 */
export async function emitWithAck<T = unknown>(
  event: string,
  payload: unknown,
  timeoutMs: number,
): Promise<T | null> {
  const current = socket;
  if (!current?.connected) return null;
  try {
    return (await current.timeout(timeoutMs).emitWithAck(event, payload)) as T;
  } catch {
    return null;
  }
}

/** Subscribes a component to a server event for as long as it is mounted. */
export function useServerEvent<E extends ServerEventName>(event: E, handler: Handler<E>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onServerEvent(event, (payload) => latest.current(payload)), [event]);
}
