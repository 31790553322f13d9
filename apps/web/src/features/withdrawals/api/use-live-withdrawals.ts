import type { ServerEvents } from '@betogether/contracts/realtime/realtime.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeConnection, useServerEvent } from '@/lib/realtime';
import { withdrawalsKeys } from './withdrawals-keys';

/**
 * Keeps the screen current while it is open: finance's steps on a withdrawal (`withdrawal:status`:
 * approved, paid, rejected, or cancelled in another tab) refresh the list, the open detail and the
 * balance; any other change of the balance (`wallet:balance`) refreshes the balance and limits.
 * Events sent while the socket was down are not replayed, so a (re)connection refreshes too.
 * `onStatus` hears each step too (the screen's "pending" banner goes when it moves on).
 */
export function useLiveWithdrawals(onStatus?: (event: ServerEvents['withdrawal:status']) => void) {
  const queryClient = useQueryClient();

  useServerEvent('withdrawal:status', (event) => {
    const { withdrawalId } = event;
    onStatus?.(event);
    void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.overview() });
    void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.list() });
    void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.detail(withdrawalId) });
  });
  useServerEvent('wallet:balance', () => {
    void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.overview() });
  });

  useEffect(
    () =>
      onRealtimeConnection((connected) => {
        if (connected) void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.all });
      }),
    [queryClient],
  );
}
