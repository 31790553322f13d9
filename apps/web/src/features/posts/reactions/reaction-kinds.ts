import type { ReactionType } from '@betogether/contracts/posts/posts.schemas';

/** How each reaction looks: an emoji everyone knows, and the colour of its label once chosen. */
export const reactionLook: Record<ReactionType, { emoji: string; color: { light: string; dark: string } }> = {
  like: { emoji: '👍', color: { light: '#1E4FD8', dark: '#7FA2FF' } },
  love: { emoji: '❤️', color: { light: '#C62845', dark: '#FF7A93' } },
  haha: { emoji: '😆', color: { light: '#8A5A00', dark: '#F7C948' } },
  wow: { emoji: '😮', color: { light: '#8A5A00', dark: '#F7C948' } },
  sad: { emoji: '😢', color: { light: '#8A5A00', dark: '#F7C948' } },
  angry: { emoji: '😡', color: { light: '#B4411B', dark: '#FF9466' } },
};
