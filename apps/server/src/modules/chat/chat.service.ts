import {
  CHAT_LIMITS,
  type ConversationKind,
  type MemberRole,
  type PartnerSubject,
  type PartnerThreadStatus,
  POST_LINK,
} from '@betogether/contracts/chat/chat.constants';
import type {
  ChatSettings,
  Conversation,
  ConversationMember,
  ConversationSummary,
  Message,
  SendMessageBody,
} from '@betogether/contracts/chat/chat.schemas';
import { afterCommit } from '../../db/after-commit';
import type { Executor } from '../../db/client';
import { databaseError, SQLSTATE } from '../../db/sql-state';
import type { AuditScope } from '../../platform/audit-scope';
import { AppError } from '../../platform/errors';
import { decodeTimeCursor, encodeCursor, timeCursorOf } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { prefixTsQuery, searchTermsOf } from '../../platform/search-text';
import type { MediaService } from '../media/media.service';
import { toPerson } from '../users/users.read';
import * as repo from './chat.repository';
import type { ConversationRow } from './chat.tables';
import { attachable, attachedTwice, withAttachments } from './chat-attachments';
import { toMessage, toRoom, toSummary } from './chat-shapes';

type Deps = Pick<Platform, 'db' | 'clock' | 'realtime' | 'events'> & {
  /** A group's picture: an `avatar` upload of the member who sets it, ready. */
  media: Pick<MediaService, 'readyMedia'>;
};

/** A reader who is nobody: a message seen without anyone's own reaction. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const isUniqueViolation = (error: unknown, constraint: string) => {
  const found = databaseError(error);
  return found?.code === SQLSTATE.uniqueViolation && found.constraint === constraint;
};

/**
 * Conversations and messages ([10], docs/decisions.md "Chat"). Every call first checks that the
 * caller is a member: anyone else gets CONVERSATION_NOT_FOUND (404), as if it did not exist.
 * Messages are numbered per conversation under the conversation row's lock; live events leave
 * after the commit, to every tab of each member.
 */
