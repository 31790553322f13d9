import type { PartnerThreadStatus } from '@betogether/contracts/chat/chat.constants';
import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { partnerKeys } from '../partner-keys';

/**
 * `GET /api/partner-threads?status=`: the threads a partner's team answers (the partner's own, or
 * those of the partners whose support team the member is in), latest first.
 */
export function usePartnerQueue(status: PartnerThreadStatus, enabled = true) {
  return useCursorList(
    chatEndpoints.partnerThreads,
    { query: { status, limit: CHAT_LIMITS.listPage } },
    { queryKey: partnerKeys.queue(status), staleTime: 0, enabled },
  );
}
