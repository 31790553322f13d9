import type { CallKind, CallStatus } from '@betogether/contracts/chat/chat.constants';
import type { Call } from '@betogether/contracts/chat/chat.schemas';
import type { ServerEvents } from '@betogether/contracts/realtime/realtime.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import type { CallAck, CallSignalling, MediaState, SignalData } from '../api/call-socket';
import {
  type DeviceChoice,
  LocalMedia,
  type MediaDevicesPort,
  type MediaNotice,
  MediaRefusal,
  type TrackKind,
} from './local-media';
import { type LinkState, PeerLink } from './peer-link';

export type CallEngineDeps = {
  /** The signed-in member's id. */
  me: string;
  /** From GET /api/calls/config, as they are: [] means no STUN nor TURN at all. */
  iceServers: RTCIceServer[];
  signalling: CallSignalling;
  createPeer: (config: RTCConfiguration) => RTCPeerConnection;
  createStream: (tracks: MediaStreamTrack[]) => MediaStream;
  devices: MediaDevicesPort;
  activeCall: (conversationId: string) => Promise<Call | null>;
};

type PeerView = {
  userId: string;
  person: PersonSummary | null;
  stream: MediaStream | null;
  link: LinkState;
  media: MediaState | null;
};

export type LocalView = MediaState & {
  /** The own preview: the camera, or the shared screen. */
  preview: MediaStream | null;
  canShareScreen: boolean;
  microphones: DeviceChoice[];
  cameras: DeviceChoice[];
  microphoneId: string | null;
  cameraId: string | null;
};

/** How the call ended here: its own end, or `left` (the member left a call that goes on). */
export type CallOutcome = { status: Exclude<CallStatus, 'ringing' | 'ongoing'> | 'left'; byMe: boolean };

export type CallSnapshot = {
  phase: 'idle' | 'preparing' | 'in-call' | 'ended' | 'failed';
  /** While preparing: the camera and microphone first, then the server. */
  step: 'media' | 'joining' | null;
  call: Call | null;
  peers: readonly PeerView[];
  local: LocalView;
  notice: MediaNotice | null;
  /** Why it could not start or go on: an error code (the server's, or MICROPHONE_REFUSED, NETWORK…). */
  failure: string | null;
  outcome: CallOutcome | null;
};

export type CallTarget = { conversationId: string; kind: CallKind; callId?: string | null };

const CONNECT_MS = 20_000;
const MAX_REJOINS = 3;
const over: readonly CallStatus[] = ['ended', 'missed', 'declined'];

/**
 * One member's side of a call (mesh WebRTC, calls/README.md): one PeerLink per other participant,
 * the server relaying only the signalling. `enter` starts the conversation's call or joins the one
 * going on; `call:update` says who is in it (a newcomer gets a link, someone gone loses theirs, an
 * end closes everything); every change of the own media is sent to the others (`call:media`).
 * A React screen reads it through `subscribe`/`getSnapshot`.
 */
export class CallEngine {
  private snapshot: CallSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly peers = new Map<string, PeerLink>();
  private readonly people = new Map<string, PersonSummary>();
  /** What each participant said they send (call:media), by call: one may come before our link to them. */
  private readonly mediaOf = new Map<string, { callId: string; state: MediaState }>();
  private readonly local: LocalMedia;
  private readonly stops: Array<() => void> = [];
  /** Signals that came before the call's id was known (an offer racing the acknowledgement). */
  private early: Array<ServerEvents['call:signal']> = [];
  private call: Call | null = null;
  private rejoins = 0;
  private rejoining = false;
  /** Leaving: the end the server pushes meanwhile is not ours to show (the acknowledgement says it). */
  private leaving = false;
  private disposed = false;

