import { randomBytes } from 'node:crypto';
import type { MediaObject, MediaPurpose } from '@betogether/contracts/media/media.schemas';
import type { Executor } from '../../db/client';
import { createUrlSigner, type UrlSigner } from '../../platform/signed-urls';
import { signingSecret } from './media.repository';
import type { MediaRow } from './media.tables';

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
    url: largestWebp?.url ?? video?.sources[0]?.url ?? null,
    variants,
    video,
    progress: row.status === 'processing' && row.progress !== null ? row.progress / 1000 : null,
    createdAt: row.createdAt.toISOString(),
  };
}
