import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

const EVERY_MINUTE = 60_000;

/**
 * `GET /api/chat/presence`: whether the other member of a direct conversation is online and when
 * they were last seen (null for what they hide). Asked again every minute while shown.
 */
export function usePresence(userId: string | null) {
  return useQuery({
    queryKey: chatKeys.presence(userId ?? ''),
    queryFn: async ({ signal }) => {
      const { items } = await call(chatEndpoints.presence, { query: { userIds: userId ?? '' }, signal });
      return items[0] ?? null;
    },
    enabled: userId !== null,
    refetchInterval: EVERY_MINUTE,
  });
}
