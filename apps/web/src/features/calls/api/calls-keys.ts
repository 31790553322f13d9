/** Every query of the calls feature, under one root. */
export const callsKeys = {
  all: ['calls'] as const,
  config: () => [...callsKeys.all, 'config'] as const,
  conversation: (conversationId: string) => [...callsKeys.all, 'conversation', conversationId] as const,
};
