import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import type {
  AdminPayoutProviders,
  UpdatePayoutProviderBody,
} from '@betogether/contracts/payouts/payouts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminPayoutsKeys, refreshPayouts } from './admin-payouts-keys';

/** Only the changes of a provider, its switch included (audited on the server). */
export function useUpdatePayoutProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePayoutProviderBody }) =>
      call(payoutsAdminEndpoints.updateProvider, { params: { providerId: id }, body }),
    onSuccess: (saved) => {
      // The row changes at once; the lists are asked again behind it.
      client.setQueryData<AdminPayoutProviders>(adminPayoutsKeys.providers(), (data) =>
        data ? { items: data.items.map((item) => (item.id === saved.id ? saved : item)) } : data,
      );
      return refreshPayouts(client);
    },
  });
}
