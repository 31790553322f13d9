import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storyKeys } from './story-keys';

/** Whether the server takes videos now, and how long a story's may be. */
export function useVideoLimits() {
  return useQuery({
    queryKey: storyKeys.videoLimits(),
    queryFn: ({ signal }) => call(mediaEndpoints.videoLimits, { signal }),
    staleTime: 5 * 60_000,
  });
}
