import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** Takes the moderator role back (admins; audited). */
export function useRevokeModerator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(moderationEndpoints.revokeModerator, { params: { userId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.moderators() }),
  });
}
