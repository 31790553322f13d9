/** Every query of the moderation screens, under one root. */
export const moderationKeys = {
  all: ['moderation'] as const,
  /** Every page of the queue, whatever its filters: what a decision changes. */
  queues: () => [...moderationKeys.all, 'cases'] as const,
  cases: (query: Record<string, string>) => [...moderationKeys.queues(), query] as const,
  case: (id: string) => [...moderationKeys.all, 'case', id] as const,
  moderators: () => [...moderationKeys.all, 'moderators'] as const,
};
