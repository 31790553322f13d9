/** Every query of the moderation screens, under one root: a decision refreshes them all. */
export const moderationKeys = {
  all: ['moderation'] as const,
  cases: (query: Record<string, string>) => [...moderationKeys.all, 'cases', query] as const,
  case: (id: string) => [...moderationKeys.all, 'case', id] as const,
  moderators: () => [...moderationKeys.all, 'moderators'] as const,
};
