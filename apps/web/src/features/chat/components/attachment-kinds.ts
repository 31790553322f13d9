import type { AttachmentKind } from '@betogether/contracts/chat/chat.constants';
import type { MediaObject } from '@betogether/contracts/media/media.schemas';

/** What the list says of a message's files: a picture, a voice note, or else a file. */
export function attachmentKinds(files: readonly Pick<MediaObject, 'purpose'>[]): AttachmentKind[] {
  return files.map((file) =>
    file.purpose === 'chat-image' ? 'image' : file.purpose === 'chat-voice' ? 'voice' : 'file',
  );
}
