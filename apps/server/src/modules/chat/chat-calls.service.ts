import { CALL_LIMITS, type CallKind, type CallStatus } from '@betogether/contracts/chat/chat.constants';
import type { Call, CallConfig, signalDataSchema } from '@betogether/contracts/chat/chat.schemas';
import type { z } from 'zod';
import { afterCommit } from '../../db/after-commit';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { toPerson } from '../users/users.read';
import type { ChatService } from './chat.service';
import type { CallRow } from './chat.tables';
import * as repo from './chat-calls.repository';

type Deps = Pick<Platform, 'db' | 'clock' | 'realtime' | 'log'> & {
  chat: Pick<ChatService, 'access' | 'recordCall' | 'memberIds'>;
  iceServers: CallConfig['iceServers'];
};

const ended: readonly CallStatus[] = ['ended', 'missed', 'declined'];

/**
 * Calls ([10], docs/decisions.md "Calls"): the server keeps who is in which call and relays the
 * signalling (offers, answers, ICE candidates) between participants; the media go browser to
 * browser (mesh, up to 4). A call rings for CALL_LIMITS.ringSeconds; one that ends leaves a
 * `call` message in its conversation (who, when, how long).
 */
export function createCallsService({ db, clock, realtime, log, chat, iceServers }: Deps) {
  async function view(tx: Executor, call: CallRow): Promise<Call> {
    const people = await repo.participantsOf(tx, call.id);
    const starter = people.find((row) => row.person.id === call.startedBy);
    const live = !ended.includes(call.status as CallStatus);
    return {
      id: call.id,
      conversationId: call.conversationId,
      kind: call.kind as CallKind,
      status: call.status as CallStatus,
      startedBy: starter ? toPerson(starter.person) : null,
      participants: people.filter((row) => !live || row.inCall).map((row) => toPerson(row.person)),
      startedAt: call.startedAt.toISOString(),
      answeredAt: call.answeredAt?.toISOString() ?? null,
      endedAt: call.endedAt?.toISOString() ?? null,
    };
  }

  /** Tells every member of the conversation (their other tabs stop ringing, the thread shows it). */
  async function announce(tx: Executor, call: CallRow, event: 'call:ring' | 'call:update', except?: string) {
    const shown = await view(tx, call);
    const ids = (await chat.memberIds(tx, call.conversationId)).filter((id) => id !== except);
    await afterCommit(tx, () => realtime.emitToUsers(ids, event, { call: shown }));
    return shown;
  }

  /** The call, live, of a conversation the caller is in (404 otherwise). */
  async function liveCall(tx: Executor, callId: string, userId: string) {
    const call = await repo.findCall(tx, callId, true);
    if (!call || ended.includes(call.status as CallStatus)) throw new AppError('CALL_NOT_FOUND');
    await chat.access(tx, call.conversationId, userId);
    return call;
  }

  /** Ends a call: everyone leaves it and its record goes in the conversation. */
  async function finish(tx: Executor, call: CallRow, status: CallStatus) {
    const now = clock.now();
    const done = await repo.updateCall(tx, call.id, { status, endedAt: now });
    const took = (await repo.participantsOf(tx, call.id)).map((row) => row.person.id);
    await repo.leaveAll(tx, call.id, now);
    await chat.recordCall(tx, call.conversationId, call.startedBy, {
      callId: call.id,
      kind: call.kind,
      status,
      durationSeconds: done.answeredAt ? Math.round((now.getTime() - done.answeredAt.getTime()) / 1000) : 0,
      participantIds: took,
    });
    return announce(tx, done, 'call:update');
  }

  async function inCall(tx: Executor, callId: string, userId: string) {
    return (await repo.participantsOf(tx, callId)).some((row) => row.person.id === userId && row.inCall);
  }

  function ringTimer(callId: string) {
    const timer = setTimeout(
      () => {
        service
          .expireRinging()
          .catch((error: unknown) => log.warn({ err: error, callId }, 'call: ring timeout failed'));
      },
      CALL_LIMITS.ringSeconds * 1000 + 500,
    );
    timer.unref();
  }

  const service = {
    config: (): CallConfig => ({ iceServers }),

    async active(userId: string, conversationId: string) {
      return db.transaction(async (tx) => {
        await chat.access(tx, conversationId, userId);
        const call = await repo.activeCallOf(tx, conversationId);
        return { call: call ? await view(tx, call) : null };
      });
    },

    /** Starts a call that rings the others; a call already going on there is refused (join it). */
    async start(userId: string, conversationId: string, kind: CallKind) {
      const call = await db.transaction(async (tx) => {
        const { refusal } = await chat.access(tx, conversationId, userId);
        if (refusal) throw new AppError(refusal);
        const now = clock.now();
        const row = await repo.insertCall(tx, {
          conversationId,
          kind,
          status: 'ringing',
          startedBy: userId,
          startedAt: now,
        });
        if (!row) throw new AppError('CALL_ALREADY_ACTIVE');
        await repo.join(tx, row.id, userId, now);
        return announce(tx, row, 'call:ring', userId);
      });
      ringTimer(call.id);
      return call;
    },

    /** Joins a ringing or ongoing call (up to 4 people): it is ongoing from the first answer. */
    async accept(userId: string, callId: string) {
      return db.transaction(async (tx) => {
        const call = await liveCall(tx, callId, userId);
        const people = await repo.participantsOf(tx, callId);
        // Already in it (the one who started it, another tab): nothing changes.
        if (people.some((row) => row.inCall && row.person.id === userId)) return view(tx, call);
        const present = people.filter((row) => row.inCall && row.person.id !== userId);
        if (present.length >= CALL_LIMITS.participants) throw new AppError('CALL_FULL');
        const now = clock.now();
        await repo.join(tx, callId, userId, now);
        const updated =
          call.status === 'ringing'
            ? await repo.updateCall(tx, callId, { status: 'ongoing', answeredAt: now })
            : call;
        return announce(tx, updated, 'call:update');
      });
    },

    /** No to a ringing call: a direct call ends (declined); in a group only this member's ring stops. */
    async decline(userId: string, callId: string) {
      return db.transaction(async (tx) => {
        const call = await liveCall(tx, callId, userId);
        const { conversation } = await chat.access(tx, call.conversationId, userId);
        if (call.status === 'ringing' && conversation.kind === 'direct' && call.startedBy !== userId)
          return finish(tx, call, 'declined');
        const shown = await view(tx, call);
        // The call goes on for the others: every tab of the one who declined stops ringing.
        await afterCommit(tx, () => realtime.emitToUsers([userId], 'call:declined', { callId }));
        return shown;
      });
    },

    /** Leaves a call; the last but one to leave ends it (ringing with nobody answering: missed). */
    async leave(userId: string, callId: string) {
      return db.transaction(async (tx) => {
        const call = await liveCall(tx, callId, userId);
        await repo.leave(tx, callId, userId, clock.now());
        const remaining = (await repo.participantsOf(tx, callId)).filter((row) => row.inCall).length;
        if (call.status === 'ringing' && remaining === 0) return finish(tx, call, 'missed');
        if (call.status === 'ongoing' && remaining <= 1) return finish(tx, call, 'ended');
        return announce(tx, call, 'call:update');
      });
    },

    /** Relays an offer, answer or candidate to another participant, both being in the call. */
    async signal(userId: string, callId: string, to: string, data: z.output<typeof signalDataSchema>) {
      await db.transaction(async (tx) => {
        await liveCall(tx, callId, userId);
        if (!(await inCall(tx, callId, userId)) || !(await inCall(tx, callId, to)))
          throw new AppError('CALL_NOT_FOUND');
      });
      realtime.emitToUsers([to], 'call:signal', { callId, from: userId, data });
    },

    /** Tells the others that this participant muted, turned the camera off, or shares the screen. */
    async media(userId: string, callId: string, state: { audio: boolean; video: boolean; screen: boolean }) {
      const others = await db.transaction(async (tx) => {
        await liveCall(tx, callId, userId);
        if (!(await inCall(tx, callId, userId))) throw new AppError('CALL_NOT_FOUND');
        return (await repo.participantsOf(tx, callId))
          .filter((row) => row.inCall && row.person.id !== userId)
          .map((row) => row.person.id);
      });
      realtime.emitToUsers(others, 'call:media', { callId, userId, state });
    },

    /** Calls nobody answered in time become missed (a timer, and a sweep every minute for any left). */
    async expireRinging() {
      const before = new Date(clock.now().getTime() - CALL_LIMITS.ringSeconds * 1000);
      for (const { id } of await repo.ringingSince(db, before))
        await db.transaction(async (tx) => {
          const call = await repo.findCall(tx, id, true);
          if (call?.status === 'ringing' && call.startedAt < before) await finish(tx, call, 'missed');
        });
    },

    /** A member whose last tab closed leaves the calls they were in. */
    async leaveAll(userId: string) {
      for (const { id } of await repo.activeCallsOf(db, userId))
        await service.leave(userId, id).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        });
    },
  };
  return service;
}

export type CallsService = ReturnType<typeof createCallsService>;
