import type { Message } from '@betogether/contracts/chat/chat.schemas';
import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  linkSignerAt,
  mediaObjectsByIds,
  mediaRowsByIds,
  privateFileSigner,
  toMediaObject,
} from '../media/media.read';
import * as repo from './chat.repository';

/** What a chat message may carry: the chat's own uploads (private, served through signed links). */
const CHAT_PURPOSES: readonly string[] = ['chat-image', 'chat-file', 'chat-voice'];

const unusable = (fields: Array<{ field: string; message: string }>) =>
  new AppError('VALIDATION_FAILED', {
    errors: fields.map((error) => ({ ...error, code: 'media_not_usable' })),
  });

/** Two sends raced with the same file: the unique index refused the second. */
export const attachedTwice = () =>
  unusable([{ field: 'mediaIds', message: 'This file was sent in another message' }]);

/**
 * The files a member attaches, checked and in their order, as every member will see them: each
 * one theirs, uploaded for the chat, ready, and not sent in another message; a voice note alone.
 * Nothing is attached when any is refused (422 naming each).
 */
export async function attachable(
  db: Executor,
  senderId: string,
  mediaIds: readonly string[] | undefined,
  now: Date,
): Promise<MediaObject[]> {
  if (!mediaIds?.length) return [];
  const [rows, taken] = await Promise.all([
    mediaRowsByIds(db, mediaIds),
    repo.attachedAlready(db, mediaIds).then((ids) => new Set(ids)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refused = mediaIds.flatMap((id, index) => {
    const row = byId.get(id);
    if (!row || row.ownerId !== senderId || !CHAT_PURPOSES.includes(row.purpose) || row.status !== 'ready')
      return [
        {
          field: `mediaIds.${index}`,
          message: 'This file is not one of yours, not ready, or not for the chat',
        },
      ];
    if (taken.has(id))
      return [{ field: `mediaIds.${index}`, message: 'This file was sent in another message' }];
    return [];
  });
  if (refused.length > 0) throw unusable(refused);
  if (mediaIds.length > 1 && rows.some((row) => row.purpose === 'chat-voice'))
    throw unusable([{ field: 'mediaIds', message: 'A voice note is sent on its own' }]);
  const sign = linkSignerAt(await privateFileSigner(db), now);
  return mediaIds.map((id) => toMediaObject(byId.get(id) as (typeof rows)[number], sign));
}

/** The messages with their files, links signed for this window (none on a deleted message). */
export async function withAttachments(db: Executor, list: Message[], now: Date): Promise<Message[]> {
  const byMessage = await repo.attachmentsOf(
    db,
    list.filter((message) => message.deletedAt === null).map((message) => message.id),
  );
  if (byMessage.size === 0) return list;
  const media = await mediaObjectsByIds(db, [...byMessage.values()].flat(), now);
  return list.map((message) => {
    const ids = byMessage.get(message.id);
    return ids ? { ...message, attachments: ids.flatMap((id) => media.get(id) ?? []) } : message;
  });
}
