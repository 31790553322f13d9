import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** One case: the content (even removed), its reports and the author's record. */
export function useCase(id: string | null) {
  return useQuery({
    queryKey: moderationKeys.case(id ?? ''),
    queryFn: ({ signal }) => call(moderationEndpoints.detail, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}
