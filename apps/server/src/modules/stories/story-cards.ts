import type {
  StoryAudience,
  StoryBackground,
  StoryKind,
  StoryReaction,
} from '@betogether/contracts/stories/stories.constants';
import type { Story, StoryTrayItem } from '@betogether/contracts/stories/stories.schemas';
import type { Executor } from '../../db/client';
import { type LinkSigner, linkSignerAt, privateFileSigner, toMediaObject } from '../media/media.read';
import type { MediaRow } from '../media/media.tables';
import { toPerson } from '../users/users.read';
import type { StoryCardRow } from './stories.repository';
import type { TrayRow } from './story-tray.repository';

/**
 * Story files are private (media purposes `story-image`, `story-video`): shown through signed
 * links. The signer, when these rows have a file.
 */
async function signerFor(db: Executor, hasFiles: boolean, now: Date): Promise<LinkSigner | undefined> {
  return hasFiles ? linkSignerAt(await privateFileSigner(db), now) : undefined;
}

function toStory(row: StoryCardRow, viewerId: string, sign: LinkSigner | undefined): Story {
  const { story } = row;
  const mine = story.authorId === viewerId;
  return {
    id: story.id,
    author: toPerson(row.author),
    kind: story.kind as StoryKind,
    media: row.media ? toMediaObject(row.media, sign) : null,
    text: story.text,
    background: story.background as StoryBackground | null,
    caption: story.caption,
    link: story.linkUrl ? { url: story.linkUrl, label: story.linkLabel } : null,
    audience: story.audience as StoryAudience,
    createdAt: story.createdAt.toISOString(),
    expiresAt: story.expiresAt.toISOString(),
    seen: row.seen,
    myReaction: (row.myReaction as StoryReaction | null) ?? null,
    viewerCount: mine ? (row.viewerCount ?? 0) : null,
    mine,
  };
}

/** Story cards for the viewer, in the rows' order, with signed links to their files. */
export async function toStories(
  db: Executor,
  rows: StoryCardRow[],
  viewerId: string,
  now: Date,
): Promise<Story[]> {
  const sign = await signerFor(
    db,
    rows.some((row) => row.media),
    now,
  );
  return rows.map((row) => toStory(row, viewerId, sign));
}

/** The still of a tray item: the latest story's poster (a video) or its smallest picture. */
function stillOf(media: MediaRow | undefined, sign: LinkSigner | undefined): string | null {
  if (!media) return null;
  const file = toMediaObject(media, sign);
  if (file.video) return file.video.posterUrl;
  const smallest = file.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? file.url;
}

/** Tray items from the tray's rows and the files of their stills. */
export async function toTrayItems(
  db: Executor,
  rows: TrayRow[],
  stills: MediaRow[],
  viewerId: string,
  now: Date,
): Promise<StoryTrayItem[]> {
  const byId = new Map(stills.map((media) => [media.id, media]));
  const sign = await signerFor(db, stills.length > 0, now);
  return rows.map((row) => ({
    author: toPerson({
      id: row.author_id,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarUrl: row.avatar_url,
    }),
    firstStoryId: row.first_story_id,
    storyCount: row.story_count,
    unseenCount: row.unseen_count,
    latestAt: new Date(row.latest_at).toISOString(),
    previewUrl: stillOf(row.preview_media_id ? byId.get(row.preview_media_id) : undefined, sign),
    previewBackground: row.preview_background as StoryBackground | null,
    mine: row.author_id === viewerId,
  }));
}
