/** Every query of the admin economy screens, under one root: a money action refreshes them all. */
export const adminEconomyKeys = {
  all: ['admin-economy'] as const,
  transactions: (query: Record<string, string>) => [...adminEconomyKeys.all, 'transactions', query] as const,
  transaction: (id: string) => [...adminEconomyKeys.all, 'transaction', id] as const,
  auditLog: (action: string) => [...adminEconomyKeys.all, 'audit-log', action] as const,
  members: (q: string) => [...adminEconomyKeys.all, 'members', q] as const,
  coinPacks: () => [...adminEconomyKeys.all, 'coin-packs'] as const,
};
