import type { MediaDevicesPort } from '../engine/local-media';

/**
 * WebRTC for tests (jsdom has none): tracks, streams, media devices and peer connections that
 * follow the offer/answer rules the engine relies on, with no network. A connection whose offer and
 * answer are both set counts as connected on the next tick; each local description gathers one ICE
 * candidate a tick later (as a browser trickles them).
 */

let counter = 0;
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class FakeTrack {
  readonly id = `track-${++counter}`;
  enabled = true;
  stopped = false;
  private readonly endedListeners: Array<() => void> = [];

  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId = `${kind}-default`,
  ) {}

  stop() {
    this.stopped = true;
  }

  getSettings() {
    return { deviceId: this.deviceId };
  }

  addEventListener(_event: 'ended', listener: () => void) {
    this.endedListeners.push(listener);
  }

  /** The browser's own end (its "Stop sharing" bar). */
  end() {
    this.stopped = true;
    for (const listener of this.endedListeners) listener();
  }
}

export class FakeStream {
  constructor(readonly tracks: FakeTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
}

type Refusal = 'NotAllowedError' | 'NotFoundError' | 'NotReadableError';

/** The member's devices: two microphones and a camera, unless a test refuses some. */
export class FakeDevices {
  refuse: { audio?: Refusal; video?: Refusal; screen?: Refusal } = {};
  /** Every track handed out, newest last. */
  readonly handed: FakeTrack[] = [];
  readonly list = [
    { kind: 'audioinput', deviceId: 'audio-default', label: 'Built-in microphone', groupId: '' },
    { kind: 'audioinput', deviceId: 'audio-headset', label: 'Headset', groupId: '' },
    { kind: 'videoinput', deviceId: 'video-default', label: 'Front camera', groupId: '' },
  ];

  port(withScreen = true): MediaDevicesPort {
    const port: MediaDevicesPort = {
      getUserMedia: (constraints) => this.getUserMedia(constraints),
      enumerateDevices: async () => this.list as unknown as MediaDeviceInfo[],
    };
    if (withScreen) port.getDisplayMedia = async () => this.getDisplayMedia();
    return port;
  }

  private async getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream> {
    const kinds = (['audio', 'video'] as const).filter((kind) => constraints[kind]);
    for (const kind of kinds) {
      const refusal = this.refuse[kind];
      if (refusal) throw Object.assign(new Error(refusal), { name: refusal });
    }
    const tracks = kinds.map((kind) => {
      const asked = constraints[kind];
      const exact =
        typeof asked === 'object' ? (asked.deviceId as { exact?: string } | undefined)?.exact : undefined;
      return this.hand(new FakeTrack(kind, exact ?? `${kind}-default`));
    });
    return new FakeStream(tracks) as unknown as MediaStream;
  }

  private async getDisplayMedia(): Promise<MediaStream> {
    if (this.refuse.screen) throw Object.assign(new Error(this.refuse.screen), { name: this.refuse.screen });
    return new FakeStream([this.hand(new FakeTrack('video', 'screen'))]) as unknown as MediaStream;
  }

  private hand(track: FakeTrack) {
    this.handed.push(track);
    return track;
  }
}

class FakeSender {
  constructor(public track: FakeTrack | null) {}
  async replaceTrack(track: FakeTrack | null) {
    this.track = track;
  }
}

class FakeTransceiver {
  readonly receiver: { track: FakeTrack };
  readonly sender: FakeSender;
  currentDirection: RTCRtpTransceiverDirection | null = null;
  constructor(
    kind: 'audio' | 'video',
    public direction: RTCRtpTransceiverDirection,
    track: FakeTrack | null,
  ) {
    this.receiver = { track: new FakeTrack(kind, 'remote') };
    this.sender = new FakeSender(track);
  }
}

type Description = { type: RTCSdpType; sdp: string };

export class FakePeerConnection {
  /** Every connection made, oldest first. */
  static made: FakePeerConnection[] = [];
  readonly id = ++counter;
  readonly transceivers: FakeTransceiver[] = [];
  readonly added: RTCIceCandidateInit[] = [];
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  closed = false;
  /** Makes the next remote offer fail (a connection set up with another peer's keys). */
  refuseOffers = false;
  onicecandidate: ((event: { candidate: { toJSON: () => RTCIceCandidateInit } | null }) => void) | null =
    null;
  ontrack: ((event: { track: FakeTrack; streams: FakeStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  private offers = 0;

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.made.push(this);
  }

  addTransceiver(
    trackOrKind: FakeTrack | 'audio' | 'video',
    init: { direction: RTCRtpTransceiverDirection },
  ) {
    const track = typeof trackOrKind === 'string' ? null : trackOrKind;
    const kind = typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind;
    const transceiver = new FakeTransceiver(kind, init.direction, track);
    this.transceivers.push(transceiver);
    return transceiver;
  }

  getTransceivers() {
    return this.transceivers;
  }

  async createOffer(options?: RTCOfferOptions) {
    this.offers += 1;
    return {
      type: 'offer' as const,
      sdp: `offer ${this.id}.${this.offers}${options?.iceRestart ? ' restart' : ''}`,
    };
  }

  async createAnswer() {
    return { type: 'answer' as const, sdp: `answer ${this.id}` };
  }

  async setLocalDescription(description: Description) {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
    void tick().then(() =>
      this.onicecandidate?.({
        candidate: {
          toJSON: () => ({
            candidate: `candidate:${this.id} 1 udp 1 127.0.0.1 9 typ host`,
            sdpMid: '0',
            sdpMLineIndex: 0,
          }),
        },
      }),
    );
    this.settle();
  }

  async setRemoteDescription(description: Description) {
    if (description.type === 'offer' && this.refuseOffers) throw new Error('InvalidAccessError');
    this.remoteDescription = description;
    if (description.type === 'offer') {
      this.signalingState = 'have-remote-offer';
      for (const kind of ['audio', 'video'] as const)
        if (!this.transceivers.some((transceiver) => transceiver.receiver.track.kind === kind))
          this.transceivers.push(new FakeTransceiver(kind, 'recvonly', null));
    } else this.signalingState = 'stable';
    for (const transceiver of this.transceivers)
      this.ontrack?.({ track: transceiver.receiver.track, streams: [] });
    this.settle();
  }

  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    this.added.push(candidate);
  }

  /** Sets the connection's state as the browser would, and tells. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }

  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }

  /** The track this side sends for a kind now. */
  sending(kind: 'audio' | 'video') {
    return (
      this.transceivers.find((transceiver) => transceiver.receiver.track.kind === kind)?.sender.track ?? null
    );
  }

  private settle() {
    if (this.localDescription && this.remoteDescription && this.signalingState === 'stable')
      void tick().then(() => {
        if (!this.closed && this.connectionState !== 'connected') this.become('connected');
      });
  }
}

/** A peer-connection factory over FakePeerConnection, for the engine's `createPeer`. */
export const fakePeer = (config: RTCConfiguration) =>
  new FakePeerConnection(config) as unknown as RTCPeerConnection;
export const fakeStream = (tracks: MediaStreamTrack[]) =>
  new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream;
