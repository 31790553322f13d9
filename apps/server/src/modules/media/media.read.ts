import { randomBytes } from 'node:crypto';
import type { MediaObject, MediaPurpose } from '@betogether/contracts/media/media.schemas';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { createUrlSigner, type UrlSigner } from '../../platform/signed-urls';
import { signingSecret } from './media.repository';
import { type MediaRow, mediaObjects } from './media.tables';

/** What other modules may read of media (the declared shared layer: see biome.json). */

/** Variants are served by `GET /files/{folder}/{name}` (signed when the file is not public). */
function variantUrl(key: string): string {
  return `/files/${key}`;
}

/**
 * Signed links of private files are made for windows of this length and live one more window
 * (15 to 30 minutes): within a window a file keeps one address, so the browser's private cache
 * and the lists' cached answers keep working, and a copied link soon stops.
 */
const PRIVATE_LINK_WINDOW_MS = 15 * 60 * 1000;

/** Signs `/files/<key>` until the end of the window after the current one. */
export type LinkSigner = (path: string) => string;

const signers = new WeakMap<object, Promise<UrlSigner>>();

/**
 * The signer of private file links, one per database (its secret is made once, shared by every
 * process): the media routes check what post cards and the media calls sign.
 */
export function privateFileSigner(db: Executor): Promise<UrlSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = signingSecret(db, 'private-files', randomBytes(32).toString('base64url')).then(createUrlSigner);
    signers.set(db, signer);
    signer.catch(() => signers.delete(db));
  }
  return signer;
}

/** Links valid until the end of the next window after `now`. */
export function linkSignerAt(signer: UrlSigner, now: Date): LinkSigner {
  const window = Math.floor(now.getTime() / PRIVATE_LINK_WINDOW_MS);
  const expiresAt = new Date((window + 2) * PRIVATE_LINK_WINDOW_MS);
  return (path) => signer.sign(path, expiresAt);
}

/**
 * A ready file stored as sent (a chat file, a voice note): the stored file itself. Never an
 * original waiting under `originals/` for its processing (those are never served).
 */
function storedAsIsKey(row: MediaRow): string | null {
  const key = row.originalKey;
  return row.status === 'ready' && key && !key.startsWith('originals/') ? key : null;
}

/**
 * The wire shape of a stored file (also what modules showing attached media use, e.g. posts).
 * A private file's addresses answer 404 unsigned: with `sign`, they come as signed links (a
 * public file keeps its plain, cacheable address).
 */
export function toMediaObject(row: MediaRow, sign?: LinkSigner): MediaObject {
  const signed = row.visibility === 'private' ? sign : undefined;
  const url = (key: string) => (signed ? signed(variantUrl(key)) : variantUrl(key));
  const variants = row.variants.map((v) => ({
    width: v.width,
    height: v.height,
    format: v.format,
    bytes: v.bytes,
    url: url(v.key),
  }));
  const largestWebp = variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0];
  const video = row.video
    ? {
        durationSeconds: (row.durationMs ?? 0) / 1000,
        posterUrl: url(row.video.posterKey),
        sources: row.video.renditions.map((r) => ({
          label: r.label,
          width: r.width,
          height: r.height,
          url: url(r.key),
          bytes: r.bytes,
        })),
        // Playlists name their segments by relative address: only a public video has them.
        hlsUrl: row.video.hlsKey && !signed ? url(row.video.hlsKey) : null,
      }
    : null;
  const asIsKey = storedAsIsKey(row);
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
    url: largestWebp?.url ?? video?.sources[0]?.url ?? (asIsKey ? url(asIsKey) : null),
    variants,
    video,
    progress: row.status === 'processing' && row.progress !== null ? row.progress / 1000 : null,
    fileName: row.fileName,
    durationSeconds: row.durationMs === null ? null : row.durationMs / 1000,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Files by id, in no particular order; ids that are not (any more) left out. */
export async function mediaRowsByIds(db: Executor, ids: readonly string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mediaObjects)
    .where(inArray(mediaObjects.id, [...new Set(ids)]));
}

/**
 * Files by id as the members the caller shows them to see them (a chat's attachments, sent by one
 * member, seen by the others): private ones with links signed for this window (`linkSignerAt`).
 * Who may see them is the caller's rule; ids not found are absent from the map.
 */
export async function mediaObjectsByIds(
  db: Executor,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, MediaObject>> {
  const rows = await mediaRowsByIds(db, ids);
  const sign = rows.some((row) => row.visibility === 'private')
    ? linkSignerAt(await privateFileSigner(db), now)
    : undefined;
  return new Map(rows.map((row) => [row.id, toMediaObject(row, sign)]));
}
