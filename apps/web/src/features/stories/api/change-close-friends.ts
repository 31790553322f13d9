import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import type { CloseFriends } from '@betogether/contracts/stories/stories.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storyKeys } from './story-keys';

type Change = { person: PersonSummary; add: boolean };

/**
 * Adds a friend to the close-friends list or takes one off: the list changes at once and goes back
 * if the server refuses (not a friend any more, the list is full).
 */
export function useChangeCloseFriends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ person, add }: Change) =>
      call(add ? storiesEndpoints.addCloseFriend : storiesEndpoints.removeCloseFriend, {
        params: { userId: person.id },
      }),
    onMutate: async ({ person, add }) => {
      await queryClient.cancelQueries({ queryKey: storyKeys.closeFriends() });
      const before = queryClient.getQueryData<CloseFriends>(storyKeys.closeFriends());
      queryClient.setQueryData<CloseFriends>(storyKeys.closeFriends(), (list) => {
        if (!list) return list;
        const others = list.items.filter((item) => item.id !== person.id);
        return { ...list, items: add ? [person, ...others] : others };
      });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(storyKeys.closeFriends(), context.before);
    },
  });
}
