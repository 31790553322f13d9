import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

export function useModerators() {
  return useQuery({
    queryKey: moderationKeys.moderators(),
    queryFn: ({ signal }) => call(moderationEndpoints.moderators, { signal }),
  });
}
