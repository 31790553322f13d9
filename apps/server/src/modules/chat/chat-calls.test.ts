import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, listen, nextEvent, recorder } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { chatFixtures } from './chat.test-support';

type Member = Awaited<ReturnType<ReturnType<typeof chatFixtures>['member']>>;
type CallAnswer = {
  call?: { id: string; status: string; participants: Array<{ id: string }>; answeredAt: string | null };
  error?: string;
  ok?: boolean;
};

const ctx = useTestApp(() => ({
  ICE_SERVERS:
    '[{"urls":"stun:127.0.0.1:3478"},{"urls":"turn:127.0.0.1:3478","username":"bt","credential":"secret"}]',
}));
const f = chatFixtures(ctx);
const open: Socket[] = [];
afterAll(() => {
  for (const socket of open) socket.close();
});

async function socketOf(member: Member) {
  const socket = await connect(await listen(ctx.app), member.token);
  open.push(socket);
  return socket;
}
const ask = (socket: Socket, event: string, payload: object) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<CallAnswer>;

async function callRecords(member: Member, conversationId: string) {
  return (await f.history(member, conversationId)).items.filter(
    (message) => (message as unknown as { kind: string }).kind === 'call',
  ) as unknown as Array<{ meta: Record<string, unknown> }>;
}

describe('a call between two members', () => {
  it('rings, is answered, relays the signalling between the two only, and leaves a record of how long it lasted', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const eve = await f.member();
    const id = await f.direct(ana, ben);
    const [anaSocket, benSocket, eveSocket] = [await socketOf(ana), await socketOf(ben), await socketOf(eve)];

    expect(await ask(eveSocket, 'call:start', { conversationId: id, kind: 'video' })).toEqual({
      error: 'CONVERSATION_NOT_FOUND',
    });
    const ringing = nextEvent<{ call: { id: string; status: string } }>(benSocket, 'call:ring');
    const started = await ask(anaSocket, 'call:start', { conversationId: id, kind: 'video' });
    expect(started.call).toMatchObject({ status: 'ringing', participants: [{ id: ana.id }] });
    const callId = started.call?.id as string;
    expect((await ringing).call).toMatchObject({ id: callId, status: 'ringing' });
    // The one who started it cannot answer it: it keeps ringing.
    expect((await ask(anaSocket, 'call:accept', { callId })).call).toMatchObject({
      status: 'ringing',
      answeredAt: null,
    });
    expect(await ask(benSocket, 'call:start', { conversationId: id, kind: 'audio' })).toEqual({
      error: 'CALL_ALREADY_ACTIVE',
    });
    const active = (await f.call('GET', `/api/conversations/${id}/call`, ben.headers)).json();
    expect(active.call).toMatchObject({ id: callId, status: 'ringing' });
    expect((await f.call('GET', `/api/conversations/${id}/call`, eve.headers)).statusCode).toBe(404);

    ctx.clock.advance(3_000);
    const answered = nextEvent<{ call: { status: string } }>(anaSocket, 'call:update');
    const accepted = await ask(benSocket, 'call:accept', { callId });
    expect(accepted.call).toMatchObject({
      status: 'ongoing',
      participants: [{ id: ana.id }, { id: ben.id }],
    });
    expect((await answered).call.status).toBe('ongoing');
    expect(await ask(eveSocket, 'call:accept', { callId })).toEqual({ error: 'CONVERSATION_NOT_FOUND' });

    const offer = nextEvent<{ callId: string; from: string; data: { type: string; sdp: string } }>(
      benSocket,
      'call:signal',
    );
    expect(
      await ask(anaSocket, 'call:signal', { callId, to: ben.id, data: { type: 'offer', sdp: 'v=0 offer' } }),
    ).toEqual({
      ok: true,
    });
    expect(await offer).toEqual({ callId, from: ana.id, data: { type: 'offer', sdp: 'v=0 offer' } });
    const candidate = nextEvent(anaSocket, 'call:signal');
    await ask(benSocket, 'call:signal', {
      callId,
      to: ana.id,
      data: {
        type: 'candidate',
        candidate: {
          candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
        },
      },
    });
    expect(await candidate).toMatchObject({ from: ben.id, data: { type: 'candidate' } });
    // Nobody outside the call signals into it or is signalled to.
    const eveHeard = recorder(eveSocket, 'call:signal');
    expect(
      await ask(eveSocket, 'call:signal', { callId, to: ana.id, data: { type: 'offer', sdp: 'x' } }),
    ).toEqual({
      error: 'CONVERSATION_NOT_FOUND',
    });
    expect(
      await ask(anaSocket, 'call:signal', { callId, to: eve.id, data: { type: 'offer', sdp: 'x' } }),
    ).toEqual({
      error: 'CALL_NOT_FOUND',
    });
    expect(await ask(anaSocket, 'call:signal', { callId, to: ben.id, data: { type: 'bogus' } })).toEqual({
      error: 'VALIDATION_FAILED',
    });
    const muted = nextEvent(benSocket, 'call:media');
    await ask(anaSocket, 'call:media', { callId, state: { audio: false, video: true, screen: false } });
    expect(await muted).toEqual({
      callId,
      userId: ana.id,
      state: { audio: false, video: true, screen: false },
    });

    ctx.clock.advance(65_000);
    const over = nextEvent<{ call: { status: string } }>(anaSocket, 'call:update');
    expect((await ask(benSocket, 'call:leave', { callId })).call).toMatchObject({ status: 'ended' });
    expect((await over).call.status).toBe('ended');
    expect(await callRecords(ana, id)).toMatchObject([
      {
        meta: {
          callId,
          kind: 'video',
          status: 'ended',
          durationSeconds: 65,
          participantIds: [ana.id, ben.id],
        },
      },
    ]);
    expect((await f.call('GET', `/api/conversations/${id}/call`, ana.headers)).json()).toEqual({
      call: null,
    });
    expect(await ask(anaSocket, 'call:accept', { callId })).toEqual({ error: 'CALL_NOT_FOUND' });
    expect(eveHeard).toEqual([]);
  });

  it('declined, or missed when nobody answers in 30 seconds: each leaves its record', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    const [anaSocket, benSocket] = [await socketOf(ana), await socketOf(ben)];
    const first = await ask(anaSocket, 'call:start', { conversationId: id, kind: 'audio' });
    expect((await ask(benSocket, 'call:decline', { callId: first.call?.id as string })).call?.status).toBe(
      'declined',
    );

    await ask(anaSocket, 'call:start', { conversationId: id, kind: 'audio' });
    ctx.clock.advance(29_000);
    await ctx.built.services.calls.expireRinging();
    expect((await f.call('GET', `/api/conversations/${id}/call`, ana.headers)).json().call.status).toBe(
      'ringing',
    );
    ctx.clock.advance(2_000);
    await ctx.built.services.calls.expireRinging();
    expect(await callRecords(ben, id)).toMatchObject([
      { meta: { status: 'declined', durationSeconds: 0 } },
      { meta: { status: 'missed', durationSeconds: 0 } },
    ]);
  });

  it('is left when a participant’s last tab closes, and refused with someone who blocks', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const id = await f.direct(ana, ben);
    const [anaSocket, benSocket] = [await socketOf(ana), await socketOf(ben)];
    const { call } = await ask(anaSocket, 'call:start', { conversationId: id, kind: 'video' });
    await ask(benSocket, 'call:accept', { callId: call?.id as string });
    benSocket.close();
    await expect
      .poll(async () => (await f.call('GET', `/api/conversations/${id}/call`, ana.headers)).json().call)
      .toBeNull();
    await f.block(ben, ana);
    expect(await ask(anaSocket, 'call:start', { conversationId: id, kind: 'video' })).toEqual({
      error: 'CHAT_BLOCKED',
    });
  });
});

