import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function useReferrer(code: string | null) {
  return useQuery({
    queryKey: ['auth', 'referrer', code],
    queryFn: () => call(authEndpoints.referrer, { params: { code: code ?? '' } }),
    enabled: code !== null && code.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
