import { hkdfSync } from 'node:crypto';
import { createUrlSigner } from '../../platform/signed-urls';

/** A reviewer's link to a photo works this long; each opening is logged. */
const PHOTO_LINK_TTL_MS = 5 * 60 * 1000;

/**
 * Links to KYC photos: `/kyc-photos/<photo>/<viewer>?expires&signature`. The viewer is part of what
 * is signed, so the log knows who opened it (a link passed on is still logged as its viewer's). The
 * signing key is derived from the master key: every process that can read the photos can check them.
 */
export function createPhotoLinks(masterKey: Buffer) {
  const signer = createUrlSigner(
    Buffer.from(hkdfSync('sha256', masterKey, '', 'kyc-photo-links', 32)).toString('base64url'),
  );
  const pathOf = (photoId: string, viewerId: string) => `/kyc-photos/${photoId}/${viewerId}`;
  return {
    sign(photoId: string, viewerId: string, now: Date) {
      const expiresAt = new Date(now.getTime() + PHOTO_LINK_TTL_MS);
      return { url: signer.sign(pathOf(photoId, viewerId), expiresAt), expiresAt };
    },
    verify(
      photoId: string,
      viewerId: string,
      expires: string | undefined,
      signature: string | undefined,
      now: Date,
    ) {
      return signer.verify(pathOf(photoId, viewerId), expires, signature, now);
    },
  };
}

export type PhotoLinks = ReturnType<typeof createPhotoLinks>;
