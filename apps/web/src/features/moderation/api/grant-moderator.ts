import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** Names a member moderator by username (admins; audited). */
export function useGrantModerator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => call(moderationEndpoints.grantModerator, { body: { username } }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.moderators() }),
  });
}
