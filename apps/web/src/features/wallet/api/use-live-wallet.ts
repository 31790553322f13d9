import type { WalletBalance, WalletSummary } from '@betogether/contracts/wallet/wallet.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeConnection, startRealtime, useServerEvent } from '@/lib/realtime';
import { walletKeys } from './wallet-keys';

/**
 * Keeps every wallet query current: on `wallet:balance` the new balance shows at once, then the
 * figures, the chart and the statement refetch. Events sent while the socket was down are not
 * replayed, so a (re)connection refetches too. Mounted once per page, by the header's balance.
 */
export function useLiveWallet() {
  const queryClient = useQueryClient();

  useServerEvent('wallet:balance', ({ balance }) => {
    queryClient.setQueryData<WalletBalance>(walletKeys.balance(), { balance });
    queryClient.setQueriesData<WalletSummary>({ queryKey: walletKeys.summaries() }, (old) =>
      old ? { ...old, balance } : old,
    );
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  });

  useEffect(() => {
    startRealtime();
    // Every (re)connection refetches: an event sent between the figures' fetch and the socket's
    // connection (the socket client loads after the first screen) would otherwise be lost.
    return onRealtimeConnection((connected) => {
      if (connected) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    });
  }, [queryClient]);
}
