import type { ConversationKind } from '@betogether/contracts/chat/chat.constants';
import { REPORT_CONTEXT_MESSAGES } from '@betogether/contracts/moderation/moderation.constants';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationMembers, conversations, messageAttachments, messages } from '../chat/chat.tables';
import { linkSignerAt, privateFileSigner, toMediaObject } from '../media/media.read';
import { mediaObjects } from '../media/media.tables';
import { users } from '../users/users.tables';
import type { Reportable } from './moderation.repository';

/** What a member writes (a story reply too): the product's own messages (system, call) are not reported. */
const reportableKinds = ['text', 'story_reply'];

/**
 * The pictures the message carries: private files, so the snapshot keeps their plain addresses and
 * a moderator looking now (`signAt`) gets links signed for them (as a post's, moderation.repository).
 */
async function picturesOf(db: Executor, messageId: string, signAt?: Date): Promise<string[]> {
  const rows = await db
    .select({ media: mediaObjects })
    .from(messageAttachments)
    .innerJoin(mediaObjects, eq(mediaObjects.id, messageAttachments.mediaId))
    .where(and(eq(messageAttachments.messageId, messageId), eq(mediaObjects.purpose, 'chat-image')))
    .orderBy(asc(messageAttachments.position));
  const sign = signAt && rows.length > 0 ? linkSignerAt(await privateFileSigner(db), signAt) : undefined;
  return rows.flatMap(({ media }) => toMediaObject(media, sign).url ?? []);
}

/**
 * The messages just before the reported one in its conversation (by seq), oldest first: what the
 * moderator, who is not in the conversation, reads it against. Deleted ones say nothing and are
 * left out, as are the product's own messages.
 */
async function contextOf(db: Executor, conversationId: string, seq: number) {
  const rows = await db
    .select({
      text: messages.text,
      createdAt: messages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        lt(messages.seq, seq),
        isNull(messages.deletedAt),
        inArray(messages.kind, reportableKinds),
        isNotNull(messages.text),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(REPORT_CONTEXT_MESSAGES);
  return rows.reverse().map((row) => ({
    senderName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    text: row.text ?? '',
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A chat message as a case shows it: its text, its pictures, its conversation and the messages
 * before it. A reporter reaches it only as a member of its conversation (else the same 404 as
 * reading it); null (a moderator) whatever the conversation. Never a deleted message, nor one
 * without a sender (an account gone) or of the product.
 */
export async function findMessage(
  db: Executor,
  id: string,
  viewerId: string | null,
  signAt?: Date,
): Promise<Reportable | null> {
  const [row] = await db
    .select({
      conversationId: messages.conversationId,
      seq: messages.seq,
      senderId: messages.senderId,
      text: messages.text,
      createdAt: messages.createdAt,
      kind: conversations.kind,
      title: conversations.title,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, id),
        isNull(messages.deletedAt),
        inArray(messages.kind, reportableKinds),
        viewerId
          ? sql`exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${messages.conversationId} and ${conversationMembers.userId} = ${viewerId})`
          : undefined,
      ),
    )
    .limit(1);
  if (!row?.senderId) return null;
  return {
    authorId: row.senderId,
    snapshot: {
      body: row.text ?? '',
      pictures: await picturesOf(db, id, signAt),
      postId: null,
      audience: null,
      createdAt: row.createdAt.toISOString(),
      conversation: { kind: row.kind as ConversationKind, title: row.title },
      context: await contextOf(db, row.conversationId, row.seq),
    },
  };
}
