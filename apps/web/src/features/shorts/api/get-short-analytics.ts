import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { shortKeys } from './short-keys';

/** A short's creator analytics (its author only): asked afresh each time the sheet opens. */
export function useShortAnalytics(shortId: string, enabled: boolean) {
  return useQuery({
    queryKey: shortKeys.analytics(shortId),
    queryFn: ({ signal }) => call(shortsEndpoints.analytics, { params: { shortId }, signal }),
    enabled,
    staleTime: 0,
  });
}
