import { withdrawalsAdminEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import type { WithdrawalSettings } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminWithdrawalsKeys } from './admin-withdrawals-keys';

/** Saves the limits and the threshold (audited); the answer is what the server now applies. */
export function useUpdateWithdrawalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalSettings) => call(withdrawalsAdminEndpoints.updateSettings, { body }),
    onSuccess: (settings) => client.setQueryData(adminWithdrawalsKeys.settings(), settings),
  });
}
