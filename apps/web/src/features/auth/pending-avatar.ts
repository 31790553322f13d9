import { usersEndpoints } from '@betogether/contracts/users/users.endpoints';
import type { User } from '@betogether/contracts/users/users.schemas';
import { call } from '@/lib/api-client';
import { session } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';

/**
 * A photo chosen during registration cannot be uploaded before the account exists: it waits in
 * this tab's session storage with the email it belongs to, and goes up as soon as that account is
 * signed in, here or in another tab (the session follows a sign-in made in another tab).
 */
type Kept = { email: string; photo: string };

function readKept(): Kept | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKeys.pendingAvatar) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { email, photo } = value as Record<string, unknown>;
    return typeof email === 'string' && typeof photo === 'string' ? { email, photo } : null;
  } catch {
    return null;
  }
}

export function keepAvatarForLater(email: string, photo: string | null): void {
  if (!photo) {
    sessionStorage.removeItem(storageKeys.pendingAvatar);
    return;
  }
  try {
    sessionStorage.setItem(storageKeys.pendingAvatar, JSON.stringify({ email, photo }));
  } catch {
    // A full storage loses the photo; the member can add one from the profile page.
  }
}

/** The photo as a Blob, decoded by hand: the CSP does not let `fetch` read data: URLs. */
function dataUrlToBlob(dataUrl: string): Blob {
  const [head = '', data = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** Uploads the kept photo in the background and makes it the avatar of `user`, if it is theirs. */
export function uploadKeptAvatar(user: Pick<User, 'email'>): void {
  const kept = readKept();
  if (!kept || kept.email !== user.email.toLowerCase()) return;
  sessionStorage.removeItem(storageKeys.pendingAvatar);
  void (async () => {
    try {
      // The uploader is fetched only when there is a photo to send (not with the sign-in page).
      const [{ startUpload }, { waitUntilProcessed }] = await Promise.all([
        import('@/lib/uploader/upload-file'),
        import('@/lib/uploader/use-upload'),
      ]);
      const media = await waitUntilProcessed(
        await startUpload(dataUrlToBlob(kept.photo), { purpose: 'avatar', fileName: 'avatar.jpg' }).promise,
      );
      const answer = await call(usersEndpoints.editProfile, { body: { avatarMediaId: media.id } });
      session.setUser(answer.data.user);
    } catch (error) {
      // The account works without it; the member can add a photo from the profile page.
      console.error('Could not set the photo chosen at registration', error);
    }
  })();
}

// The email confirmed in another tab: this tab follows the sign-in and sends the photo it kept.
session.subscribe(() => {
  const user = session.getState().userData;
  if (user) uploadKeptAvatar(user);
});
