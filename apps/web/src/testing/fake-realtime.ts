import { useEffect, useRef } from 'react';

/**
 * `@/lib/realtime` for screen tests, without a socket: a file replaces the module with
 * `vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'))`, then plays what the
 * server would push with `serverEvent(name, payload)`. Every mounted handler of the event hears it
 * (as on the real socket); an unmounted one no longer does.
 *
 * What the page sends: `realtimeEmits()`. The socket starts disconnected (emitWithAck answers
 * null, as the real one does then); `setRealtimeConnected(true)` connects it (every connection
 * listener hears it) and `answerEmits(fn)` says what the server acknowledges.
 */
type Handler = (payload: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const connectionListeners = new Set<(connected: boolean) => void>();
const emits: Array<{ event: string; payload: unknown }> = [];
let connected = false;
let answer: (event: string, payload: unknown) => unknown = () => ({ ok: true });

export const startRealtime = () => undefined;

export function onServerEvent(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

export function onRealtimeConnection(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

export function useServerEvent(event: string, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onServerEvent(event, (payload) => latest.current(payload)), [event]);
}

export const isRealtimeConnected = () => connected;

export async function emitWithAck<T = unknown>(event: string, payload: unknown): Promise<T | null> {
  if (!connected) return null;
  emits.push({ event, payload });
  return (await answer(event, payload)) as T | null;
}

/** What the server pushes, as the screen's handlers receive it. */
export function serverEvent(event: string, payload: unknown): void {
  for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
}

/** The socket connects (true) or drops (false): every connection listener hears it. */
export function setRealtimeConnected(next: boolean): void {
  connected = next;
  for (const listener of [...connectionListeners]) listener(next);
}

/** The acknowledgement of each event the page sends while connected (null: none came in time). */
export function answerEmits(fn: (event: string, payload: unknown) => unknown): void {
  answer = fn;
}

/** The events the page sent over the connected socket, oldest first (`event` keeps only those). */
export function realtimeEmits(event?: string): Array<{ event: string; payload: unknown }> {
  return emits.filter((emitted) => event === undefined || emitted.event === event);
}

/** Forgets every handler, sent event and answer, and disconnects (between tests). */
export function forgetServerEvents(): void {
  handlers.clear();
  connectionListeners.clear();
  emits.length = 0;
  connected = false;
  answer = () => ({ ok: true });
}
