import { CHAT_LIMITS, type MemberRole } from '@betogether/contracts/chat/chat.constants';
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
import { AppError } from '../../platform/errors';
import { decodeTimeCursor, encodeCursor, timeCursorOf } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { toPerson } from '../users/users.read';
import * as repo from './chat.repository';
import type { ConversationRow } from './chat.tables';
import { toMessage, toSummary } from './chat-shapes';

type Deps = Pick<Platform, 'db' | 'clock' | 'realtime' | 'events'>;

const directKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
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
export function createChatService({ db, clock, realtime, events }: Deps) {
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
    const members: ConversationMember[] = rows.map((row) => {
      const shown = row.member.userId === userId || (seeReceipts && row.readReceipts);
      return {
        person: toPerson(row.person),
        role: row.member.role as MemberRole,
        joinedAt: row.member.joinedAt.toISOString(),
        deliveredSeq: shown ? row.member.deliveredSeq : null,
        readSeq: shown ? row.member.readSeq : null,
      };
    });
    return { ...summary, members, canWrite: (await refusal(tx, conversation, userId)) === null };
  }

  async function messageView(tx: Executor, messageId: string, readerId: string): Promise<Message> {
    const [row] = await repo.messageRows(tx, repo.messageIdIs(messageId), 'asc', 1, readerId);
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    return toMessage(row);
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
    actorId: string,
    meta: Record<string, unknown>,
  ) {
    const now = clock.now();
    const seq = await repo.nextSeq(tx, conversationId, now);
    const row = await repo.insertMessage(tx, {
      conversationId,
      seq,
      senderId: actorId,
      kind: 'system',
      text: null,
      meta,
      createdAt: now,
    });
    await repo.setMemberSeqs(tx, conversationId, actorId, { readSeq: seq });
    const message = await messageView(tx, row.id, actorId);
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

  function groupOnly(conversation: ConversationRow) {
    if (conversation.kind !== 'group') throw new AppError('CHAT_NOT_A_GROUP');
  }

  return {
    async list(userId: string, query: { limit: number; cursor?: string | undefined }) {
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.conversationRows(db, userId, {
        limit: query.limit + 1,
        after: after && { at: after.createdAt, id: after.id },
      });
      const now = clock.now();
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => toSummary(row, now)),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor(
                timeCursorOf({ createdAt: last.conversation.lastActivityAt, id: last.conversation.id }),
              )
            : null,
      };
    },

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
        const existing = await repo.findDirect(tx, directKeyOf(userId, otherId));
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
      const message = await messageView(tx, row.id, reply.viewerId);
      await tellMembers(tx, conversation.id, (ids) => realtime.emitToUsers(ids, 'chat:message', { message }));
    },

    async createGroup(userId: string, body: { title: string; memberIds: string[] }) {
      return db.transaction(async (tx) => {
        const ids = await checkInvitees(tx, userId, body.memberIds);
        if (ids.length === 0)
          throw new AppError('CHAT_MEMBER_NOT_FOUND', { detail: 'Add at least one other person' });
        const conversation = await repo.insertConversation(tx, {
          kind: 'group',
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
        await systemMessage(tx, conversation.id, userId, { event: 'created', title: body.title });
        return detailOf(tx, userId, conversation.id);
      });
    },

    async updateGroup(userId: string, conversationId: string, body: { title: string }) {
      return db.transaction(async (tx) => {
        const { conversation } = await memberOf(tx, conversationId, userId);
        groupOnly(conversation);
        if (conversation.title !== body.title) {
          await repo.updateConversation(tx, conversationId, { title: body.title });
          await systemMessage(tx, conversationId, userId, { event: 'renamed', title: body.title });
          await tellConversationChanged(tx, conversationId);
        }
        return detailOf(tx, userId, conversationId);
      });
    },

    /** Any member of a group adds people (up to 250 in all), each one willing to be added by them. */
    async addMembers(userId: string, conversationId: string, userIds: string[]) {
      return db.transaction(async (tx) => {
        const { conversation } = await memberOf(tx, conversationId, userId);
        groupOnly(conversation);
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

    /** Leaving (oneself), or the owner removing someone; an owner who leaves hands the group on. */
    async removeMember(userId: string, conversationId: string, targetId: string) {
      await db.transaction(async (tx) => {
        const { member, conversation } = await memberOf(tx, conversationId, userId);
        if (conversation.kind === 'direct') throw new AppError('CHAT_NOT_A_GROUP');
        const leaving = targetId === userId;
        if (!leaving && member.role !== 'owner') throw new AppError('CHAT_FORBIDDEN');
        const target = leaving ? member : await repo.membership(tx, conversationId, targetId);
        if (!target) throw new AppError('CHAT_MEMBER_NOT_FOUND');
        await systemMessage(tx, conversationId, userId, {
          event: leaving ? 'left' : 'removed',
          userIds: [targetId],
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
      const page = rows.slice(0, query.limit).map(toMessage);
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
      const attempt = () =>
        db.transaction(async (tx) => {
          const { conversation } = await memberOf(tx, conversationId, userId);
          const earlier = await repo.findByClientId(tx, conversationId, userId, body.clientId);
          if (earlier) {
            if (earlier.text !== body.text || (earlier.replyToId ?? undefined) !== body.replyToId)
              throw new AppError('CHAT_CLIENT_ID_REUSED');
            return { ...(await messageView(tx, earlier.id, userId)), replayed: true };
          }
          const why = await refusal(tx, conversation, userId);
          if (why) throw new AppError(why);
          if (body.replyToId) {
            const quoted = await repo.findMessage(tx, body.replyToId);
            if (!quoted || quoted.conversationId !== conversationId) throw new AppError('MESSAGE_NOT_FOUND');
          }
          const now = clock.now();
          const seq = await repo.nextSeq(tx, conversationId, now);
          const row = await repo.insertMessage(tx, {
            conversationId,
            seq,
            senderId: userId,
            clientId: body.clientId,
            kind: 'text',
            text: body.text,
            replyToId: body.replyToId ?? null,
            createdAt: now,
          });
          await repo.setMemberSeqs(tx, conversationId, userId, { readSeq: seq });
          const message = await messageView(tx, row.id, userId);
          await tellMembers(tx, conversationId, (ids) =>
            realtime.emitToUsers(ids, 'chat:message', { message }),
          );
          await events.publish(tx, 'chat.message-sent', {
            conversationId,
            messageId: row.id,
            senderId: userId,
            seq,
          });
          return { ...message, replayed: false };
        });
      try {
        return await attempt();
      } catch (error) {
        // The same message sent twice at once: the other one stored it.
        if (isUniqueViolation(error, 'messages_client_id')) return attempt();
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

    /** Online now and last seen, for those who show it; null for those who hide it. */
    async presence(userIds: string[]) {
      const ids = [...new Set(userIds)];
      const [rows, online] = await Promise.all([repo.settingsOfMany(db, ids), realtime.onlineAmong(ids)]);
      const byId = new Map(rows.map((row) => [row.userId, row]));
      return {
        items: ids.map((id) => {
          const row = byId.get(id);
          const shows = row?.showPresence ?? true;
          return {
            userId: id,
            online: shows ? online.has(id) : null,
            lastSeenAt: shows ? (row?.lastSeenAt?.toISOString() ?? null) : null,
          };
        }),
      };
    },

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
    const { myReaction: _mine, ...shared } = message;
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
