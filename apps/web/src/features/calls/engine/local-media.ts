import type { CallKind } from '@betogether/contracts/chat/chat.constants';
import type { MediaState } from '../api/call-socket';

/** The browser's media devices as the engine uses them (navigator.mediaDevices, or a fake). */
export type MediaDevicesPort = {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  enumerateDevices(): Promise<MediaDeviceInfo[]>;
  /** Missing on phones: no screen sharing there. */
  getDisplayMedia?: (options: DisplayMediaStreamOptions) => Promise<MediaStream>;
};

export type TrackKind = 'audio' | 'video';

/** What the browser refused or lacked, said beside the call (it goes on without it). */
export type MediaNotice = 'cameraRefused' | 'noCamera' | 'cameraBusy' | 'screenFailed' | 'deviceFailed';

/** A microphone or camera; `label` is empty until access is granted (the screen numbers it then). */
export type DeviceChoice = { id: string; label: string; number: number };

/** No call without a microphone: why it could not be opened. */
export class MediaRefusal extends Error {
  constructor(readonly code: 'MICROPHONE_REFUSED' | 'NO_MICROPHONE' | 'MEDIA_FAILED') {
    super(code);
    this.name = 'MediaRefusal';
  }
}

const nameOf = (error: unknown) => (error as { name?: unknown } | null)?.name;
const refused = (error: unknown) => nameOf(error) === 'NotAllowedError' || nameOf(error) === 'SecurityError';
const missing = (error: unknown) =>
  nameOf(error) === 'NotFoundError' || nameOf(error) === 'OverconstrainedError';

function cameraNotice(error: unknown): MediaNotice {
  if (refused(error)) return 'cameraRefused';
  if (missing(error)) return 'noCamera';
  return 'cameraBusy';
}

function firstTrack(stream: MediaStream, kind: TrackKind): MediaStreamTrack | null {
  return (kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks())[0] ?? null;
}

/**
 * The member's own microphone, camera and shared screen. The microphone is muted with
 * `track.enabled` (it stays open: unmuting is instant); the camera is stopped when turned off (its
 * light goes out) and opened again when turned on; a shared screen takes the camera's place in what
 * is sent, and gives it back when sharing stops.
 */
export class LocalMedia {
  microphone: MediaStreamTrack | null = null;
  camera: MediaStreamTrack | null = null;
  screen: MediaStreamTrack | null = null;
  microphones: DeviceChoice[] = [];
  cameras: DeviceChoice[] = [];
  microphoneId: string | null = null;
  cameraId: string | null = null;
  private audioOn = true;

  constructor(private readonly devices: MediaDevicesPort) {}

  get canShareScreen(): boolean {
    return typeof this.devices.getDisplayMedia === 'function';
  }

  /**
   * The microphone, and the camera for a video call. A camera refused, missing or busy leaves an
   * audio-only call with a notice; a microphone refused or missing throws MediaRefusal.
   */
  async open(kind: CallKind): Promise<MediaNotice | null> {
    let notice: MediaNotice | null = null;
    let stream: MediaStream | null = null;
    if (kind === 'video') {
      try {
        stream = await this.devices.getUserMedia({ audio: true, video: true });
      } catch (error) {
        notice = cameraNotice(error);
      }
    }
    if (!stream) {
      try {
        stream = await this.devices.getUserMedia({ audio: true });
      } catch (error) {
        if (refused(error)) throw new MediaRefusal('MICROPHONE_REFUSED');
        throw new MediaRefusal(missing(error) ? 'NO_MICROPHONE' : 'MEDIA_FAILED');
      }
    }
    this.microphone = firstTrack(stream, 'audio');
    this.camera = firstTrack(stream, 'video');
    this.microphoneId = this.microphone?.getSettings().deviceId ?? null;
    this.cameraId = this.camera?.getSettings().deviceId ?? this.cameraId;
    await this.listDevices();
    return notice;
  }

  /** The track every peer is sent for this kind now. */
  sending(kind: TrackKind): MediaStreamTrack | null {
    return kind === 'audio' ? this.microphone : (this.screen ?? this.camera);
  }

  /** What the others are told (call:media). */
  state(): MediaState {
    return {
      audio: this.audioOn && this.microphone !== null,
      video: this.camera !== null,
      screen: this.screen !== null,
    };
  }

  setAudio(on: boolean): void {
    this.audioOn = on;
    if (this.microphone) this.microphone.enabled = on;
  }

  /** Opens the camera (the chosen one), or stops it. A refusal answers its notice. */
  async setCamera(on: boolean): Promise<MediaNotice | null> {
    if (!on) {
      this.camera?.stop();
      this.camera = null;
      return null;
    }
    if (this.camera) return null;
    try {
      const video = this.cameraId ? { deviceId: { exact: this.cameraId } } : true;
      this.camera = firstTrack(await this.devices.getUserMedia({ video }), 'video');
      this.cameraId = this.camera?.getSettings().deviceId ?? this.cameraId;
      await this.listDevices();
      return null;
    } catch (error) {
      return cameraNotice(error);
    }
  }

  /** Asks for a screen (or window, or tab); `onEnded` hears the browser's own "Stop sharing". */
  async startScreen(onEnded: () => void): Promise<MediaNotice | null> {
    if (!this.devices.getDisplayMedia) return 'screenFailed';
    try {
      const track = firstTrack(await this.devices.getDisplayMedia({ video: true, audio: false }), 'video');
      if (!track) return 'screenFailed';
      track.addEventListener('ended', onEnded, { once: true });
      this.screen = track;
      return null;
    } catch (error) {
      // Closing the browser's picker is a choice, not a failure.
      return refused(error) ? null : 'screenFailed';
    }
  }

  stopScreen(): void {
    this.screen?.stop();
    this.screen = null;
  }

  /** Another microphone or camera: its new track (the old one stopped), or a notice. */
  async switchDevice(kind: TrackKind, deviceId: string): Promise<MediaNotice | null> {
    if (kind === 'video' && !this.camera) {
      this.cameraId = deviceId;
      return null;
    }
    try {
      const constraints = { deviceId: { exact: deviceId } };
      const stream = await this.devices.getUserMedia(
        kind === 'audio' ? { audio: constraints } : { video: constraints },
      );
      const track = firstTrack(stream, kind);
      if (!track) return 'deviceFailed';
      if (kind === 'audio') {
        this.microphone?.stop();
        track.enabled = this.audioOn;
        this.microphone = track;
        this.microphoneId = deviceId;
      } else {
        this.camera?.stop();
        this.camera = track;
        this.cameraId = deviceId;
      }
      return null;
    } catch {
      return 'deviceFailed';
    }
  }

  /** The microphones and cameras to choose from (their names show once access is granted). */
  async listDevices(): Promise<void> {
    let all: MediaDeviceInfo[] = [];
    try {
      all = await this.devices.enumerateDevices();
    } catch {
      return;
    }
    const choices = (kind: MediaDeviceKind) =>
      all
        .filter((device) => device.kind === kind && device.deviceId !== '')
        .map((device, index) => ({ id: device.deviceId, label: device.label, number: index + 1 }));
    this.microphones = choices('audioinput');
    this.cameras = choices('videoinput');
  }

  /** Everything stopped: the camera light goes out, the browser's recording dot too. */
  close(): void {
    for (const track of [this.microphone, this.camera, this.screen]) track?.stop();
    this.microphone = null;
    this.camera = null;
    this.screen = null;
  }
}
