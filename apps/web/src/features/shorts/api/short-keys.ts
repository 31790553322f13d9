import type { ShortFeed } from '@betogether/contracts/shorts/shorts.constants';

/** Every query of the shorts feature, under one root: a like or a follow reaches every cached copy at once. */
export const shortKeys = {
  all: ['shorts'] as const,
  lists: () => [...shortKeys.all, 'list'] as const,
  feed: (feed: ShortFeed) => [...shortKeys.lists(), 'feed', feed] as const,
  member: (userId: string) => [...shortKeys.lists(), 'member', userId] as const,
  remixes: (shortId: string) => [...shortKeys.lists(), 'remixes', shortId] as const,
  detail: (shortId: string) => [...shortKeys.all, 'detail', shortId] as const,
  comments: (shortId: string) => [...shortKeys.all, 'comments', shortId] as const,
  analytics: (shortId: string) => [...shortKeys.all, 'analytics', shortId] as const,
  creator: (userId: string) => [...shortKeys.all, 'creator', userId] as const,
  videoLimits: () => [...shortKeys.all, 'video-limits'] as const,
};
