import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import type { Story, StoryTrayItem } from '@betogether/contracts/stories/stories.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { person, uuid } from '@/testing/builders';

/** Now, for stories posted "an hour ago" and still live. */
const HOUR = 3_600_000;

/** A ready story picture as the server answers it (a signed link). */
export function storyPicture(n = 1, patch: Partial<MediaObject> = {}): MediaObject {
  return {
    id: uuid(900 + n),
    purpose: 'story-image',
    status: 'ready',
    failureReason: null,
    contentType: 'image/webp',
    size: 120_000,
    width: 1080,
    height: 1920,
    blurhash: null,
    url: `/files/images/story-${n}.webp?expires=1&signature=s`,
    variants: [],
    video: null,
    progress: null,
    createdAt: new Date(Date.now() - HOUR).toISOString(),
    ...patch,
  };
}

/** Someone else's live photo story, unseen, no caption or link. */
export function story(n: number, patch: Partial<Story> = {}): Story {
  const createdAt = new Date(Date.now() - HOUR).toISOString();
  return {
    id: uuid(500 + n),
    author: person(1),
    kind: 'photo',
    media: storyPicture(n),
    text: null,
    background: null,
    caption: null,
    link: null,
    audience: 'friends',
    createdAt,
    expiresAt: new Date(Date.parse(createdAt) + 24 * HOUR).toISOString(),
    seen: false,
    myReaction: null,
    viewerCount: null,
    mine: false,
    ...patch,
  };
}

/** A text story on a gradient. */
export function textStory(n: number, text: string, patch: Partial<Story> = {}): Story {
  return story(n, { kind: 'text', media: null, text, background: 'sunset', ...patch });
}

/** An author's place in the tray, opening on `stories[0]`. */
export function trayItem(author: PersonSummary, stories: Story[], patch: Partial<StoryTrayItem> = {}) {
  return {
    author,
    firstStoryId: (stories[0] as Story).id,
    storyCount: stories.length,
    unseenCount: stories.filter((item) => !item.seen).length,
    latestAt: (stories.at(-1) as Story).createdAt,
    previewUrl: null,
    previewBackground: null,
    mine: false,
    ...patch,
  } satisfies StoryTrayItem;
}
