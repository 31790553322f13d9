import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { friendKeys } from './friend-keys';
import { removePerson } from './relationship-cache';

/** Dismisses a suggestion: the card goes at once, and comes back on failure. */
export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(friendsEndpoints.dismissSuggestion, { params: { userId } }),
    onMutate: async (userId) => ({
      restore: await removePerson(queryClient, friendKeys.suggestions(), userId),
    }),
    onError: (_error, _userId, context) => context?.restore(),
  });
}
