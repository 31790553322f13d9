import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** A message to the story's author (it reaches them as a notification). */
export function useReplyToStory(storyId: string) {
  return useMutation({
    mutationFn: (text: string) => call(storiesEndpoints.reply, { params: { storyId }, body: { text } }),
  });
}
