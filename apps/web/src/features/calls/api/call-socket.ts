import type { CallKind } from '@betogether/contracts/chat/chat.constants';
import type { Call } from '@betogether/contracts/chat/chat.schemas';
import type { ServerEvents } from '@betogether/contracts/realtime/realtime.schemas';
import {
  emitWithAck,
  isRealtimeConnected,
  onRealtimeConnection,
  onServerEvent,
  startRealtime,
} from '@/lib/realtime';

export type SignalData = ServerEvents['call:signal']['data'];
export type MediaState = ServerEvents['call:media']['state'];
export type CallAck = { call: Call } | { error: string };
type OkAck = { ok: true } | { error: string };

/** What a call sends over the socket (apps/server chat.gateway.ts), each acknowledged. */
type CallEmits = {
  'call:start': { payload: { conversationId: string; kind: CallKind }; ack: CallAck };
  'call:accept': { payload: { callId: string }; ack: CallAck };
  'call:decline': { payload: { callId: string }; ack: CallAck };
  'call:leave': { payload: { callId: string }; ack: CallAck };
  'call:signal': { payload: { callId: string; to: string; data: SignalData }; ack: OkAck };
  'call:media': { payload: { callId: string; state: MediaState }; ack: OkAck };
};
type HeardEvent = 'call:update' | 'call:signal' | 'call:media';

/** The signalling a call engine runs on: the app's socket, or a fake one in tests. */
export type CallSignalling = {
  /** The acknowledgement, or null when the socket is down or no answer came in time. */
  send<E extends keyof CallEmits>(
    event: E,
    payload: CallEmits[E]['payload'],
  ): Promise<CallEmits[E]['ack'] | null>;
  on<E extends HeardEvent>(event: E, handler: (payload: ServerEvents[E]) => void): () => void;
  /** True once the socket is connected (at once when it is), false after `timeoutMs` without. */
  connected(timeoutMs: number): Promise<boolean>;
  /** Each reconnection after a drop: what was pushed meanwhile is lost, the call is asked again. */
  onReconnect(listener: () => void): () => void;
};

const ACK_MS = 10_000;

export const callSocket: CallSignalling = {
  send: (event, payload) => emitWithAck(event, payload, ACK_MS),
  on: (event, handler) => onServerEvent(event, handler),
  connected(timeoutMs) {
    startRealtime();
    if (isRealtimeConnected()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const stop = onRealtimeConnection((connected) => {
        if (!connected) return;
        stop();
        clearTimeout(timer);
        resolve(true);
      });
      const timer = setTimeout(() => {
        stop();
        resolve(false);
      }, timeoutMs);
    });
  },
  onReconnect: (listener) =>
    onRealtimeConnection((connected) => {
      if (connected) listener();
    }),
};

/** Says no to a call ringing here (a direct call ends as declined; in a group only this ring stops). */
export function declineCall(callId: string): Promise<CallAck | null> {
  return callSocket.send('call:decline', { callId });
}