  constructor(private readonly deps: CallEngineDeps) {
    this.local = new LocalMedia(deps.devices);
    this.snapshot = {
      phase: 'idle',
      step: null,
      call: null,
      peers: [],
      local: this.localView(),
      notice: null,
      failure: null,
      outcome: null,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.snapshot;

  /** Starts the conversation's call, or joins the one ringing or going on there (`callId`: the one rung). */
  async enter(target: CallTarget): Promise<void> {
    this.listen();
    this.update({ phase: 'preparing', step: 'media', failure: null, outcome: null });
    try {
      let known: Call | null = null;
      if (!target.callId) known = await this.deps.activeCall(target.conversationId);
      if (this.disposed) return;
      const kind = known?.kind ?? target.kind;
      const notice = await this.local.open(kind);
      if (this.disposed) return this.local.close();
      this.update({ step: 'joining', notice, local: this.localView() });
      if (!(await this.deps.signalling.connected(CONNECT_MS))) return this.fail('NETWORK');
      const ack = await this.join(target, known);
      if (this.disposed) {
        // The screen went while joining: out again at once.
        if (ack && 'call' in ack) void this.deps.signalling.send('call:leave', { callId: ack.call.id });
        return;
      }
      if (!ack) return this.fail('NETWORK');
      if ('error' in ack) return this.fail(ack.error);
      this.joined(ack.call);
    } catch (error) {
      if (error instanceof MediaRefusal) return this.fail(error.code);
      this.fail((error as { code?: string }).code ?? 'UNKNOWN');
    }
  }

  /** Leaves the call (the last but one to leave ends it for everyone). */
  async leave(): Promise<void> {
    const call = this.call;
    if (!call || this.snapshot.phase !== 'in-call' || this.leaving) return;
    this.leaving = true;
    const ack = await this.deps.signalling.send('call:leave', { callId: call.id });
    const after = ack && 'call' in ack ? ack.call : null;
    const status = after && over.includes(after.status) ? (after.status as CallOutcome['status']) : 'left';
    this.finish({ status, byMe: true }, after);
  }

  setAudio(on: boolean): void {
    this.local.setAudio(on);
    this.mediaChanged();
  }

  async setCamera(on: boolean): Promise<void> {
    const notice = await this.local.setCamera(on);
    if (!this.local.screen) await this.sendTrack('video');
    this.mediaChanged(notice);
  }

  async setScreen(on: boolean): Promise<void> {
    if (on) {
      if (this.local.screen) return;
      const notice = await this.local.startScreen(() => void this.setScreen(false));
      await this.sendTrack('video');
      return this.mediaChanged(notice);
    }
    if (!this.local.screen) return;
    this.local.stopScreen();
    await this.sendTrack('video');
    this.mediaChanged();
  }

  async switchDevice(kind: TrackKind, deviceId: string): Promise<void> {
    const notice = await this.local.switchDevice(kind, deviceId);
    await this.sendTrack(kind);
    this.mediaChanged(notice);
  }

  dismissNotice(): void {
    this.update({ notice: null });
  }

  /** The screen goes: a call still on is left, the camera and microphone are released. */
  dispose(): void {
    if (this.disposed) return;
    const call = this.snapshot.phase === 'in-call' ? this.call : null;
    if (call) void this.deps.signalling.send('call:leave', { callId: call.id });
    this.disposed = true;
    this.closeAll();
    for (const stop of this.stops.splice(0)) stop();
    this.listeners.clear();
  }

  private async join(target: CallTarget, known: Call | null): Promise<CallAck | null> {
    const { signalling, me } = this.deps;
    const callId = target.callId ?? known?.id;
    // One's own call still ringing (this page again before the others answered): it is ours already,
    // and accepting it would mark it answered.
    if (
      known?.status === 'ringing' &&
      known.startedBy?.id === me &&
      known.participants.some((p) => p.id === me)
    )
      return { call: known };
    if (callId) return signalling.send('call:accept', { callId });
    const started = await signalling.send('call:start', {
      conversationId: target.conversationId,
      kind: target.kind,
    });
    if (started && 'error' in started && started.error === 'CALL_ALREADY_ACTIVE') {
      // Someone else started one meanwhile: join it.
      const other = await this.deps.activeCall(target.conversationId);
      return other ? signalling.send('call:accept', { callId: other.id }) : started;
    }
    return started;
  }

  private joined(call: Call): void {
    this.call = call;
    this.update({ phase: 'in-call', step: null });
    this.apply(call);
    const early = this.early;
    this.early = [];
    for (const signal of early) this.onSignal(signal);
    this.sendMedia();
  }

  private listen(): void {
    if (this.stops.length > 0) return;
    const { signalling } = this.deps;
    this.stops.push(
      signalling.on('call:update', ({ call }) => {
        if (call.id === this.call?.id && this.snapshot.phase === 'in-call' && !this.leaving) this.apply(call);
      }),
      signalling.on('call:signal', (signal) => this.onSignal(signal)),
      signalling.on('call:media', ({ callId, userId, state }) => {
        this.mediaOf.set(userId, { callId, state });
        if (callId === this.call?.id) this.publish();
      }),
      signalling.onReconnect(() => void this.resync()),
    );
  }

  /** Who is in the call now: a link for each newcomer, none for those gone; an end closes all. */
  private apply(call: Call): void {
    const { me } = this.deps;
    this.call = call;
    for (const person of call.participants) this.people.set(person.id, person);
    if (over.includes(call.status)) {
      this.finish({ status: call.status as CallOutcome['status'], byMe: false }, call);
      return;
    }
    const present = new Set(call.participants.map((person) => person.id));
    if (!present.has(me)) {
      // Either an update older than our own joining, or the server dropped us (this tab's socket
      // was gone a while): the server's answer now says which.
      void this.resync();
      return;
    }
    let newcomers = false;
    for (const id of present)
      if (id !== me && !this.peers.has(id)) {
        this.link(id);
        newcomers = true;
      }
    for (const [id, link] of this.peers)
      if (!present.has(id)) {
        link.close();
        this.peers.delete(id);
      }
    // They never heard what this side said before they came.
    if (newcomers) this.sendMedia();
    this.publish();
  }

  private onSignal(signal: ServerEvents['call:signal']): void {
    const { callId, from, data } = signal;
    if (from === this.deps.me) return;
    if (!this.call) {
      if (this.snapshot.phase === 'preparing') this.early.push(signal);
      return;
    }
    if (callId !== this.call.id || this.snapshot.phase !== 'in-call') return;
    // An offer can outrun the call:update that lists its sender: the link is made for it.
    const link = this.peers.get(from) ?? (data.type === 'offer' ? this.link(from) : null);
    link?.receive(data);
  }

  /**
   * Who offers: of two participants, the one whose id sorts first, always. Only one side of a pair
   * ever offers, so two offers never cross (no glare), whoever joined first.
   */
  private link(userId: string): PeerLink {
    const { me, iceServers, createPeer, createStream } = this.deps;
    const link = new PeerLink({
      pc: createPeer({ iceServers }),
      offerer: me < userId,
      track: (kind) => this.local.sending(kind),
      createStream,
      send: (data: SignalData) => this.signal(userId, data),
      changed: () => this.publish(),
      // An offer the connection refuses comes from a new connection of theirs (they left and came
      // back before we heard): a new link takes it.
      refused: (offer) => {
        if (this.peers.get(userId) !== link) return;
        link.close();
        this.peers.delete(userId);
        this.link(userId).receive(offer);
      },
    });
    this.peers.set(userId, link);
    link.open();
    return link;
  }

  private async signal(to: string, data: SignalData): Promise<void> {
    const callId = this.call?.id;
    if (callId) await this.deps.signalling.send('call:signal', { callId, to, data });
  }

  private async sendTrack(kind: TrackKind): Promise<void> {
    const track = this.local.sending(kind);
    await Promise.all([...this.peers.values()].map((link) => link.replace(kind, track)));
  }

  private mediaChanged(notice?: MediaNotice | null): void {
    this.update({ local: this.localView(), ...(notice ? { notice } : {}) });
    this.sendMedia();
  }

  private sendMedia(): void {
    const callId = this.call?.id;
    if (callId && this.snapshot.phase === 'in-call')
      void this.deps.signalling.send('call:media', { callId, state: this.local.state() });
  }

  /**
   * After the socket came back, or an update without us: the call as it stands now. It may have
   * ended, or gone on without us (then we join it again).
   */
  private async resync(): Promise<void> {
    const call = this.call;
    if (!call || this.snapshot.phase !== 'in-call' || this.rejoining) return;
    const now = await this.deps.activeCall(call.conversationId).catch(() => null);
    if (this.snapshot.phase !== 'in-call') return;
    if (!now || now.id !== call.id) return this.finish({ status: 'ended', byMe: false }, null);
    if (now.participants.some((person) => person.id === this.deps.me)) this.apply(now);
    else await this.rejoin(now);
  }

  private async rejoin(call: Call): Promise<void> {
    if (this.rejoining) return;
    if (this.rejoins >= MAX_REJOINS || (call.status === 'ringing' && call.startedBy?.id === this.deps.me)) {
      this.finish({ status: call.status === 'ringing' ? 'missed' : 'ended', byMe: false }, null);
      return;
    }
    this.rejoining = true;
    this.rejoins += 1;
    for (const link of this.peers.values()) link.close();
    this.peers.clear();
    const ack = await this.deps.signalling.send('call:accept', { callId: call.id });
    this.rejoining = false;
    if (this.snapshot.phase !== 'in-call') return;
    if (ack && 'call' in ack) {
      this.apply(ack.call);
      this.sendMedia();
    } else this.finish({ status: 'ended', byMe: false }, null);
  }

  private finish(outcome: CallOutcome, call: Call | null): void {
    this.closeAll();
    this.update({ phase: 'ended', outcome, call: call ?? this.call, local: this.localView() });
  }

  private fail(failure: string): void {
    this.closeAll();
    this.update({ phase: 'failed', step: null, failure, local: this.localView() });
  }

  private closeAll(): void {
    for (const link of this.peers.values()) link.close();
    this.peers.clear();
    this.local.close();
  }

  private localView(): LocalView {
    const { local } = this;
    const shown = local.screen ?? local.camera;
    return {
      ...local.state(),
      preview: shown ? this.deps.createStream([shown]) : null,
      canShareScreen: local.canShareScreen,
      microphones: local.microphones,
      cameras: local.cameras,
      microphoneId: local.microphoneId,
      cameraId: local.cameraId,
    };
  }

  private publish(): void {
    const peers = [...this.peers.entries()].map(([userId, link]) => {
      const said = this.mediaOf.get(userId);
      return {
        userId,
        person: this.people.get(userId) ?? null,
        stream: link.stream,
        link: link.state,
        media: said && said.callId === this.call?.id ? said.state : null,
      };
    });
    this.update({ peers, call: this.call });
  }

  private update(change: Partial<CallSnapshot>): void {
    if (this.disposed) return;
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
