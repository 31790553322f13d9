import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import type { ResolveCaseBody } from '@betogether/contracts/moderation/moderation.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** The moderator's decision on a case (audited). */
export function useResolveCase(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveCaseBody) => call(moderationEndpoints.resolve, { params: { id }, body }),
    onSuccess: (detail) => {
      // The case's answer is its new state; the queue pages are what else the decision changed.
      client.setQueryData(moderationKeys.case(id), detail);
      return client.invalidateQueries({ queryKey: moderationKeys.queues() });
    },
  });
}
