import type {
  Withdrawal,
  WithdrawalRequestBody,
} from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { useSingleFlight } from '@/lib/use-single-send';
import { useRequestWithdrawal } from '../api/request-withdrawal';

/**
 * Sends a confirmed withdrawal once: a second press while it goes is ignored, and one
 * Idempotency-Key per withdrawal — the same key while the same withdrawal is tried again after no
 * answer (the server then answers the one it made instead of making a second), a new one once it
 * is through or definitely refused. The password or code is not part of what identifies it (the
 * server leaves it out too): typing the password again is a retry of the same withdrawal.
 *
 * Held by the form, not the dialog: closing and reopening the confirmation keeps the key.
 */
export function useSendWithdrawal() {
  const keys = useIdempotencyKeys();
  const flight = useSingleFlight();
  const request = useRequestWithdrawal();

  const send = (
    body: WithdrawalRequestBody,
    on: { done: (withdrawal: Withdrawal) => void; refused: (error: Error) => void },
  ) => {
    if (!flight.begin()) return;
    const { confirmation: _confirmation, ...withdrawal } = body;
    request.mutate(
      { body, idempotencyKey: keys.keyFor(withdrawal) },
      {
        onSuccess: (made) => {
          keys.settle();
          on.done(made);
        },
        onError: (error) => {
          if (!isRetryableError(error)) keys.settle();
          on.refused(error);
        },
        onSettled: flight.end,
      },
    );
  };

  return { send, sending: request.isPending };
}

export type SendWithdrawal = ReturnType<typeof useSendWithdrawal>;
