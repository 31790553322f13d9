import type { referrerResponseSchema } from '@betogether/contracts/auth/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';

export function useReferrer(code: string | null) {
  return useQuery({
    queryKey: ['auth', 'referrer', code],
    queryFn: () =>
      api<Answer<typeof referrerResponseSchema>>(`/api/auth/referrers/${encodeURIComponent(code ?? '')}`),
    enabled: code !== null && code.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
