import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import type { Db } from '../../db/client';
import { toMediaObject } from '../media/media.read';
import { toPerson } from '../users/users.read';
import { preparedShortCards, type ShortCardRow } from './shorts.repository';

/**
 * A remix waiting for its original's sound shows its video as processing: what plays until then
 * would be silent or carry the wrong sound.
 */
function videoOf(row: ShortCardRow): Short['media'] {
  const media = toMediaObject(row.media);
  if (row.short.sound !== 'pending') return media;
  return { ...media, status: 'processing', url: null, video: null, progress: null };
}

function toShort(row: ShortCardRow, viewerId: string): Short {
  const { short } = row;
  const remixedAuthor = row.remixedAuthor?.id ? row.remixedAuthor : null;
  return {
    id: short.id,
    author: toPerson(row.author),
    media: videoOf(row),
    caption: short.caption,
    altText: short.altText,
    hashtags: short.hashtags,
    mentions: row.mentions.map(toPerson),
    createdAt: short.createdAt.toISOString(),
    viewCount: short.viewCount,
    likeCount: short.likeCount,
    commentCount: short.commentCount,
    shareCount: short.shareCount,
    saveCount: short.saveCount,
    liked: row.liked,
    saved: row.saved,
    following: row.following,
    remixOf: row.remixedId && remixedAuthor ? { id: row.remixedId, author: toPerson(remixedAuthor) } : null,
    remixCount: short.remixCount,
    mine: short.authorId === viewerId,
  };
}

/**
 * Short cards for a viewer in the order of `ids`, without those a block hides: one prepared
 * statement whatever the number (none for an empty list).
 */
export function shortViewer(db: Db) {
  const cards = preparedShortCards(db);
  return async (viewerId: string, ids: readonly string[]): Promise<Short[]> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await cards(viewerId, unique);
    const byId = new Map(rows.map((row) => [row.short.id, toShort(row, viewerId)]));
    return unique.flatMap((id) => byId.get(id) ?? []);
  };
}
