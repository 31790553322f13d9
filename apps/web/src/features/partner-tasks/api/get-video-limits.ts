import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerTaskKeys } from './partner-task-keys';

/** Whether the server takes videos now (ffmpeg), and how large they may be. */
export function useVideoLimits() {
  return useQuery({
    queryKey: partnerTaskKeys.videoLimits(),
    queryFn: ({ signal }) => call(mediaEndpoints.videoLimits, { signal }),
  });
}
