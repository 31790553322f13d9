import type { SignalData } from '../api/call-socket';
import type { TrackKind } from './local-media';

/** How the connection with one other participant stands. */
export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'lost';

type Deps = {
  pc: RTCPeerConnection;
  /** This side sends the offers (calls/README.md "Who offers"). */
  offerer: boolean;
  /** The track to send for a kind now (microphone; camera or shared screen; or none). */
  track: (kind: TrackKind) => MediaStreamTrack | null;
  createStream: (tracks: MediaStreamTrack[]) => MediaStream;
  /** Relays an offer, answer or candidate to this participant (call:signal). */
  send: (data: SignalData) => Promise<void>;
  changed: () => void;
  /** An offer this connection could not take (it was set up with another connection of theirs). */
  refused: (offer: SignalData) => void;
};

const KINDS: readonly TrackKind[] = ['audio', 'video'];
// An ICE restart after a failure (a network change); past these the tile says the link is lost.
const MAX_RESTARTS = 2;
// A connection that never gets anywhere (no candidate pair at all, a firewall) never says
// "failed": past this long without connecting, it counts as failed.
const CONNECT_MS = 30_000;

const kindOf = (transceiver: RTCRtpTransceiver) => transceiver.receiver.track.kind as TrackKind;

/**
 * The connection with one other participant: one RTCPeerConnection carrying one audio and one
 * video transceiver both ways, always (a camera turned on later, a shared screen or another device
 * is a `replaceTrack`, never a new offer). Signals are handled one at a time in arrival order;
 * candidates that come before the remote description wait for it; what is sent leaves in order.
 */
export class PeerLink {
  state: LinkState = 'connecting';
  /** Their audio and video, as one stream for the tile's <video>. */
  stream: MediaStream | null = null;
  private readonly pc: RTCPeerConnection;
  private remoteTracks: MediaStreamTrack[] = [];
  private waitingCandidates: RTCIceCandidateInit[] = [];
  private work: Promise<void> = Promise.resolve();
  private outbox: Promise<void> = Promise.resolve();
  private restarts = 0;
  private closed = false;
  private deadline: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: Deps) {
    const { pc } = deps;
    this.pc = pc;
    pc.onicecandidate = (event) => {
      const candidate = event.candidate?.toJSON();
      if (candidate?.candidate)
        this.post({ type: 'candidate', candidate: { ...candidate, candidate: candidate.candidate } });
    };
    pc.ontrack = (event) => {
      this.remoteTracks = [
        ...this.remoteTracks.filter((track) => track.kind !== event.track.kind),
        event.track,
      ];
      this.stream = deps.createStream(this.remoteTracks);
      deps.changed();
    };
    pc.onconnectionstatechange = () => this.followConnection();
    this.watch();
  }

  /** The offerer's first offer; the other side waits for it. */
  open(): void {
    if (!this.deps.offerer) return;
    for (const kind of KINDS)
      this.pc.addTransceiver(this.deps.track(kind) ?? kind, { direction: 'sendrecv' });
    this.queue(() => this.offer(false));
  }

  receive(data: SignalData): void {
    this.queue(() => this.handle(data));
  }

  /** Sends another track of this kind (or none) without a new offer. */
  async replace(kind: TrackKind, track: MediaStreamTrack | null): Promise<void> {
    for (const transceiver of this.pc.getTransceivers())
      if (kindOf(transceiver) === kind && transceiver.sender.track !== track)
        await transceiver.sender.replaceTrack(track).catch(() => undefined);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.deadline) clearTimeout(this.deadline);
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }

  private queue(step: () => Promise<void>): void {
    this.work = this.work
      .then(() => (this.closed ? undefined : step()))
      .catch((error: unknown) => {
        console.warn('call: signalling step failed', error);
      });
  }

  private post(data: SignalData): void {
    this.outbox = this.outbox.then(() => this.deps.send(data)).catch(() => undefined);
  }

  private async handle(data: SignalData): Promise<void> {
    if (data.type === 'candidate') {
      if (this.pc.remoteDescription) await this.pc.addIceCandidate(data.candidate).catch(() => undefined);
      else this.waitingCandidates.push(data.candidate);
      return;
    }
    if (data.type === 'answer') {
      if (this.pc.signalingState !== 'have-local-offer') return;
      await this.pc.setRemoteDescription({ type: 'answer', sdp: data.sdp });
      await this.addWaitingCandidates();
      return;
    }
    // Only the offerer offers: an offer the other way round would be a bug, never glare to resolve.
    if (this.deps.offerer) return;
    const renegotiation = this.pc.remoteDescription !== null;
    try {
      await this.pc.setRemoteDescription({ type: 'offer', sdp: data.sdp });
    } catch (error) {
      if (!renegotiation) throw error;
      this.deps.refused(data);
      return;
    }
    for (const transceiver of this.pc.getTransceivers()) {
      if (transceiver.currentDirection === 'stopped') continue;
      const kind = kindOf(transceiver);
      if (!KINDS.includes(kind)) continue;
      transceiver.direction = 'sendrecv';
      const track = this.deps.track(kind);
      if (transceiver.sender.track !== track) await transceiver.sender.replaceTrack(track);
    }
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    this.post({ type: 'answer', sdp: this.pc.localDescription?.sdp ?? answer.sdp ?? '' });
    await this.addWaitingCandidates();
  }

  private async offer(iceRestart: boolean): Promise<void> {
    const offer = await this.pc.createOffer(iceRestart ? { iceRestart } : undefined);
    await this.pc.setLocalDescription(offer);
    this.post({ type: 'offer', sdp: this.pc.localDescription?.sdp ?? offer.sdp ?? '' });
  }

  private async addWaitingCandidates(): Promise<void> {
    const waiting = this.waitingCandidates;
    this.waitingCandidates = [];
    for (const candidate of waiting) await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private followConnection(): void {
    const next: Record<RTCPeerConnectionState, LinkState | null> = {
      new: null,
      connecting: null,
      connected: 'connected',
      disconnected: 'reconnecting',
      failed: 'lost',
      closed: null,
    };
    const state = next[this.pc.connectionState];
    if (!state || state === this.state) return;
    if (state === 'lost') {
      this.failed();
      return;
    }
    this.state = state;
    if (state === 'connected' && this.deadline) clearTimeout(this.deadline);
    else if (state === 'reconnecting') this.watch();
    this.deps.changed();
  }

  /** Counts the connection as failed unless it is connected in time. */
  private watch(): void {
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = setTimeout(() => {
      if (!this.closed && this.state !== 'connected') this.failed();
    }, CONNECT_MS);
  }

  /** The offerer tries again with new ICE candidates (a few times); otherwise the link is lost. */
  private failed(): void {
    if (this.deps.offerer && this.restarts < MAX_RESTARTS) {
      this.restarts += 1;
      this.state = 'reconnecting';
      this.watch();
      this.queue(() => this.offer(true));
    } else this.state = 'lost';
    this.deps.changed();
  }
}
