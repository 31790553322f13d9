import type { sessionListSchema } from '@betogether/contracts/auth/auth.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';

export const sessionsKey = ['profile', 'sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => api<Answer<typeof sessionListSchema>>('/api/auth/sessions'),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
