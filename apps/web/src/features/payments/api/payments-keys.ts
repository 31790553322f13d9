/** Every query of the payments feature, under one root. */
export const paymentsKeys = {
  all: ['payments'] as const,
  packs: () => [...paymentsKeys.all, 'packs'] as const,
  status: () => [...paymentsKeys.all, 'status'] as const,
  purchases: () => [...paymentsKeys.all, 'purchases'] as const,
  purchase: (id: string) => [...paymentsKeys.all, 'purchase', id] as const,
};
