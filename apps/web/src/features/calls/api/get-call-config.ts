import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { callsKeys } from './calls-keys';

/**
 * `GET /api/calls/config`: the ICE servers (STUN, TURN) every peer connection is made with. The
 * browser never falls back to a public STUN server of its own: an empty list means host candidates
 * only (the server's ICE_SERVERS decides).
 */
export function useCallConfig() {
  return useQuery({
    queryKey: callsKeys.config(),
    queryFn: ({ signal }) => call(chatEndpoints.callConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
