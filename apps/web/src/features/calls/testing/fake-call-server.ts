import type { CallKind } from '@betogether/contracts/chat/chat.constants';
import type { Call } from '@betogether/contracts/chat/chat.schemas';
import type { ServerEvents } from '@betogether/contracts/realtime/realtime.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import type { CallSignalling } from '../api/call-socket';

type Heard = 'call:update' | 'call:signal' | 'call:media';
type Sent = { from: string; event: string; payload: Record<string, unknown> };

/**
 * The server's side of calls (apps/server chat-calls.service.ts) in memory, for engine tests: who
 * is in which call, the same rules for start, accept, leave, and the relay of signals and media
 * states. Each member gets a CallSignalling of their own; what the server pushes arrives on a later
 * tick, as over a socket. `hold` keeps an event for a member until `release` (to reorder them).
 */
export class FakeCallServer {
  readonly sent: Sent[] = [];
  private readonly calls = new Map<string, Call>();
  private readonly handlers = new Map<string, Map<Heard, Set<(payload: never) => void>>>();
  private readonly held = new Map<string, Array<() => void>>();
  private count = 0;

  constructor(
    private readonly members: PersonSummary[],
    private readonly conversationId: string,
  ) {}

  /** The conversation's call going on (GET /api/conversations/:id/call). */
  active = async (): Promise<Call | null> =>
    [...this.calls.values()].find((call) => call.status === 'ringing' || call.status === 'ongoing') ?? null;

  signalling(userId: string): CallSignalling {
    const heard = new Map<Heard, Set<(payload: never) => void>>();
    this.handlers.set(userId, heard);
    return {
      send: async (event, payload) => {
        this.sent.push({ from: userId, event, payload: payload as Record<string, unknown> });
        return this.handle(userId, event, payload as Record<string, unknown>) as never;
      },
      on: (event, handler) => {
        let set = heard.get(event);
        if (!set) {
          set = new Set();
          heard.set(event, set);
        }
        set.add(handler as (payload: never) => void);
        return () => set.delete(handler as (payload: never) => void);
      },
      connected: async () => true,
      onReconnect: () => () => undefined,
    };
  }

  /** What `from` sent of this event, oldest first. */
  sentBy(from: string, event: string) {
    return this.sent.filter((sent) => sent.from === from && sent.event === event).map((sent) => sent.payload);
  }

  hold(userId: string, event: Heard) {
    this.held.set(`${userId} ${event}`, []);
  }

  /** Delivers what was held, in `order` (indexes of the held list) or as it came. */
  release(userId: string, event: Heard, order?: number[]) {
    const waiting = this.held.get(`${userId} ${event}`) ?? [];
    this.held.delete(`${userId} ${event}`);
    for (const index of order ?? waiting.map((_, i) => i)) waiting[index]?.();
  }

  heldCount(userId: string, event: Heard) {
    return this.held.get(`${userId} ${event}`)?.length ?? 0;
  }

  private person(userId: string) {
    const found = this.members.find((person) => person.id === userId);
    if (!found) throw new Error(`no member ${userId}`);
    return found;
  }

  private push<E extends Heard>(userIds: string[], event: E, payload: ServerEvents[E]) {
    for (const userId of userIds) {
      const deliver = () => {
        for (const handler of this.handlers.get(userId)?.get(event) ?? []) handler(payload as never);
      };
      const held = this.held.get(`${userId} ${event}`);
      if (held) held.push(deliver);
      else setTimeout(deliver, 0);
    }
  }

  private everyone() {
    return this.members.map((person) => person.id);
  }

  private handle(userId: string, event: string, payload: Record<string, unknown>) {
    const now = new Date(Date.UTC(2026, 2, 1, 10, 0, this.count)).toISOString();
    if (event === 'call:start') {
      if ([...this.calls.values()].some((call) => call.status === 'ringing' || call.status === 'ongoing'))
        return { error: 'CALL_ALREADY_ACTIVE' };
      this.count += 1;
      const call: Call = {
        id: `00000000-0000-4000-8000-${String(900 + this.count).padStart(12, '0')}`,
        conversationId: this.conversationId,
        kind: payload.kind as CallKind,
        status: 'ringing',
        startedBy: this.person(userId),
        participants: [this.person(userId)],
        startedAt: now,
        answeredAt: null,
        endedAt: null,
      };
      this.calls.set(call.id, call);
      return { call };
    }
    const call = this.calls.get(payload.callId as string);
    if (!call || call.status === 'ended' || call.status === 'missed' || call.status === 'declined')
      return { error: 'CALL_NOT_FOUND' };
    const inCall = (id: string) => call.participants.some((person) => person.id === id);
    const others = call.participants.map((person) => person.id).filter((id) => id !== userId);
    switch (event) {
      case 'call:accept': {
        if (others.length >= 4) return { error: 'CALL_FULL' };
        const next: Call = {
          ...call,
          status: 'ongoing',
          answeredAt: call.answeredAt ?? now,
          participants: inCall(userId) ? call.participants : [...call.participants, this.person(userId)],
        };
        return this.change(next);
      }
      case 'call:leave': {
        const remaining = call.participants.filter((person) => person.id !== userId);
        let next: Call = { ...call, participants: remaining };
        if (call.status === 'ringing' && remaining.length === 0)
          next = { ...call, status: 'missed', endedAt: now };
        if (call.status === 'ongoing' && remaining.length <= 1)
          next = { ...call, status: 'ended', endedAt: now };
        return this.change(next);
      }
      case 'call:signal': {
        const to = payload.to as string;
        if (!inCall(userId) || !inCall(to)) return { error: 'CALL_NOT_FOUND' };
        this.push([to], 'call:signal', { callId: call.id, from: userId, data: payload.data as never });
        return { ok: true };
      }
      case 'call:media':
        this.push(others, 'call:media', { callId: call.id, userId, state: payload.state as never });
        return { ok: true };
      default:
        return { error: 'VALIDATION_FAILED' };
    }
  }

  private change(next: Call) {
    this.calls.set(next.id, next);
    this.push(this.everyone(), 'call:update', { call: next });
    return { call: next };
  }
}
