import { callSocket } from '../api/call-socket';
import { getActiveCall } from '../api/get-active-call';
import { CallEngine } from './call-engine';
import type { MediaDevicesPort } from './local-media';

const unsupported = () =>
  Promise.reject(Object.assign(new Error('no media devices'), { name: 'NotSupportedError' }));

/**
 * The browser's own media devices: missing outside a secure context (https, or this machine), where
 * every request fails as unsupported.
 */
function browserDevices(): MediaDevicesPort {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices) return { getUserMedia: unsupported, enumerateDevices: unsupported };
  return {
    getUserMedia: (constraints) => devices.getUserMedia(constraints),
    enumerateDevices: () => devices.enumerateDevices(),
    ...(typeof devices.getDisplayMedia === 'function'
      ? { getDisplayMedia: (options: DisplayMediaStreamOptions) => devices.getDisplayMedia(options) }
      : {}),
  };
}

/**
 * A call engine on the app's socket and the browser's WebRTC. The ICE servers are the server's
 * (GET /api/calls/config) and only those: an empty list gathers host candidates only, and no public
 * STUN server is ever asked.
 */
export function createCallEngine(me: string, iceServers: RTCIceServer[]): CallEngine {
  return new CallEngine({
    me,
    iceServers,
    signalling: callSocket,
    createPeer: (config) => new RTCPeerConnection(config),
    createStream: (tracks) => new MediaStream(tracks),
    devices: browserDevices(),
    activeCall: getActiveCall,
  });
}
