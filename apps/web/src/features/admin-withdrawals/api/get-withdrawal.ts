import { withdrawalsAdminEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminWithdrawalsKeys } from './admin-withdrawals-keys';

/** One withdrawal with its member, approvals and timeline (none while `id` is null). */
export function useWithdrawal(id: string | null) {
  return useQuery({
    queryKey: adminWithdrawalsKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      call(withdrawalsAdminEndpoints.detail, { params: { withdrawalId: id ?? '' }, signal }),
    enabled: id !== null,
  });
}
