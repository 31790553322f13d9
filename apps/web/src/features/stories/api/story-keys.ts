/** Every query of the stories feature, under one root so a new or deleted story reaches them all. */
export const storyKeys = {
  all: ['stories'] as const,
  tray: () => [...storyKeys.all, 'tray'] as const,
  members: () => [...storyKeys.all, 'member'] as const,
  member: (userId: string) => [...storyKeys.members(), userId] as const,
  detail: (storyId: string) => [...storyKeys.all, 'detail', storyId] as const,
  viewers: (storyId: string) => [...storyKeys.all, 'viewers', storyId] as const,
  archive: () => [...storyKeys.all, 'archive'] as const,
  closeFriends: () => [...storyKeys.all, 'close-friends'] as const,
  friends: (q: string) => [...storyKeys.all, 'friends', q] as const,
  videoLimits: () => [...storyKeys.all, 'video-limits'] as const,
};
