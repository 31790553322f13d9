import { CALL_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Call } from '@betogether/contracts/chat/chat.schemas';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { startRealtime, useServerEvent } from '@/lib/realtime';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { lazyPart } from '@/ui/lazy-part';
import { declineCall } from '../api/call-socket';

// The dialog and its MUI Modal load when a call first rings, never with the page.
const IncomingCallDialog = lazyPart(() => import('./incoming-call-dialog').then((m) => m.IncomingCallDialog));

const endedStatuses: readonly Call['status'][] = ['ended', 'missed', 'declined'];

/**
 * Rings on any signed-in page when someone calls (`call:ring`): who, audio or video, Accept (the
 * call screen, joining this call) or Decline. The ring stops when the call is answered here or in
 * another tab, ends, is missed, or after CALL_LIMITS.ringSeconds. Mounted once, in the app shell.
 */
export function IncomingCall() {
  const me = useSession().userData?.id ?? null;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [ringing, setRinging] = useState<Call | null>(null);
  // Kept once it stops ringing, so that the dialog's closing still shows who it was.
  const [shown, setShown] = useState<Call | null>(null);
  const onCallScreen = (conversationId: string) =>
    pathname === paths.videoCall.path && new URLSearchParams(search).get('c') === conversationId;

  useEffect(() => {
    if (me) startRealtime();
  }, [me]);

  useServerEvent('call:ring', ({ call }) => {
    if (!me || call.startedBy?.id === me || call.participants.some((person) => person.id === me)) return;
    // That conversation's call screen is open: it joins by itself.
    if (onCallScreen(call.conversationId)) return;
    setRinging(call);
    setShown(call);
  });
  useServerEvent('call:update', ({ call }) => {
    const answeredHere = call.participants.some((person) => person.id === me);
    if (endedStatuses.includes(call.status) || answeredHere)
      setRinging((current) => (current?.id === call.id ? null : current));
  });
  // Declined in another tab of mine.
  useServerEvent('call:declined', ({ callId }) =>
    setRinging((current) => (current?.id === callId ? null : current)),
  );

  useEffect(() => {
    if (!ringing) return;
    const timer = setTimeout(() => setRinging(null), CALL_LIMITS.ringSeconds * 1000);
    return () => clearTimeout(timer);
  }, [ringing]);

  const accept = () => {
    if (!ringing) return;
    setRinging(null);
    navigate(
      paths.videoCall.href({ query: { c: ringing.conversationId, kind: ringing.kind, accept: ringing.id } }),
    );
  };
  const decline = () => {
    if (!ringing) return;
    setRinging(null);
    void declineCall(ringing.id);
  };

  return (
    <IncomingCallDialog
      open={ringing !== null}
      call={shown}
      onAccept={accept}
      onDecline={decline}
      onDismiss={() => setRinging(null)}
    />
  );
}
