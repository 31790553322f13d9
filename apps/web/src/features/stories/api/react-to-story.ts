import type { StoryReaction } from '@betogether/contracts/stories/stories.constants';
import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import type { Story } from '@betogether/contracts/stories/stories.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { patchStory } from './story-cache';

/** A quick reaction (it replaces the previous one): shown at once, put back if the server refuses. */
export function useReactToStory(story: Story) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `story-reaction-${story.id}` },
    mutationFn: (emoji: StoryReaction) =>
      call(storiesEndpoints.react, { params: { storyId: story.id }, body: { emoji } }),
    onMutate: (emoji) => {
      const before = story.myReaction;
      patchStory(queryClient, story.id, (current) => ({ ...current, myReaction: emoji }));
      return { before };
    },
    onError: (_error, _emoji, context) =>
      patchStory(queryClient, story.id, (current) => ({ ...current, myReaction: context?.before ?? null })),
  });
}
