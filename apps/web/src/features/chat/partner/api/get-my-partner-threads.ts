import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { partnerKeys } from '../partner-keys';

/** `GET /api/conversations?kind=partner`: the threads the member opened with partners, latest first. */
export function useMyPartnerThreads() {
  return useCursorList(
    chatEndpoints.conversations,
    { query: { kind: 'partner', limit: CHAT_LIMITS.listPage } },
    { queryKey: partnerKeys.mine(), staleTime: 0 },
  );
}
