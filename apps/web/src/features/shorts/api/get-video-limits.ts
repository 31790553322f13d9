import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { shortKeys } from './short-keys';

/** Whether the server takes videos now (ffmpeg), and how long and large they may be (the admins' limits). */
export function useVideoLimits() {
  return useQuery({
    queryKey: shortKeys.videoLimits(),
    queryFn: ({ signal }) => call(mediaEndpoints.videoLimits, { signal }),
  });
}
