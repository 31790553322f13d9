import type { StoryTray, StoryTrayItem } from '@betogether/contracts/stories/stories.schemas';

/**
 * The author after this one in the tray's order, where the viewer goes on once an author's last
 * story is over; null at the end of the tray (the viewer closes) or when the tray is not at hand
 * (a story opened from a link).
 */
export function nextAuthor(tray: StoryTray | undefined, authorId: string): StoryTrayItem | null {
  if (!tray) return null;
  const at = tray.items.findIndex((item) => item.author.id === authorId);
  if (at < 0) return null;
  return tray.items[at + 1] ?? null;
}

/** The author of a story the tray opens on (its first story to show), when it is in the tray. */
export function trayAuthorOf(tray: StoryTray | undefined, storyId: string): string | null {
  return tray?.items.find((item) => item.firstStoryId === storyId)?.author.id ?? null;
}
