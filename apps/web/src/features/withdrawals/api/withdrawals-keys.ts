/**
 * Every query of the withdrawal screen, under one root: a withdrawal's change (live, a request, a
 * cancellation) refreshes them all at once — the balance and limits, the list and the open detail.
 */
export const withdrawalsKeys = {
  all: ['withdrawals'] as const,
  overview: () => [...withdrawalsKeys.all, 'overview'] as const,
  providers: () => [...withdrawalsKeys.all, 'providers'] as const,
  list: () => [...withdrawalsKeys.all, 'list'] as const,
  detail: (id: string) => [...withdrawalsKeys.all, 'detail', id] as const,
};
