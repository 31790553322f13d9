import { onTestFinished, vi } from 'vitest';
import { FakeDevices, FakePeerConnection, FakeStream } from './fake-webrtc';

/**
 * The browser's WebRTC for a screen test: RTCPeerConnection, MediaStream and the media devices are
 * the fakes of fake-webrtc.ts, and <video> plays at once. Undone when the test ends.
 */
export function installFakeWebRtc({ screen = true } = {}): FakeDevices {
  const devices = new FakeDevices();
  FakePeerConnection.made = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeStream);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: devices.port(screen) });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    play.mockRestore();
  });
  return devices;
}
