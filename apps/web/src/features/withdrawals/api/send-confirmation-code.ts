import { withdrawalsEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * `POST /api/withdrawals/confirmation-code`: emails a 6-digit code that confirms one withdrawal
 * instead of the password. Asking again sends a new code (the answer's challenge replaces the last).
 */
export function useSendConfirmationCode() {
  return useMutation({ mutationFn: () => call(withdrawalsEndpoints.confirmationCode) });
}
