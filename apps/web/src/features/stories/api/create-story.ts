import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import type { CreateStoryBody, MemberStories, Story } from '@betogether/contracts/stories/stories.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storyKeys } from './story-keys';

/**
 * Shares a story. The member's own sequence gets it at once (the viewer opens on it next); the
 * tray and the archive are asked again.
 */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStoryBody) => call(storiesEndpoints.create, { body }),
    onSuccess: (story: Story) => {
      queryClient.setQueryData<MemberStories>(storyKeys.member(story.author.id), (data) =>
        data && !data.stories.some((item) => item.id === story.id)
          ? { ...data, stories: [...data.stories, story] }
          : data,
      );
      queryClient.setQueryData(storyKeys.detail(story.id), story);
      void queryClient.invalidateQueries({ queryKey: storyKeys.tray() });
      void queryClient.invalidateQueries({ queryKey: storyKeys.archive() });
    },
  });
}
