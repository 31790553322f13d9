import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import type { Story } from '@betogether/contracts/stories/stories.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { removeStory } from './story-cache';

/** Deletes one of the member's stories: gone from the viewer, the tray and the archive. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: Story) => call(storiesEndpoints.remove, { params: { storyId: story.id } }),
    onSuccess: (_answer, story) => removeStory(queryClient, story),
  });
}
