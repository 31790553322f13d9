/** Stories' lists and limits, without zod: the schemas build on these and the web imports them. */
export const STORY_TTL_HOURS = 24;
export const STORY_TEXT_MAX = 250;
export const STORY_CAPTION_MAX = 200;
export const STORY_LINK_LABEL_MAX = 40;
export const STORY_REPLY_MAX = 500;
export const CLOSE_FRIENDS_MAX = 500;
/** How long a photo or text story shows in the viewer before the next one. */
export const STORY_PHOTO_SECONDS = 6;

export const storyKinds = ['photo', 'video', 'text'] as const;
export type StoryKind = (typeof storyKinds)[number];

/** Who sees a story: everyone, friends, or the author's close-friends list. */
export const storyAudiences = ['public', 'friends', 'close_friends'] as const;
export type StoryAudience = (typeof storyAudiences)[number];

/** The colours a text story is written on (gradients drawn by the web, named here). */
export const storyBackgrounds = [
  'blue',
  'purple',
  'sunset',
  'green',
  'night',
  'pink',
  'orange',
  'teal',
] as const;
export type StoryBackground = (typeof storyBackgrounds)[number];

/** Quick reactions a viewer sends from the viewer's bar. */
export const storyReactions = ['❤️', '😂', '😮', '😢', '👏', '🔥'] as const;
export type StoryReaction = (typeof storyReactions)[number];
