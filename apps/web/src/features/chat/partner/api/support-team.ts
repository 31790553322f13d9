import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerKeys } from '../partner-keys';

/** `GET /api/partner/support-team`: the staff who answer the partner's threads with it. */
export function useSupportTeam(enabled: boolean) {
  return useQuery({
    queryKey: partnerKeys.team(),
    queryFn: ({ signal }) => call(chatEndpoints.supportTeam, { signal }),
    enabled,
  });
}

/** `PUT /api/partner/support-team`: the whole team at once (those added join the open threads). */
export function useSetSupportTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => call(chatEndpoints.setSupportTeam, { body: { userIds } }),
    onSuccess: (team) => {
      queryClient.setQueryData(partnerKeys.team(), team);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() });
    },
  });
}
