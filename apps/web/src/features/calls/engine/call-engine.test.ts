import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { person, uuid } from '@/testing/builders';
import { FakeCallServer } from '../testing/fake-call-server';
import { FakeDevices, FakePeerConnection, type FakeTrack, fakeStream } from '../testing/fake-webrtc';
import { CallEngine } from './call-engine';

// The call engine's signalling over a fake server and fake WebRTC: who offers, in what order
// signals are taken, what each media change sends, and how a call ends.

const CONVERSATION = uuid(500);
// Ids sort as the names: Ana < Ben < Chloé.
const ana = person(1, { displayName: 'Ana' });
const ben = person(2, { displayName: 'Ben' });
const chloe = person(3, { displayName: 'Chloé' });

let server: FakeCallServer;

beforeEach(() => {
  server = new FakeCallServer([ana, ben, chloe], CONVERSATION);
  FakePeerConnection.made = [];
});

function side(who: PersonSummary, options: { iceServers?: RTCIceServer[]; screen?: boolean } = {}) {
  const devices = new FakeDevices();
  const made: FakePeerConnection[] = [];
  const engine = new CallEngine({
    me: who.id,
    iceServers: options.iceServers ?? [],
    signalling: server.signalling(who.id),
    createPeer: (config) => {
      const pc = new FakePeerConnection(config);
      made.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
    createStream: fakeStream,
    devices: devices.port(options.screen ?? true),
    activeCall: server.active,
  });
  const peerOf = (userId: string) => engine.getSnapshot().peers.find((peer) => peer.userId === userId);
  /** This side's open connection (with the only other participant). */
  const connection = () => {
    const open = made.filter((pc) => !pc.closed);
    if (open.length !== 1) throw new Error(`${who.displayName} has ${open.length} open connections`);
    return open[0] as FakePeerConnection;
  };
  return { who, engine, devices, peerOf, made, connection };
}

type Side = ReturnType<typeof side>;

const enter = (one: Side, kind: 'audio' | 'video' = 'video') =>
  one.engine.enter({ conversationId: CONVERSATION, kind });

const offers = (from: Side) =>
  server
    .sentBy(from.who.id, 'call:signal')
    .filter((payload) => (payload.data as { type: string }).type === 'offer');

async function connected(...sides: Side[]) {
  await vi.waitFor(() => {
    for (const one of sides) {
      const { peers } = one.engine.getSnapshot();
      expect(peers.length).toBe(sides.length - 1);
      for (const peer of peers) expect(peer.link).toBe('connected');
    }
  });
}

/** Ana calls, Ben answers from the call screen (the active call found and accepted). */
async function anaCallsBen() {
  const a = side(ana);
  const b = side(ben);
  await enter(a);
  await enter(b);
  await connected(a, b);
  return { a, b };
}

describe('starting and joining', () => {
  it('rings, then connects the two: only the smaller id offers, with the ICE servers of the config alone', async () => {
    const a = side(ana);
    await enter(a);
    expect(a.engine.getSnapshot()).toMatchObject({
      phase: 'in-call',
      call: { status: 'ringing' },
      peers: [],
    });
    expect(server.sentBy(ana.id, 'call:start')).toEqual([{ conversationId: CONVERSATION, kind: 'video' }]);

    const b = side(ben);
    await enter(b);
    expect(server.sentBy(ben.id, 'call:accept')).toHaveLength(1);
    await connected(a, b);

    expect(offers(a)).toHaveLength(1);
    expect(offers(b)).toHaveLength(0);
    expect(FakePeerConnection.made.map((pc) => pc.config)).toEqual([{ iceServers: [] }, { iceServers: [] }]);
    // Each receives the other's audio and video as one stream, and sends its microphone and camera.
    for (const one of [a, b]) {
      const stream = one.engine.getSnapshot().peers[0]?.stream as unknown as { tracks: FakeTrack[] } | null;
      expect(stream?.tracks.map((track) => track.kind).sort()).toEqual(['audio', 'video']);
    }
    for (const pc of FakePeerConnection.made) {
      expect(pc.sending('audio')?.kind).toBe('audio');
      expect(pc.sending('video')?.kind).toBe('video');
    }
    // Names come from the call.
    expect(a.peerOf(ben.id)?.person?.displayName).toBe('Ben');
  });

  it('lets the smaller id offer even when it joins last (no glare whoever comes first)', async () => {
    const b = side(ben);
    await enter(b);
    const a = side(ana);
    await enter(a);
    await connected(a, b);
    expect(offers(a)).toHaveLength(1);
    expect(offers(b)).toHaveLength(0);
  });

  it('passes the configured STUN/TURN servers to every connection', async () => {
    const turn = [{ urls: 'turn:turn.example.test:3478', username: 'u', credential: 'p' }];
    const a = side(ana, { iceServers: turn });
    await enter(a);
    await enter(side(ben, { iceServers: turn }));
    await vi.waitFor(() => expect(FakePeerConnection.made).toHaveLength(2));
    for (const pc of FakePeerConnection.made) expect(pc.config).toEqual({ iceServers: turn });
  });

  it('joins the conversation’s call when another started it meanwhile (CALL_ALREADY_ACTIVE)', async () => {
    const b = side(ben);
    const a = side(ana);
    // Ben's call starts between Ana's look at the conversation and her own start.
    const active = server.active;
    let first = true;
    (a.engine as unknown as { deps: { activeCall: typeof active } }).deps.activeCall = async () => {
      if (!first) return active();
      first = false;
      await enter(b);
      return null;
    };
    await enter(a);
    expect(server.sentBy(ana.id, 'call:start')).toHaveLength(1);
    expect(server.sentBy(ana.id, 'call:accept')).toHaveLength(1);
    await connected(a, b);
  });

  it('never accepts its own call still ringing (the screen opened again): it would read as answered', async () => {
    const a = side(ana);
    await enter(a);
    const again = side(ana);
    await enter(again);
    expect(server.sentBy(ana.id, 'call:accept')).toEqual([]);
    expect(again.engine.getSnapshot()).toMatchObject({ phase: 'in-call', call: { status: 'ringing' } });
  });

  it('accepts the call rung here by its id, without asking which call goes on', async () => {
    const a = side(ana);
    await enter(a);
    const callId = a.engine.getSnapshot().call?.id;
    const b = side(ben);
    const asked = vi.fn(server.active);
    (b.engine as unknown as { deps: { activeCall: typeof asked } }).deps.activeCall = asked;
    await b.engine.enter({ conversationId: CONVERSATION, kind: 'video', callId });
    expect(asked).not.toHaveBeenCalled();
    expect(server.sentBy(ben.id, 'call:accept')).toEqual([{ callId }]);
  });
});

describe('signals in any order', () => {
  it('keeps candidates that come before the offer until the remote description is set', async () => {
    const a = side(ana);
    await enter(a);
    const b = side(ben);
    server.hold(ben.id, 'call:signal');
    await enter(b);
    // Ana's offer, then her candidate, are held for Ben: he gets the candidate first.
    await vi.waitFor(() => expect(server.heldCount(ben.id, 'call:signal')).toBe(2));
    server.release(ben.id, 'call:signal', [1, 0]);
    await connected(a, b);
    expect(b.connection().added.map((candidate) => candidate.candidate)).toEqual([
      expect.stringContaining('typ host'),
    ]);
  });

  it('takes an offer that outruns the update listing its sender, and answers it', async () => {
    const b = side(ben);
    await enter(b);
    server.hold(ben.id, 'call:update');
    const a = side(ana);
    await enter(a);
    // Ben has not heard that Ana joined, yet her offer makes his link to her.
    await vi.waitFor(() => expect(b.peerOf(ana.id)?.link).toBe('connected'));
    expect(b.peerOf(ana.id)?.person).toBeNull();
    server.release(ben.id, 'call:update');
    await connected(a, b);
    expect(b.peerOf(ana.id)?.person?.displayName).toBe('Ana');
  });
});

describe('one’s own media', () => {
  it('mutes with track.enabled and tells the others, who see it', async () => {
    const { a, b } = await anaCallsBen();
    const microphone = a.devices.handed.find((track) => track.kind === 'audio');
    a.engine.setAudio(false);
    expect(microphone?.enabled).toBe(false);
    expect(a.engine.getSnapshot().local.audio).toBe(false);
    expect(server.sentBy(ana.id, 'call:media').at(-1)).toMatchObject({
      state: { audio: false, video: true, screen: false },
    });
    await vi.waitFor(() =>
      expect(b.peerOf(ana.id)?.media).toEqual({ audio: false, video: true, screen: false }),
    );
    a.engine.setAudio(true);
    await vi.waitFor(() => expect(b.peerOf(ana.id)?.media?.audio).toBe(true));
  });

  it('turns the camera off (stopped, nothing sent) and on again (a new track on the same sender)', async () => {
    const { a, b } = await anaCallsBen();
    const pc = a.connection();
    const camera = pc.sending('video');
    await a.engine.setCamera(false);
    expect(camera?.stopped).toBe(true);
    expect(pc.sending('video')).toBeNull();
    expect(a.engine.getSnapshot().local).toMatchObject({ video: false, preview: null });
    await vi.waitFor(() => expect(b.peerOf(ana.id)?.media?.video).toBe(false));

    await a.engine.setCamera(true);
    expect(pc.sending('video')).not.toBe(camera);
    expect(pc.sending('video')?.stopped).toBe(false);
    await vi.waitFor(() => expect(b.peerOf(ana.id)?.media?.video).toBe(true));
  });

  it('shares the screen in the camera’s place, and gives the camera back when the browser stops it', async () => {
    const { a, b } = await anaCallsBen();
    const pc = a.connection();
    const camera = pc.sending('video');
    await a.engine.setScreen(true);
    const screen = a.devices.handed.at(-1);
    expect(screen?.deviceId).toBe('screen');
    expect(pc.sending('video')).toBe(screen);
    expect(a.engine.getSnapshot().local.screen).toBe(true);
    await vi.waitFor(() => expect(b.peerOf(ana.id)?.media?.screen).toBe(true));

    // The browser's own "Stop sharing".
    screen?.end();
    await vi.waitFor(() => {
      expect(pc.sending('video')).toBe(camera);
      expect(a.engine.getSnapshot().local.screen).toBe(false);
    });
    await vi.waitFor(() => expect(b.peerOf(ana.id)?.media?.screen).toBe(false));
  });

  it('switches to another microphone live: the new track sent, the old one stopped, muting kept', async () => {
    const { a } = await anaCallsBen();
    const pc = a.connection();
    const before = pc.sending('audio');
    a.engine.setAudio(false);
    await a.engine.switchDevice('audio', 'audio-headset');
    expect(before?.stopped).toBe(true);
    expect(pc.sending('audio')?.deviceId).toBe('audio-headset');
    expect(pc.sending('audio')?.enabled).toBe(false);
    expect(a.engine.getSnapshot().local).toMatchObject({
      microphoneId: 'audio-headset',
      microphones: [
        { id: 'audio-default', label: 'Built-in microphone' },
        { id: 'audio-headset', label: 'Headset' },
      ],
    });
  });

  it('has no screen sharing where the browser has none (phones)', async () => {
    const a = side(ana, { screen: false });
    await enter(a);
    expect(a.engine.getSnapshot().local.canShareScreen).toBe(false);
  });
});

describe('what the browser refuses', () => {
  it('goes on with the voice only when the camera is refused, and says so', async () => {
    const a = side(ana);
    a.devices.refuse.video = 'NotAllowedError';
    await enter(a);
    expect(a.engine.getSnapshot()).toMatchObject({
      phase: 'in-call',
      notice: 'cameraRefused',
      local: { audio: true, video: false },
    });
  });

  it('goes on with the voice only without a camera', async () => {
    const a = side(ana);
    a.devices.refuse.video = 'NotFoundError';
    await enter(a);
    expect(a.engine.getSnapshot()).toMatchObject({ phase: 'in-call', notice: 'noCamera' });
  });

  it('does not call without a microphone, and tells the server nothing', async () => {
    const a = side(ana);
    a.devices.refuse.audio = 'NotAllowedError';
    await enter(a);
    expect(a.engine.getSnapshot()).toMatchObject({ phase: 'failed', failure: 'MICROPHONE_REFUSED' });
    expect(server.sent).toEqual([]);
  });

  it('says why the server refused the call', async () => {
    const a = side(ana);
    await a.engine.enter({ conversationId: CONVERSATION, kind: 'video', callId: uuid(999) });
    expect(a.engine.getSnapshot()).toMatchObject({ phase: 'failed', failure: 'CALL_NOT_FOUND' });
    // The camera and microphone are released.
    expect(a.devices.handed.every((track) => track.stopped)).toBe(true);
  });
});

describe('leaving and ending', () => {
  it('ends the call for both when one leaves: connections closed, camera and microphone stopped', async () => {
    const { a, b } = await anaCallsBen();
    await b.engine.leave();
    expect(b.engine.getSnapshot()).toMatchObject({
      phase: 'ended',
      outcome: { status: 'ended', byMe: true },
    });
    await vi.waitFor(() =>
      expect(a.engine.getSnapshot()).toMatchObject({
        phase: 'ended',
        outcome: { status: 'ended', byMe: false },
      }),
    );
    expect(FakePeerConnection.made.every((pc) => pc.closed)).toBe(true);
    expect([...a.devices.handed, ...b.devices.handed].every((track) => track.stopped)).toBe(true);
    expect(a.engine.getSnapshot().call).toMatchObject({ status: 'ended' });
  });

  it('cancels a call nobody answered yet (missed, by the caller)', async () => {
    const a = side(ana);
    await enter(a);
    await a.engine.leave();
    expect(a.engine.getSnapshot()).toMatchObject({
      phase: 'ended',
      outcome: { status: 'missed', byMe: true },
    });
  });

  it('in a group, closes the link of who leaves and makes one for who comes; the call goes on', async () => {
    const { a, b } = await anaCallsBen();
    const c = side(chloe);
    await enter(c);
    await connected(a, b, c);
    // Chloé has the largest id: she only answers.
    expect(offers(c)).toHaveLength(0);

    await c.engine.leave();
    expect(c.engine.getSnapshot().outcome).toEqual({ status: 'left', byMe: true });
    await vi.waitFor(() => {
      expect(a.engine.getSnapshot().peers.map((peer) => peer.userId)).toEqual([ben.id]);
      expect(b.engine.getSnapshot().peers.map((peer) => peer.userId)).toEqual([ana.id]);
    });
    expect(a.engine.getSnapshot().phase).toBe('in-call');
  });

  it('leaves the call when the screen goes', async () => {
    const { a, b } = await anaCallsBen();
    a.engine.dispose();
    expect(server.sentBy(ana.id, 'call:leave')).toHaveLength(1);
    await vi.waitFor(() => expect(b.engine.getSnapshot().phase).toBe('ended'));
  });
});

describe('connection trouble', () => {
  it('restarts ICE from the offering side when a connection fails', async () => {
    const { a } = await anaCallsBen();
    const pc = a.connection();
    pc.become('failed');
    expect(a.peerOf(ben.id)?.link).toBe('reconnecting');
    await vi.waitFor(() =>
      expect(offers(a).at(-1)?.data).toMatchObject({ sdp: expect.stringContaining('restart') }),
    );
  });

  it('counts a connection that gets nowhere in 30 s as failed: the offering side tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const a = side(ana);
      await enter(a);
      // Nothing Ana sends reaches Ben: no answer ever comes back.
      server.hold(ben.id, 'call:signal');
      await enter(side(ben));
      await vi.waitFor(() => expect(offers(a)).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(offers(a)).toHaveLength(2));
      expect(a.peerOf(ben.id)?.link).toBe('reconnecting');
      // Past the restarts, the tile says the link is lost.
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(a.peerOf(ben.id)?.link).toBe('lost'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes an offer its connection refuses (theirs is new) on a new connection', async () => {
    const { a, b } = await anaCallsBen();
    const old = b.connection();
    old.refuseOffers = true;
    old.become('failed');
    // Ana (the offerer) sees hers fail too and offers again: Ben's connection refuses it.
    a.connection().become('failed');
    await vi.waitFor(() => expect(old.closed).toBe(true));
    await vi.waitFor(() => expect(b.peerOf(ana.id)?.link).toBe('connected'));
  });
});
