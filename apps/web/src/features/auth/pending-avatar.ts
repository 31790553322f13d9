import { usersEndpoints } from '@betogether/contracts/users/users.endpoints';
import { call } from '@/lib/api-client';
import { session } from '@/lib/session';
import { startUpload } from '@/lib/uploader/upload-file';
import { waitUntilProcessed } from '@/lib/uploader/use-upload';

/**
 * A photo chosen during registration cannot be uploaded before the account exists: it waits in
 * memory (never on disk) and goes up right after the email is confirmed.
 */
let pending: Blob | null = null;

export function keepAvatarForLater(photo: Blob | null): void {
  pending = photo;
}

/** Uploads the kept photo in the background and makes it the member's avatar. */
export function uploadKeptAvatar(): void {
  const photo = pending;
  pending = null;
  if (!photo) return;
  void (async () => {
    try {
      const media = await waitUntilProcessed(
        await startUpload(photo, { purpose: 'avatar', fileName: 'avatar.jpg' }).promise,
      );
      const answer = await call(usersEndpoints.editProfile, { body: { avatarMediaId: media.id } });
      session.setUser(answer.data.user);
    } catch (error) {
      // The account works without it; the member can add a photo from the profile page.
      console.error('Could not set the photo chosen at registration', error);
    }
  })();
}
