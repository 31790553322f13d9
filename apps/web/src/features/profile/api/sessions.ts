import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const sessionsKey = ['profile', 'sessions'] as const;

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: () => call(authEndpoints.sessions) });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(authEndpoints.revokeSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
