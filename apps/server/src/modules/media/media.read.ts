import type { MediaObject, MediaPurpose } from '@betogether/contracts/media/media.schemas';
import type { MediaRow } from './media.tables';

/** What other modules may read of media (the declared shared layer: see biome.json). */

/** Public variants are served by `GET /files/{folder}/{name}`. */
function variantUrl(key: string): string {
  return `/files/${key}`;
}

/** The wire shape of a stored file (also what modules showing attached media use, e.g. posts). */
export function toMediaObject(row: MediaRow): MediaObject {
  const variants = row.variants.map((v) => ({
    width: v.width,
    height: v.height,
    format: v.format,
    bytes: v.bytes,
    url: variantUrl(v.key),
  }));
  const largestWebp = variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0];
  const playable = row.originalKey?.startsWith('videos/') ? variantUrl(row.originalKey) : null;
  return {
    id: row.id,
    purpose: row.purpose as MediaPurpose,
    status: row.status as MediaObject['status'],
    failureReason: row.failureReason,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    blurhash: row.blurhash,
    url: largestWebp?.url ?? playable,
    variants,
    createdAt: row.createdAt.toISOString(),
  };
}
