/** Every query of the friends feature, under one root so a relationship change reaches them all. */
export const friendKeys = {
  all: ['friends'] as const,
  profiles: () => [...friendKeys.all, 'profile'] as const,
  profile: (userIdOrUsername: string) => [...friendKeys.profiles(), userIdOrUsername] as const,
  memberFriends: (userId: string, q: string) => [...friendKeys.all, 'member-friends', userId, q] as const,
  requests: (direction: 'received' | 'sent') => [...friendKeys.all, 'requests', direction] as const,
  suggestions: () => [...friendKeys.all, 'suggestions'] as const,
};
