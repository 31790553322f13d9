import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { friendKeys } from './friend-keys';
import { removePerson } from './relationship-cache';

/** `POST /api/friends/suggestions/{userId}/dismiss`: the card goes at once, and comes back on failure. */
export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api(`/api/friends/suggestions/${encodeURIComponent(userId)}/dismiss`, { method: 'POST' }),
    onMutate: async (userId) => ({
      restore: await removePerson(queryClient, friendKeys.suggestions(), userId),
    }),
    onError: (_error, _userId, context) => context?.restore(),
  });
}
