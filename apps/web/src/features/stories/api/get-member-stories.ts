import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storyKeys } from './story-keys';

function memberStoriesQuery(userId: string) {
  return {
    queryKey: storyKeys.member(userId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(storiesEndpoints.ofMember, { params: { userId }, signal }),
  };
}

/** One author's live stories the member may see, oldest first: the viewer's sequence. */
export function useMemberStories(userId: string | null) {
  return useQuery({ ...memberStoriesQuery(userId ?? ''), enabled: userId !== null });
}

/** Asks for the next author's sequence during the last story, so the viewer goes on without a wait. */
export function prefetchMemberStories(queryClient: QueryClient, userId: string) {
  void queryClient.prefetchQuery(memberStoriesQuery(userId));
}
