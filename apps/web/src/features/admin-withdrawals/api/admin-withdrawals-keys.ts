import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import type { QueryClient } from '@tanstack/react-query';

/** Every query of the withdrawals screen, under one root: a decision refreshes the list and the detail. */
export const adminWithdrawalsKeys = {
  all: ['admin-withdrawals'] as const,
  list: (query: Record<string, string>) => [...adminWithdrawalsKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminWithdrawalsKeys.all, 'detail', id] as const,
  settings: () => [...adminWithdrawalsKeys.all, 'settings'] as const,
  providers: () => [...adminWithdrawalsKeys.all, 'providers'] as const,
};

/**
 * A decision went through: the detail shows the server's answer at once, and every list (whose tabs
 * and counts it changes) loads again.
 */
export function afterDecision(client: QueryClient, withdrawal?: AdminWithdrawal): Promise<void> {
  if (withdrawal) client.setQueryData(adminWithdrawalsKeys.detail(withdrawal.id), withdrawal);
  return client.invalidateQueries({ queryKey: [...adminWithdrawalsKeys.all, 'list'] });
}
