/**
 * `@/lib/realtime` for screen tests, without a socket: a file replaces the module with
 * `vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'))`, then plays what the
 * server would push with `serverEvent(name, payload)`. The latest handler of each event hears it.
 */
const handlers = new Map<string, (payload: unknown) => void>();

export const startRealtime = () => undefined;
export const onRealtimeConnection = () => () => undefined;

export function useServerEvent(event: string, handler: (payload: unknown) => void): void {
  handlers.set(event, handler);
}

/** What the server pushes, as the screen's handler receives it. */
export function serverEvent(event: string, payload: unknown): void {
  handlers.get(event)?.(payload);
}

/** Forgets every handler (between tests that render different screens). */
export function forgetServerEvents(): void {
  handlers.clear();
}
