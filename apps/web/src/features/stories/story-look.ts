import type { StoryBackground } from '@betogether/contracts/stories/stories.constants';

/**
 * The colours of stories, defined once. A story is drawn the same in the light and the dark theme
 * (as on every network that has them): white text on these gradients and on the black stage holds
 * 4.5:1 or more at the sizes shown (the lightest stop of each gradient was checked against white).
 */
export const storyBackgrounds: Record<StoryBackground, string> = {
  blue: 'linear-gradient(160deg, #1E4FD8 0%, #0B2A80 100%)',
  purple: 'linear-gradient(160deg, #6A1B9A 0%, #311B92 100%)',
  sunset: 'linear-gradient(160deg, #C2185B 0%, #BF360C 100%)',
  green: 'linear-gradient(160deg, #1B7F3B 0%, #0B4D2C 100%)',
  night: 'linear-gradient(160deg, #263238 0%, #000000 100%)',
  pink: 'linear-gradient(160deg, #AD1457 0%, #6A1B9A 100%)',
  orange: 'linear-gradient(160deg, #B34700 0%, #8E2A00 100%)',
  teal: 'linear-gradient(160deg, #00695C 0%, #004D40 100%)',
};

/** The ring of an author with unseen stories (the brand's blue to its coin gold). */
export const unseenRing = 'linear-gradient(45deg, #F2B705 0%, #E8590C 45%, #1E4FD8 100%)';

/** The viewer's stage and what is written over a story (fixed: a story has no theme). */
export const stage = {
  backdrop: '#000000',
  text: '#FFFFFF',
  dimText: 'rgba(255,255,255,0.85)',
  track: 'rgba(255,255,255,0.35)',
  control: 'rgba(0,0,0,0.45)',
  controlHover: 'rgba(0,0,0,0.65)',
  scrimTop: 'linear-gradient(180deg, rgba(0,0,0,0.6) 0%, rgba(0,0,0,0) 100%)',
  scrimBottom: 'linear-gradient(0deg, rgba(0,0,0,0.7) 0%, rgba(0,0,0,0) 100%)',
  textShadow: '0 1px 3px rgba(0,0,0,0.8)',
  sticker: '#FFFFFF',
  stickerText: '#0B2A80',
} as const;