export function createChatService({ db, clock, realtime, events, media }: Deps) {
  /** The caller's membership, or 404. */
  async function memberOf(tx: Executor, conversationId: string, userId: string) {
    const member = await repo.membership(tx, conversationId, userId);
    const conversation = member && (await repo.findConversation(tx, conversationId));
    if (!member || !conversation) throw new AppError('CONVERSATION_NOT_FOUND');
    return { member, conversation };
  }

  /** The other member of a direct conversation (null when their account is gone). */
  function peerOf(conversation: ConversationRow, userId: string) {
    if (conversation.kind !== 'direct' || !conversation.directKey) return null;
    const [a, b] = conversation.directKey.split(':');
    return a === userId ? (b ?? null) : (a ?? null);
  }

  /** Why the caller may not write here now (a direct conversation with someone who blocks or refuses). */
  async function refusal(tx: Executor, conversation: ConversationRow, userId: string) {
    const peer = peerOf(conversation, userId);
    return peer ? repo.refusalBetween(tx, userId, peer) : null;
  }

  async function summaryOf(
    tx: Executor,
    userId: string,
    conversationId: string,
  ): Promise<ConversationSummary> {
    const [row] = await repo.conversationRows(tx, userId, { limit: 1, ids: [conversationId] });
    if (!row) throw new AppError('CONVERSATION_NOT_FOUND');
    return toSummary(row, clock.now());
  }

  async function detailOf(tx: Executor, userId: string, conversationId: string): Promise<Conversation> {
    const summary = await summaryOf(tx, userId, conversationId);
    const conversation = await repo.findConversation(tx, conversationId);
    if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
    const rows = await repo.membersOf(tx, conversationId);
    const mine = rows.find((row) => row.member.userId === userId);
    // Receipts are mutual: who keeps theirs to themselves sees nobody's.
    const seeReceipts = mine?.readReceipts ?? true;
    const now = clock.now();
    const silenced = (row: (typeof rows)[number]) =>
      row.member.silencedUntil !== null && row.member.silencedUntil > now;
    // A room lists its owner and moderators (and me); its moderators also see whom they muted.
    const moderating = mine?.member.role === 'owner' || mine?.member.role === 'moderator';
    const listed =
      conversation.kind === 'community'
        ? rows.filter(
            (row) =>
              row.member.role !== 'member' || row.member.userId === userId || (moderating && silenced(row)),
          )
        : rows;
    const members: ConversationMember[] = listed.map((row) => {
      const shown = row.member.userId === userId || (seeReceipts && row.readReceipts);
      return {
        person: toPerson(row.person),
        role: row.member.role as MemberRole,
        joinedAt: row.member.joinedAt.toISOString(),
        silencedUntil: silenced(row) ? (row.member.silencedUntil?.toISOString() ?? null) : null,
        deliveredSeq: shown ? row.member.deliveredSeq : null,
        readSeq: shown ? row.member.readSeq : null,
      };
    });
    // Muted in a room: they read, they cannot write (`silencedUntil` says until when).
    const writes = !(mine && silenced(mine)) && (await refusal(tx, conversation, userId)) === null;
    return { ...summary, members, canWrite: writes };
  }

  async function messageView(tx: Executor, messageId: string, readerId: string): Promise<Message> {
    const [row] = await repo.messageRows(tx, repo.messageIdIs(messageId), 'asc', 1, readerId);
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    const [message] = await readable(tx, readerId, [toMessage(row)]);
    return message as Message;
  }

  /** Messages as this reader sees them: previews of the posts they may see, files signed for them. */
  async function readable(tx: Executor, readerId: string, list: Message[]): Promise<Message[]> {
    return withAttachments(tx, await withPreviews(tx, readerId, list), clock.now());
  }

  /**
   * The preview of the first link to one of our posts in each message, as this reader may see the
   * post (NOBODY: public posts only, for what every member receives alike).
   */
  async function withPreviews(tx: Executor, readerId: string, list: Message[]): Promise<Message[]> {
    const linked = new Map<string, string>();
    for (const message of list) {
      const postId = message.text ? POST_LINK.exec(message.text)?.[1]?.toLowerCase() : undefined;
      if (postId) linked.set(message.id, postId);
    }
    if (linked.size === 0) return list;
    const found = new Map(
      (await repo.visiblePosts(tx, readerId, [...new Set(linked.values())])).map((post) => [post.id, post]),
    );
    return list.map((message) => {
      const post = found.get(linked.get(message.id) ?? '');
      if (!post) return message;
      const excerpt = Array.from(post.body.trim()).slice(0, 160).join('');
      return { ...message, preview: { postId: post.id, author: toPerson(post.author), excerpt } };
    });
  }

  /** A message as every member receives it live: the same for all, so previews of public posts only. */
  async function sharedView(tx: Executor, message: Message): Promise<Message> {
    if (!message.preview) return message;
    const [shared] = await withPreviews(tx, NOBODY, [{ ...message, preview: null }]);
    return shared as Message;
  }

  /** Tells every tab of every member, once the transaction has committed. */
  async function tellMembers(tx: Executor, conversationId: string, send: (memberIds: string[]) => void) {
    const ids = await repo.memberIds(tx, conversationId);
    await afterCommit(tx, () => send(ids));
  }

  async function tellConversationChanged(tx: Executor, conversationId: string, alsoTo: string[] = []) {
    await tellMembers(tx, conversationId, (ids) =>
      realtime.emitToUsers([...new Set([...ids, ...alsoTo])], 'chat:conversation', { conversationId }),
    );
  }

  /** Writes a message of the product (a group created, a member added) as the next one. */
  async function systemMessage(
    tx: Executor,
    conversationId: string,
    actorId: string | null,
    meta: Record<string, unknown>,
    kind: 'system' | 'call' = 'system',
  ) {
    const now = clock.now();
    const seq = await repo.nextSeq(tx, conversationId, now);
    const row = await repo.insertMessage(tx, {
      conversationId,
      seq,
      senderId: actorId,
      kind,
      text: null,
      meta,
      createdAt: now,
    });
    if (actorId) await repo.setMemberSeqs(tx, conversationId, actorId, { readSeq: seq });
    const message = await messageView(tx, row.id, actorId ?? NOBODY);
    await tellMembers(tx, conversationId, (ids) => realtime.emitToUsers(ids, 'chat:message', { message }));
    return seq;
  }

  /** Checks the people to add: accounts, and each one takes being added by `actorId`. */
  async function checkInvitees(tx: Executor, actorId: string, userIds: string[]) {
    const ids = [...new Set(userIds)].filter((id) => id !== actorId);
    const found = await repo.people(tx, ids);
    if (found.length !== ids.length) throw new AppError('CHAT_MEMBER_NOT_FOUND');
    for (const person of found) {
      const why = await repo.refusalBetween(tx, actorId, person.id);
      if (why) throw new AppError(why, { detail: `@${person.username} cannot be added by you` });
    }
    return ids;
  }

  /** A page of rows ordered by last activity (newest first), with the cursor of the next one. */
  function byActivity<Row extends { conversation: ConversationRow }, Item>(
    rows: Row[],
    limit: number,
    map: (row: Row) => Item,
  ) {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(map),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor(
              timeCursorOf({ createdAt: last.conversation.lastActivityAt, id: last.conversation.id }),
            )
          : null,
    };
  }

  /** My conversations by last activity; only the partner threads of a status for a partner's queue. */
  async function conversationPage(
    userId: string,
    query: { limit: number; cursor?: string | undefined; kind?: ConversationKind | undefined },
    partnerQueue?: PartnerThreadStatus,
  ) {
    const after = decodeTimeCursor(query.cursor);
    const rows = await repo.conversationRows(db, userId, {
      limit: query.limit + 1,
      after: after && { at: after.createdAt, id: after.id },
      ...(partnerQueue ? { partnerQueue } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
    });
    const now = clock.now();
    return byActivity(rows, query.limit, (row) => toSummary(row, now));
  }

  /** Groups and rooms have a name, roles and members to manage; direct and partner threads do not. */
  function managed(conversation: ConversationRow) {
    if (conversation.kind === 'direct' || conversation.kind === 'partner')
      throw new AppError('CHAT_NOT_A_GROUP');
  }

  const moderates = (role: string) => role === 'owner' || role === 'moderator';

  async function createWithMembers(
    userId: string,
    kind: 'group' | 'private',
    body: { title: string; memberIds: string[] },
  ) {
    return db.transaction(async (tx) => {
      const ids = await checkInvitees(tx, userId, body.memberIds);
      if (ids.length === 0)
        throw new AppError('CHAT_MEMBER_NOT_FOUND', { detail: 'Add at least one other person' });
      const conversation = await repo.insertConversation(tx, {
        kind,
        title: body.title,
        ownerId: userId,
        lastActivityAt: clock.now(),
      });
      await repo.addMembers(
        tx,
        conversation.id,
        [{ userId, role: 'owner' }, ...ids.map((id) => ({ userId: id, role: 'member' as const }))],
        0,
      );
      await systemMessage(tx, conversation.id, userId, {
        event: 'created',
        title: body.title,
        conversationKind: kind,
      });
      await tellConversationChanged(tx, conversation.id);
      return detailOf(tx, userId, conversation.id);
    });
  }

  return {
    list: (
      userId: string,
      query: { limit: number; cursor?: string | undefined; kind?: ConversationKind | undefined },
    ) => conversationPage(userId, query),

    async conversation(userId: string, conversationId: string) {
      return db.transaction(async (tx) => {
        await memberOf(tx, conversationId, userId);
        return detailOf(tx, userId, conversationId);
      });
    },

    /** The conversation with this member: the one they have, or a new one when the rules allow. */
    async openDirect(userId: string, otherId: string): Promise<Conversation & { created: boolean }> {
      if (otherId === userId) throw new AppError('CHAT_OWN_CONVERSATION');
      return db.transaction(async (tx) => {
        const existing = await repo.findDirect(tx, userId, otherId);
        if (existing) return { ...(await detailOf(tx, userId, existing.id)), created: false };
        const [other] = await repo.people(tx, [otherId]);
        if (!other) throw new AppError('CHAT_MEMBER_NOT_FOUND');
        const why = await repo.refusalBetween(tx, userId, otherId);
        if (why) throw new AppError(why);
        const { conversation, created } = await repo.ensureDirect(tx, userId, otherId, clock.now());
        return { ...(await detailOf(tx, userId, conversation.id)), created };
      });
    },

    /**
     * A reply to a story lands in the direct conversation of its viewer and author, in the reply's
     * own transaction, when the author takes messages from the viewer (else it stays a notification).
     */
    async storyReply(
      tx: Executor,
      reply: { viewerId: string; authorId: string; storyId: string; replyId: string; text: string },
    ) {
      if (await repo.refusalBetween(tx, reply.viewerId, reply.authorId)) return;
      const now = clock.now();
      const { conversation } = await repo.ensureDirect(tx, reply.viewerId, reply.authorId, now);
      const seq = await repo.nextSeq(tx, conversation.id, now);
      const row = await repo.insertMessage(tx, {
        conversationId: conversation.id,
        seq,
        senderId: reply.viewerId,
        clientId: reply.replyId,
        kind: 'story_reply',
        text: reply.text,
        meta: { storyId: reply.storyId },
        createdAt: now,
      });
      await repo.setMemberSeqs(tx, conversation.id, reply.viewerId, { readSeq: seq });
      const message = await sharedView(tx, await messageView(tx, row.id, reply.viewerId));
      await tellMembers(tx, conversation.id, (ids) => realtime.emitToUsers(ids, 'chat:message', { message }));
    },

    createGroup: (userId: string, body: { title: string; memberIds: string[] }) =>
      createWithMembers(userId, 'group', body),

    /** A private room: like a group, but its owner alone invites and removes. */
    createPrivateRoom: (userId: string, body: { title: string; memberIds: string[] }) =>
      createWithMembers(userId, 'private', body),

    async updateGroup(
      userId: string,
      conversationId: string,
      body: { title?: string | undefined; avatarMediaId?: string | null | undefined },
    ) {
      // Checked first: the picture is the caller's own upload, ready (422 otherwise).
      const avatarUrl =
        body.avatarMediaId === undefined
          ? undefined
          : body.avatarMediaId === null
            ? null
            : (await media.readyMedia(userId, body.avatarMediaId, 'avatar', 'avatarMediaId')).url;
      return db.transaction(async (tx) => {
        const { member, conversation } = await memberOf(tx, conversationId, userId);
        managed(conversation);
        // A group's members all name it and choose its picture; a room's owner and moderators do.
        if (conversation.kind !== 'group' && !moderates(member.role)) throw new AppError('CHAT_FORBIDDEN');
        if (avatarUrl !== undefined && conversation.avatarUrl !== avatarUrl) {
          await repo.updateConversation(tx, conversationId, { avatarUrl });
          await systemMessage(tx, conversationId, userId, {
            event: avatarUrl ? 'pictured' : 'unpictured',
            conversationKind: conversation.kind,
          });
          await tellConversationChanged(tx, conversationId);
        }
        if (body.title !== undefined && conversation.title !== body.title) {
          await repo.updateConversation(tx, conversationId, { title: body.title });
          await systemMessage(tx, conversationId, userId, {
            event: 'renamed',
            title: body.title,
            conversationKind: conversation.kind,
          });
          await tellConversationChanged(tx, conversationId);
        }
        return detailOf(tx, userId, conversationId);
      });
    },

    /**
     * Any member of a group adds people (up to 250 in all), the owner of a private room does; each
     * one willing to be added by them. Nobody is added to a community room: people join.
     */
    async addMembers(userId: string, conversationId: string, userIds: string[]) {
      return db.transaction(async (tx) => {
        const { member, conversation } = await memberOf(tx, conversationId, userId);
        if (conversation.kind !== 'group' && conversation.kind !== 'private')
          throw new AppError('CHAT_NOT_A_GROUP');
        if (conversation.kind === 'private' && member.role !== 'owner') throw new AppError('CHAT_FORBIDDEN');
        const ids = await checkInvitees(tx, userId, userIds);
        const current = new Set(await repo.memberIds(tx, conversationId));
        const fresh = ids.filter((id) => !current.has(id));
        if (current.size + fresh.length > CHAT_LIMITS.groupMembers) throw new AppError('CHAT_GROUP_FULL');
        const added = await repo.addMembers(
          tx,
          conversationId,
          fresh.map((id) => ({ userId: id, role: 'member' as const })),
          conversation.lastSeq,
        );
        if (added.length > 0) {
          await systemMessage(tx, conversationId, userId, { event: 'added', userIds: added });
          await tellConversationChanged(tx, conversationId);
        }
        return detailOf(tx, userId, conversationId);
      });
    },

    /**
     * Leaving (oneself), or removing someone: the owner of a group or private room, the owner or a
     * moderator of a community room (not another moderator). An owner who leaves hands it on.
     */
    async removeMember(userId: string, conversationId: string, targetId: string) {
      await db.transaction(async (tx) => {
        const { member, conversation } = await memberOf(tx, conversationId, userId);
        if (conversation.kind === 'direct' || conversation.kind === 'partner')
          throw new AppError('CHAT_NOT_A_GROUP');
        const leaving = targetId === userId;
        const target = leaving ? member : await repo.membership(tx, conversationId, targetId);
        if (!target) throw new AppError('CHAT_MEMBER_NOT_FOUND');
        const mayRemove =
          member.role === 'owner' ||
          (conversation.kind === 'community' && member.role === 'moderator' && target.role === 'member');
        if (!leaving && !mayRemove) throw new AppError('CHAT_FORBIDDEN');
        await systemMessage(tx, conversationId, userId, {
          event: leaving ? 'left' : 'removed',
          userIds: [targetId],
          conversationKind: conversation.kind,
        });
        await repo.removeMember(tx, conversationId, targetId);
        if (leaving && member.role === 'owner') {
          const [heir] = await repo.membersOf(tx, conversationId);
          if (heir) {
            await repo.updateConversation(tx, conversationId, { ownerId: heir.member.userId });
            await repo.setRole(tx, conversationId, heir.member.userId, 'owner');
          }
        }
        await tellConversationChanged(tx, conversationId, [targetId]);
      });
    },

    async messages(
      userId: string,
      conversationId: string,
      query: { beforeSeq?: number | undefined; afterSeq?: number | undefined; limit: number },
    ) {
      await memberOf(db, conversationId, userId);
      const forward = query.afterSeq !== undefined;
      const position = forward
        ? { afterSeq: query.afterSeq }
        : query.beforeSeq === undefined
          ? {}
          : { beforeSeq: query.beforeSeq };
      const rows = await repo.messageRows(
        db,
        repo.historyWhere(conversationId, position as { beforeSeq?: number; afterSeq?: number }),
        forward ? 'asc' : 'desc',
        query.limit + 1,
        userId,
      );
      const page = await readable(db, userId, rows.slice(0, query.limit).map(toMessage));
      return { items: forward ? page : page.reverse(), hasMore: rows.length > query.limit };
    },

    /**
     * Stores a message once per `clientId` (a resend answers the first, `replayed`), numbered after
     * the last one; the sender has read everything up to it.
     */
    async send(
      userId: string,
      conversationId: string,
      body: SendMessageBody,
    ): Promise<Message & { replayed: boolean }> {
      // Few round trips, and only three while the conversation row is locked (nextSeq to commit).
      const attempt = (afterConflict: boolean) =>
        db.transaction(async (tx) => {
          const found = await repo.senderContext(tx, conversationId, userId);
          if (!found) throw new AppError('CONVERSATION_NOT_FOUND');
          const { member, conversation, sender } = found;
          // A clientId sent before is found by its unique index: the first try inserts, and only a
          // conflict looks the stored message up (or files, which a first send made "sent" already).
          const earlier =
            afterConflict || body.mediaIds?.length
              ? await repo.findByClientId(tx, conversationId, userId, body.clientId)
              : undefined;
          if (afterConflict && !earlier) throw new Error('message conflict without a message');
          if (earlier) {
            if (
              (earlier.text ?? undefined) !== body.text ||
              (earlier.replyToId ?? undefined) !== body.replyToId
            )
              throw new AppError('CHAT_CLIENT_ID_REUSED');
            return { ...(await messageView(tx, earlier.id, userId)), replayed: true };
          }
          const why = await refusal(tx, conversation, userId);
          if (why) throw new AppError(why);
          if (member.silencedUntil && member.silencedUntil > clock.now()) throw new AppError('CHAT_SILENCED');
          const quoted = body.replyToId ? await repo.quotedMessage(tx, body.replyToId) : undefined;
          if (body.replyToId && quoted?.conversationId !== conversationId)
            throw new AppError('MESSAGE_NOT_FOUND');
          const memberIds = await repo.memberIds(tx, conversationId);
          const now = clock.now();
          const files = await attachable(tx, userId, body.mediaIds, now);
          const seq = await repo.nextSeq(tx, conversationId, now);
          const row = await repo.insertMessage(tx, {
            conversationId,
            seq,
            senderId: userId,
            clientId: body.clientId,
            kind: 'text',
            text: body.text ?? null,
            replyToId: body.replyToId ?? null,
            createdAt: now,
          });
          await repo.insertAttachments(
            tx,
            row.id,
            files.map((file) => file.id),
          );
          await repo.markOwnSeq(tx, conversationId, userId, seq);
          // A new word in a resolved partner thread opens it again.
          if (conversation.kind === 'partner' && conversation.status === 'resolved') {
            await repo.updateConversation(tx, conversationId, { status: 'open' });
            await tellConversationChanged(tx, conversationId);
          }
          const built = {
            ...toMessage({
              message: row,
              sender,
              quoted: quoted?.quoted ?? null,
              quotedSender: quoted?.quotedSender ?? null,
              reactions: null,
              myReaction: null,
            }),
            attachments: files,
          };
          const [message] = await withPreviews(tx, userId, [built]);
          const shared = await sharedView(tx, message as Message);
          await afterCommit(tx, () => realtime.emitToUsers(memberIds, 'chat:message', { message: shared }));
          await events.publish(tx, 'chat.message-sent', {
            conversationId,
            messageId: row.id,
            senderId: userId,
            seq,
          });
          return { ...(message as Message), replayed: false };
        });
      try {
        return await attempt(false);
      } catch (error) {
        // Sent before, or twice at once: the stored one answers.
        if (isUniqueViolation(error, 'messages_client_id')) return attempt(true);
        if (isUniqueViolation(error, 'message_attachments_media_key')) throw attachedTwice();
        throw error;
      }
    },

    async edit(userId: string, messageId: string, text: string) {
      return db.transaction(async (tx) => {
        const row = await ownMessage(tx, userId, messageId);
        if (row.kind !== 'text') throw new AppError('CHAT_NOT_YOURS');
        const now = clock.now();
        if (now.getTime() - row.createdAt.getTime() > CHAT_LIMITS.editMinutes * 60_000)
          throw new AppError('CHAT_EDIT_TOO_LATE');
        if (row.text !== text) await repo.updateMessage(tx, messageId, { text, editedAt: now });
        return changed(tx, messageId, userId, null);
      });
    },

    /** Its author, or an owner or moderator of a group or room, deletes it: it stays as "deleted". */
    async remove(userId: string, messageId: string) {
      return db.transaction(async (tx) => {
        const row = await repo.findMessage(tx, messageId);
        if (!row) throw new AppError('MESSAGE_NOT_FOUND');
        const member = await repo.membership(tx, row.conversationId, userId);
        if (!member) throw new AppError('MESSAGE_NOT_FOUND');
        const conversation = await repo.findConversation(tx, row.conversationId);
        const moderates =
          conversation?.kind !== 'direct' && (member.role === 'owner' || member.role === 'moderator');
        if (row.senderId !== userId && !moderates) throw new AppError('CHAT_NOT_YOURS');
        if (row.kind !== 'text') throw new AppError('CHAT_NOT_YOURS');
        if (!row.deletedAt) await repo.updateMessage(tx, messageId, { deletedAt: clock.now(), text: null });
        return changed(tx, messageId, userId, null);
      });
    },

    async react(userId: string, messageId: string, emoji: string | null) {
      return db.transaction(async (tx) => {
        const row = await repo.findMessage(tx, messageId);
        if (!row || !(await repo.membership(tx, row.conversationId, userId)))
          throw new AppError('MESSAGE_NOT_FOUND');
        if (row.deletedAt) throw new AppError('CHAT_MESSAGE_DELETED');
        await repo.setReaction(tx, messageId, userId, emoji);
        return changed(tx, messageId, userId, { userId, emoji });
      });
    },

    /** Read up to `seq` (never back, never beyond the last): the others see it unless receipts are off. */
    async read(userId: string, conversationId: string, seq: number) {
      return db.transaction(async (tx) => {
        await memberOf(tx, conversationId, userId);
        return advance(tx, userId, conversationId, { readSeq: seq });
      });
    },

    /** Received up to `seq` (a socket's acknowledgement of what reached it). */
    async delivered(userId: string, conversationId: string, seq: number) {
      await db.transaction(async (tx) => {
        await memberOf(tx, conversationId, userId);
        await advance(tx, userId, conversationId, { deliveredSeq: seq });
      });
    },

    async mute(userId: string, conversationId: string, until: string | null) {
      return db.transaction(async (tx) => {
        await memberOf(tx, conversationId, userId);
        await repo.setMute(tx, conversationId, userId, until === null ? null : new Date(until));
        await afterCommit(tx, () => realtime.emitToUsers([userId], 'chat:conversation', { conversationId }));
        return detailOf(tx, userId, conversationId);
      });
    },

    unread: (userId: string) => repo.unreadTotals(db, userId, clock.now()),

    async typing(userId: string, conversationId: string) {
      const { conversation } = await memberOf(db, conversationId, userId);
      if (await refusal(db, conversation, userId)) return;
      const [person] = await repo.people(db, [userId]);
      if (!person) return;
      const others = (await repo.memberIds(db, conversationId)).filter((id) => id !== userId);
      realtime.emitToUsers(others, 'chat:typing', { conversationId, user: toPerson(person) });
    },

    async settings(userId: string): Promise<ChatSettings> {
      const row = await repo.settingsOf(db, userId);
      return {
        whoMayMessage: (row?.whoMayMessage ?? 'everyone') as ChatSettings['whoMayMessage'],
        showPresence: row?.showPresence ?? true,
        readReceipts: row?.readReceipts ?? true,
      };
    },

    async updateSettings(userId: string, body: Partial<ChatSettings>) {
      if (Object.keys(body).length > 0) await repo.saveSettings(db, userId, body);
      return this.settings(userId);
    },

    /**
     * Online now and last seen, for people the caller shares a conversation with (no block either
     * way) who show it; null for everyone else.
     */
    async presence(callerId: string, userIds: string[]) {
      const asked = [...new Set(userIds)];
      const inTouch = await repo.peopleInTouch(
        db,
        callerId,
        asked.filter((id) => id !== callerId),
      );
      const ids = asked.filter((id) => inTouch.has(id) || id === callerId);
      const allowed = new Set(ids);
      const [rows, online] = await Promise.all([repo.settingsOfMany(db, ids), realtime.onlineAmong(ids)]);
      const byId = new Map(rows.map((row) => [row.userId, row]));
      return {
        items: asked.map((id) => {
          const row = byId.get(id);
          const shows = allowed.has(id) && (row?.showPresence ?? true);
          return {
            userId: id,
            online: shows ? online.has(id) : null,
            lastSeenAt: shows ? (row?.lastSeenAt?.toISOString() ?? null) : null,
          };
        }),
      };
    },

    /** The owner of a group or room makes someone a moderator, or a member again. */
    async setRole(userId: string, conversationId: string, targetId: string, role: 'moderator' | 'member') {
      return db.transaction(async (tx) => {
        const { member, conversation } = await memberOf(tx, conversationId, userId);
        managed(conversation);
        if (member.role !== 'owner' || targetId === userId) throw new AppError('CHAT_FORBIDDEN');
        const target = await repo.membership(tx, conversationId, targetId);
        if (!target) throw new AppError('CHAT_MEMBER_NOT_FOUND');
        if (target.role !== role) {
          await repo.setRole(tx, conversationId, targetId, role);
          await tellConversationChanged(tx, conversationId);
        }
        return detailOf(tx, userId, conversationId);
      });
    },

    /**
     * A moderator of a community or private room mutes someone for a while (up to 30 days; null
     * lifts it): they still read, they cannot write. Never the owner or another moderator.
     */
    async silence(userId: string, conversationId: string, targetId: string, until: string | null) {
      return db.transaction(async (tx) => {
        const { member, conversation } = await memberOf(tx, conversationId, userId);
        if (conversation.kind !== 'community' && conversation.kind !== 'private')
          throw new AppError('CHAT_FORBIDDEN');
        if (!moderates(member.role) || targetId === userId) throw new AppError('CHAT_FORBIDDEN');
        const target = await repo.membership(tx, conversationId, targetId);
        if (!target) throw new AppError('CHAT_MEMBER_NOT_FOUND');
        if (moderates(target.role))
          throw new AppError('CHAT_FORBIDDEN', { detail: 'Moderators cannot be muted' });
        const end = until === null ? null : new Date(until);
        const now = clock.now();
        if (end && (end <= now || end.getTime() - now.getTime() > CHAT_LIMITS.silenceDays * 86_400_000))
          throw new AppError('VALIDATION_FAILED', {
            errors: [
              {
                field: 'until',
                message: `Between now and ${CHAT_LIMITS.silenceDays} days`,
                code: 'out_of_range',
              },
            ],
          });
        await repo.setSilence(tx, conversationId, targetId, end);
        await tellConversationChanged(tx, conversationId);
        return detailOf(tx, userId, conversationId);
      });
    },

    async rooms(
      userId: string,
      query: { limit: number; cursor?: string | undefined; q?: string | undefined },
    ) {
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.roomRows(db, userId, {
        limit: query.limit + 1,
        q: query.q,
        after: after && { at: after.createdAt, id: after.id },
      });
      return byActivity(rows, query.limit, ({ conversation, joined }) => toRoom(conversation, joined));
    },

    /** An admin opens a community room; they own it and name its moderators. */
    async createRoom(adminId: string, body: { title: string; description: string }, audit: AuditScope) {
      return db.transaction(async (tx) => {
        const conversation = await repo.insertConversation(tx, {
          kind: 'community',
          title: body.title,
          description: body.description || null,
          ownerId: adminId,
          lastActivityAt: clock.now(),
        });
        await repo.addMembers(tx, conversation.id, [{ userId: adminId, role: 'owner' }], 0);
        await audit.record(tx, {
          subjectType: 'conversation',
          subjectId: conversation.id,
          details: { title: body.title },
        });
        return toRoom({ ...conversation, memberCount: 1 }, true);
      });
    },

    /** Anyone joins a community room (with nothing unread: the history is there to scroll). */
    async joinRoom(userId: string, conversationId: string) {
      return db.transaction(async (tx) => {
        const conversation = await repo.findConversation(tx, conversationId);
        if (conversation?.kind !== 'community') throw new AppError('CONVERSATION_NOT_FOUND');
        await repo.addMembers(tx, conversationId, [{ userId, role: 'member' }], conversation.lastSeq);
        await afterCommit(tx, () => realtime.emitToUsers([userId], 'chat:conversation', { conversationId }));
        return detailOf(tx, userId, conversationId);
      });
    },

    /** Messages of the caller's conversations with every word (as a prefix), newest first. */
    async search(userId: string, query: { q: string; limit: number; cursor?: string | undefined }) {
      const tsQuery = prefixTsQuery(searchTermsOf(query.q).words);
      if (!tsQuery) return { items: [], nextCursor: null };
      const after = decodeTimeCursor(query.cursor);
      const ids = await repo.searchMessageIds(db, userId, tsQuery, query.limit + 1, after);
      const page = ids.slice(0, query.limit);
      const rows = await repo.messageRows(
        db,
        repo.messageIdIn(page.map((row) => row.id)),
        'desc',
        page.length || 1,
        userId,
      );
      const messages = new Map(
        (await readable(db, userId, rows.map(toMessage))).map((message) => [message.id, message]),
      );
      const conversationIds = [...new Set(page.map((row) => row.conversationId))];
      const conversations = new Map(
        (
          await repo.conversationRows(db, userId, {
            limit: conversationIds.length || 1,
            ids: conversationIds,
          })
        ).map((row) => [row.conversation.id, toSummary(row, clock.now())]),
      );
      const last = page.at(-1);
      return {
        items: page.flatMap((row) => {
          const message = messages.get(row.id);
          const conversation = conversations.get(row.conversationId);
          if (!message || !conversation) return [];
          const { id, kind, title, peer } = conversation;
          return [{ message, conversation: { id, kind, title, peer } }];
        }),
        nextCursor: ids.length > query.limit && last ? encodeCursor(timeCursorOf(last)) : null,
      };
    },

    /**
     * A member writes to a partner about one of its tasks, a reward of one (their attempt at a task)
     * or in general: their open thread about it, or a new one with the partner and its support team.
     */
    async openPartnerThread(
      userId: string,
      body: {
        partnerId: string;
        subjectType: PartnerSubject;
        subjectId?: string | undefined;
        clientId: string;
        text: string;
      },
    ) {
      const id = await db.transaction(async (tx) => {
        if (body.partnerId === userId) throw new AppError('CHAT_OWN_CONVERSATION');
        if ((await repo.roleOf(tx, body.partnerId)) !== 'partner') throw new AppError('PARTNER_NOT_FOUND');
        const subjectId = body.subjectId ?? null;
        if (
          body.subjectType !== 'general' &&
          !(await repo.subjectOfPartner(tx, body.partnerId, userId, body.subjectType, subjectId as string))
        )
          throw new AppError('CHAT_SUBJECT_NOT_FOUND');
        const open = await repo.openThreadAbout(tx, userId, body.partnerId, body.subjectType, subjectId);
        if (open) return open.id;
        const conversation = await repo.insertConversation(tx, {
          kind: 'partner',
          ownerId: userId,
          partnerId: body.partnerId,
          subjectType: body.subjectType,
          subjectId,
          status: 'open',
          lastActivityAt: clock.now(),
        });
        const staff = (await repo.staffOf(tx, body.partnerId)).filter((person) => person.id !== userId);
        await repo.addMembers(
          tx,
          conversation.id,
          [
            { userId, role: 'member' },
            { userId: body.partnerId, role: 'owner' },
            ...staff.map((person) => ({ userId: person.id, role: 'moderator' as const })),
          ],
          0,
        );
        await tellConversationChanged(tx, conversation.id);
        return conversation.id;
      });
      await this.send(userId, id, { clientId: body.clientId, text: body.text });
      return this.conversation(userId, id);
    },

    /** The threads a partner's team answers: for the partner and its staff, by status. */
    partnerThreads: (
      userId: string,
      query: { limit: number; cursor?: string | undefined; status: PartnerThreadStatus },
    ) => conversationPage(userId, query, query.status),

    /** Either side marks a thread resolved, or open again. */
    async partnerThreadStatus(userId: string, conversationId: string, status: PartnerThreadStatus) {
      return db.transaction(async (tx) => {
        const { conversation } = await memberOf(tx, conversationId, userId);
        if (conversation.kind !== 'partner') throw new AppError('CHAT_FORBIDDEN');
        if (conversation.status !== status) {
          await repo.updateConversation(tx, conversationId, { status });
          await systemMessage(tx, conversationId, userId, {
            event: status === 'resolved' ? 'resolved' : 'reopened',
          });
          await tellConversationChanged(tx, conversationId);
        }
        return detailOf(tx, userId, conversationId);
      });
    },

    supportTeam: async (partnerId: string) => ({ staff: (await repo.staffOf(db, partnerId)).map(toPerson) }),

    /** The partner's support team: those added join its open threads, those removed leave all of them. */
    async setSupportTeam(partnerId: string, userIds: string[]) {
      const wanted = [...new Set(userIds)].filter((id) => id !== partnerId);
      await db.transaction(async (tx) => {
        const found = await repo.people(tx, wanted);
        if (found.length !== wanted.length) throw new AppError('CHAT_MEMBER_NOT_FOUND');
        const before = new Set((await repo.staffOf(tx, partnerId)).map((person) => person.id));
        await repo.replaceStaff(tx, partnerId, wanted, clock.now());
        const added = wanted.filter((id) => !before.has(id));
        const removed = [...before].filter((id) => !wanted.includes(id));
        for (const threadId of await repo.partnerThreadIds(tx, partnerId, true)) {
          const fresh = await repo.addMembers(
            tx,
            threadId,
            added.map((id) => ({ userId: id, role: 'moderator' as const })),
            0,
          );
          if (fresh.length > 0) await tellConversationChanged(tx, threadId);
        }
        if (removed.length > 0)
          for (const threadId of await repo.partnerThreadIds(tx, partnerId, false))
            for (const staffId of removed) {
              const member = await repo.membership(tx, threadId, staffId);
              // The member who opened a thread stays in it, whatever their staff role was.
              if (member?.role === 'moderator') {
                await repo.removeMember(tx, threadId, staffId);
                await tellConversationChanged(tx, threadId, [staffId]);
              }
            }
      });
      return this.supportTeam(partnerId);
    },

    /** For the calls: the caller's membership (404 otherwise) and why they may not write, if so. */
    async access(tx: Executor, conversationId: string, userId: string) {
      const { member, conversation } = await memberOf(tx, conversationId, userId);
      return { member, conversation, refusal: await refusal(tx, conversation, userId) };
    },

    /** For the calls: the record of a call that ended, as a `call` message of its starter. */
    recordCall: (
      tx: Executor,
      conversationId: string,
      starterId: string | null,
      meta: Record<string, unknown>,
    ) => systemMessage(tx, conversationId, starterId, meta, 'call'),

    memberIds: (tx: Executor, conversationId: string) => repo.memberIds(tx, conversationId),

    /** Records when members were last seen (their last socket closed). */
    seen: (userIds: string[]) => repo.touchLastSeen(db, userIds, clock.now()),
  };

  async function ownMessage(tx: Executor, userId: string, messageId: string) {
    const row = await repo.findMessage(tx, messageId);
    if (!row || !(await repo.membership(tx, row.conversationId, userId)))
      throw new AppError('MESSAGE_NOT_FOUND');
    if (row.senderId !== userId) throw new AppError('CHAT_NOT_YOURS');
    if (row.deletedAt) throw new AppError('CHAT_MESSAGE_DELETED');
    return row;
  }

  /** The message as the caller sees it now, and the same state to every member. */
  async function changed(
    tx: Executor,
    messageId: string,
    userId: string,
    reaction: { userId: string; emoji: string | null } | null,
  ) {
    const message = await messageView(tx, messageId, userId);
    const { myReaction: _mine, ...shared } = await sharedView(tx, message);
    await tellMembers(tx, message.conversationId, (ids) =>
      realtime.emitToUsers(ids, 'chat:message-updated', { message: shared, reaction }),
    );
    return message;
  }

  async function advance(
    tx: Executor,
    userId: string,
    conversationId: string,
    seqs: { readSeq?: number; deliveredSeq?: number },
  ) {
    const before = await repo.membership(tx, conversationId, userId);
    const after = await repo.setMemberSeqs(tx, conversationId, userId, seqs);
    if (!before || !after) throw new AppError('CONVERSATION_NOT_FOUND');
    const moved = after.readSeq !== before.readSeq || after.deliveredSeq !== before.deliveredSeq;
    if (moved) {
      const settings = await repo.settingsOf(tx, userId);
      const receipt = {
        conversationId,
        userId,
        deliveredSeq: after.deliveredSeq,
        readSeq: after.readSeq,
      };
      if (settings?.readReceipts ?? true)
        await tellMembers(tx, conversationId, (ids) => realtime.emitToUsers(ids, 'chat:receipt', receipt));
      if (after.readSeq !== before.readSeq) {
        const totals = await repo.unreadTotals(tx, userId, clock.now());
        await afterCommit(tx, () => {
          realtime.emitToUsers([userId], 'chat:unread', totals);
          realtime.emitToUsers([userId], 'chat:conversation', { conversationId });
        });
      }
    }
    const conversation = await repo.findConversation(tx, conversationId);
    const totals = await repo.unreadTotals(tx, userId, clock.now());
    return { unread: Math.max(0, (conversation?.lastSeq ?? 0) - after.readSeq), totalUnread: totals.total };
  }
}

export type ChatService = ReturnType<typeof createChatService>;