describe('a group call', () => {
  it('takes four people at most, and goes on until only one is left', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => f.member()));
    const [owner, ...others] = members as [Member, ...Member[]];
    const id = await f.group(owner, others);
    const sockets = await Promise.all(members.map(socketOf));
    const [s0, s1, s2, s3, s4] = sockets as [Socket, Socket, Socket, Socket, Socket];
    const { call } = await ask(s0, 'call:start', { conversationId: id, kind: 'video' });
    const callId = call?.id as string;
    for (const socket of [s1, s2, s3])
      expect((await ask(socket, 'call:accept', { callId })).call?.status).toBe('ongoing');
    expect(await ask(s4, 'call:accept', { callId })).toEqual({ error: 'CALL_FULL' });
    // Declining in a group stops one's own ring only: in each of one's tabs.
    const otherTab = await socketOf(members[4] as Member);
    const stopped = nextEvent<{ callId: string }>(otherTab, 'call:declined');
    expect((await ask(s4, 'call:decline', { callId })).call?.status).toBe('ongoing');
    expect(await stopped).toEqual({ callId });
    otherTab.close();
    for (const socket of [s1, s2])
      expect((await ask(socket, 'call:leave', { callId })).call?.status).toBe('ongoing');
    expect((await ask(s4, 'call:accept', { callId })).call?.participants).toHaveLength(3);
    await ask(s3, 'call:leave', { callId });
    expect((await ask(s4, 'call:leave', { callId })).call?.status).toBe('ended');
  });
});

describe('GET /api/calls/config', () => {
  it('gives the ICE servers of ICE_SERVERS to members, nothing without a token', async () => {
    const ana = await f.member();
    expect((await f.call('GET', '/api/calls/config', ana.headers)).json()).toEqual({
      iceServers: [
        { urls: 'stun:127.0.0.1:3478' },
        { urls: 'turn:127.0.0.1:3478', username: 'bt', credential: 'secret' },
      ],
    });
    expect((await f.call('GET', '/api/calls/config', undefined)).statusCode).toBe(401);
  });
});
