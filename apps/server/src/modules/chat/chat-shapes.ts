import type {
  AttachmentKind,
  ConversationKind,
  MemberRole,
  MessageKind,
  PartnerSubject,
  PartnerThreadStatus,
} from '@betogether/contracts/chat/chat.constants';
import type { ConversationSummary, Message, Room } from '@betogether/contracts/chat/chat.schemas';
import { type PersonRow, toPerson } from '../users/users.read';
import type { ConversationListRow, MessageViewRow } from './chat.repository';
import type { ConversationRow } from './chat.tables';

/** `chat-image` → image, `chat-voice` → voice, any other file → file. */
function attachmentKindOf(purpose: string): AttachmentKind {
  if (purpose === 'chat-image') return 'image';
  if (purpose === 'chat-voice') return 'voice';
  return 'file';
}

/** A person of a left join: null when there is none (a system message, an account gone). */
function personOrNull(row: PersonRow | null) {
  return row ? toPerson(row) : null;
}

export function toMessage(row: MessageViewRow): Message {
  const { message } = row;
  const deleted = message.deletedAt !== null;
  return {
    id: message.id,
    conversationId: message.conversationId,
    seq: message.seq,
    clientId: message.clientId,
    sender: personOrNull(row.sender),
    kind: message.kind as MessageKind,
    text: deleted ? null : message.text,
    replyTo: !row.quoted
      ? null
      : {
          id: row.quoted.id,
          seq: row.quoted.seq,
          sender: personOrNull(row.quotedSender),
          text: row.quoted.deletedAt === null ? row.quoted.text : null,
          deleted: row.quoted.deletedAt !== null,
        },
    reactions: deleted ? [] : (row.reactions ?? []),
    myReaction: deleted ? null : row.myReaction,
    preview: null,
    meta: message.meta ?? null,
    attachments: [],
    createdAt: message.createdAt.toISOString(),
    editedAt: message.editedAt?.toISOString() ?? null,
    deletedAt: message.deletedAt?.toISOString() ?? null,
  };
}

export function toSummary(row: ConversationListRow, now: Date): ConversationSummary {
  const { conversation, member, last } = row;
  const muted = member.mutedUntil !== null && member.mutedUntil > now;
  return {
    id: conversation.id,
    kind: conversation.kind as ConversationKind,
    title: conversation.title,
    avatarUrl: conversation.kind === 'direct' ? (row.peer?.avatarUrl ?? null) : conversation.avatarUrl,
    description: conversation.description,
    peer: conversation.kind === 'direct' ? personOrNull(row.peer) : null,
    partnerThread:
      conversation.kind === 'partner' && row.partner && conversation.subjectType && conversation.status
        ? {
            partner: toPerson(row.partner),
            subjectType: conversation.subjectType as PartnerSubject,
            subjectId: conversation.subjectId,
            status: conversation.status as PartnerThreadStatus,
            member: personOrNull(row.opener),
          }
        : null,
    memberCount: conversation.memberCount,
    myRole: member.role as MemberRole,
    lastSeq: conversation.lastSeq,
    lastMessage: !last
      ? null
      : {
          id: last.id,
          seq: last.seq,
          sender: personOrNull(row.lastSender),
          kind: last.kind as MessageKind,
          text: last.deletedAt === null ? last.text : null,
          meta: last.meta ?? null,
          attachments: last.deletedAt === null ? (last.filePurposes ?? []).map(attachmentKindOf) : [],
          createdAt: last.createdAt.toISOString(),
          deleted: last.deletedAt !== null,
        },
    unread: Math.max(0, conversation.lastSeq - member.readSeq),
    mutedUntil: muted ? (member.mutedUntil?.toISOString() ?? null) : null,
    lastActivityAt: conversation.lastActivityAt.toISOString(),
  };
}

export function toRoom(conversation: ConversationRow, joined: boolean): Room {
  return {
    id: conversation.id,
    title: conversation.title ?? '',
    description: conversation.description,
    memberCount: conversation.memberCount,
    joined,
    lastActivityAt: conversation.lastActivityAt.toISOString(),
  };
}
