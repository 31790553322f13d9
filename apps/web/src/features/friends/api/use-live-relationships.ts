import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onRealtimeConnection, startRealtime, useServerEvent } from '@/lib/realtime';
import { friendKeys } from './friend-keys';

/**
 * Keeps the relationship screens current when the other member acts (or another tab does): on
 * `friends:request-changed` the profiles (their button: "Cancel request" becomes "Friends"),
 * requests and friends lists refetch; suggestions are only marked stale. Events sent while the
 * socket was down are not replayed, so a reconnection refetches too. Mounted by the profile and
 * the invitations page.
 */
export function useLiveRelationships() {
  const queryClient = useQueryClient();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: friendKeys.profiles() }),
      queryClient.invalidateQueries({ queryKey: [...friendKeys.all, 'requests'] }),
      queryClient.invalidateQueries({ queryKey: [...friendKeys.all, 'member-friends'] }),
      queryClient.invalidateQueries({ queryKey: friendKeys.suggestions(), refetchType: 'none' }),
    ]);

  useServerEvent('friends:request-changed', () => void refresh());

  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    startRealtime();
    // Every (re)connection refetches: a change made between the screen's fetch and the socket's
    // connection (the socket client loads after the first screen) would otherwise be missed.
    return onRealtimeConnection((connected) => {
      if (connected) void latest.current();
    });
  }, []);
}
