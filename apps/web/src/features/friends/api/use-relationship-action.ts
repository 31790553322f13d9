import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyRelationship, removePerson } from './relationship-cache';
import { type RelationshipCall, relationshipCalls } from './relationship-calls';

type Options = {
  /** A cached list the person leaves at once (an answered invitation), put back on failure. */
  removeFrom?: QueryKey;
};

/** One relationship action (`sendRequest`, `block`, …) as a mutation taking the member's id. */
export function useRelationshipAction(call: RelationshipCall, options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => relationshipCalls[call](userId),
    onMutate: async (userId) => ({
      restore: options.removeFrom ? await removePerson(queryClient, options.removeFrom, userId) : undefined,
    }),
    onError: (_error, _userId, context) => context?.restore?.(),
    onSuccess: (answer) => applyRelationship(queryClient, answer),
  });
}
