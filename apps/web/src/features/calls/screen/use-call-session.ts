import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session';
import { useCallConfig } from '../api/get-call-config';
import { createCallEngine } from '../engine/browser-call-engine';
import type { CallEngine, CallSnapshot, CallTarget } from '../engine/call-engine';

const idle: CallSnapshot = {
  phase: 'idle',
  step: null,
  call: null,
  peers: [],
  local: {
    audio: false,
    video: false,
    screen: false,
    preview: null,
    canShareScreen: false,
    microphones: [],
    cameras: [],
    microphoneId: null,
    cameraId: null,
  },
  notice: null,
  failure: null,
  outcome: null,
};
const never = () => () => undefined;

/**
 * The call of this screen: once the ICE servers are known, an engine starts or joins the call, and
 * leaves it when the screen goes (or the tab closes). The target is the one the screen opened with:
 * a later change of the address (the `accept` parameter dropped) does not start another call.
 */
export function useCallSession(target: CallTarget) {
  const me = useSession().userData?.id ?? null;
  const config = useCallConfig();
  const [opened] = useState(target);
  const [engine, setEngine] = useState<CallEngine | null>(null);
  const iceServers = config.data?.iceServers;

  useEffect(() => {
    if (!me || !iceServers) return;
    const next = createCallEngine(me, iceServers);
    setEngine(next);
    void next.enter(opened);
    // Closing the tab: the others hear it now rather than when the socket times out.
    const gone = () => next.dispose();
    window.addEventListener('pagehide', gone);
    return () => {
      window.removeEventListener('pagehide', gone);
      next.dispose();
    };
  }, [me, iceServers, opened]);

  const snapshot = useSyncExternalStore(engine?.subscribe ?? never, engine?.getSnapshot ?? (() => idle));
  return { snapshot, engine, config, me };
}
