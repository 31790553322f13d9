import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import type { Story } from '@betogether/contracts/stories/stories.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { markSeenInCache } from './story-cache';

/**
 * Tells the server a story was shown (once per viewer: a repeat changes nothing there). The ring
 * turns grey at once; a failure is silent, the story is simply counted on a later visit.
 */
export function useMarkStorySeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: Story) => call(storiesEndpoints.markSeen, { params: { storyId: story.id } }),
    onMutate: (story) => markSeenInCache(queryClient, story),
  });
}
