import type { WhoMayMessage } from '@betogether/contracts/chat/chat.constants';
import { and, asc, desc, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { blockedBetween, friendsBetween } from '../friends/friends.read';
import { mediaObjects } from '../media/media.tables';
import { canSeePost } from '../posts/posts.read';
import { posts } from '../posts/posts.tables';
import { taskAttempts, tasks } from '../tasks/tasks.tables';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import {
  type ConversationMemberRow,
  type ConversationRow,
  chatSettings,
  conversationMembers,
  conversations,
  type MessageRow,
  messageAttachments,
  messageReactions,
  messageSearchVector,
  messages,
  partnerStaff,
} from './chat.tables';

// Conversations and members

export async function findConversation(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}

/** A direct conversation's key: the two members' ids in order, so either side finds the same one. */
const directKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The direct conversation of these two members, if they have one. */
export async function findDirect(db: Executor, a: string, b: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.directKey, directKeyOf(a, b)))
    .limit(1);
  return row;
}

/**
 * The direct conversation of two members: the existing one, or a new one with both in it. Safe when
 * both open it at once (the loser of the insert finds the winner's), and inside another module's
 * transaction (no error is raised, so the transaction goes on).
 */
export async function ensureDirect(
  db: Executor,
  a: string,
  b: string,
  now: Date,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const directKey = directKeyOf(a, b);
  const [made] = await db
    .insert(conversations)
    .values({ kind: 'direct', directKey, lastActivityAt: now })
    .onConflictDoNothing()
    .returning();
  if (!made) {
    const existing = await findDirect(db, a, b);
    if (!existing) throw new Error('direct conversation neither inserted nor found');
    return { conversation: existing, created: false };
  }
  await addMembers(
    db,
    made.id,
    [
      { userId: a, role: 'member' },
      { userId: b, role: 'member' },
    ],
    0,
  );
  return { conversation: { ...made, memberCount: 2 }, created: true };
}

export async function insertConversation(db: Executor, values: typeof conversations.$inferInsert) {
  const [row] = await db.insert(conversations).values(values).returning();
  if (!row) throw new Error('conversation not inserted');
  return row;
}

export async function updateConversation(
  db: Executor,
  id: string,
  values: Partial<typeof conversations.$inferInsert>,
) {
  await db.update(conversations).set(values).where(eq(conversations.id, id));
}

export async function membership(
  db: Executor,
  conversationId: string,
  userId: string,
): Promise<ConversationMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    )
    .limit(1);
  return row;
}

/** Adds members (those already in are skipped) and keeps the count; answers who was added. */
export async function addMembers(
  db: Executor,
  conversationId: string,
  members: Array<{ userId: string; role: ConversationMemberRow['role'] }>,
  seq: number,
): Promise<string[]> {
  if (members.length === 0) return [];
  const added = await db
    .insert(conversationMembers)
    // New members start having read and received everything before they came.
    .values(members.map((member) => ({ conversationId, ...member, readSeq: seq, deliveredSeq: seq })))
    .onConflictDoNothing()
    .returning({ userId: conversationMembers.userId });
  await recount(db, conversationId);
  return added.map((row) => row.userId);
}

export async function removeMember(db: Executor, conversationId: string, userId: string): Promise<boolean> {
  const gone = await db
    .delete(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    )
    .returning({ userId: conversationMembers.userId });
  await recount(db, conversationId);
  return gone.length > 0;
}

async function recount(db: Executor, conversationId: string) {
  await db
    .update(conversations)
    .set({
      memberCount: sql`(select count(*)::int from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversationId})`,
    })
    .where(eq(conversations.id, conversationId));
}

export async function memberIds(db: Executor, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/** The members with their person and whether they share read receipts. */
export async function membersOf(db: Executor, conversationId: string) {
  return db
    .select({
      member: conversationMembers,
      person: personColumns(users),
      readReceipts: sql<boolean>`coalesce(${chatSettings.readReceipts}, true)`,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .leftJoin(chatSettings, eq(chatSettings.userId, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId));
}

export async function setMemberSeqs(
  db: Executor,
  conversationId: string,
  userId: string,
  seqs: { readSeq?: number; deliveredSeq?: number },
) {
  // Only forward, never beyond the last message.
  const cap = sql`(select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})`;
  const read = seqs.readSeq ?? 0;
  const delivered = Math.max(seqs.deliveredSeq ?? 0, read);
  const [row] = await db
    .update(conversationMembers)
    .set({
      readSeq: sql`greatest(${conversationMembers.readSeq}, least(${read}::int, ${cap}))`,
      deliveredSeq: sql`greatest(${conversationMembers.deliveredSeq}, least(${delivered}::int, ${cap}))`,
    })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    )
    .returning();
  return row;
}

export async function setMute(db: Executor, conversationId: string, userId: string, until: Date | null) {
  await db
    .update(conversationMembers)
    .set({ mutedUntil: until })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
}

// The list

const lastMessage = alias(messages, 'last_message');
const lastSender = alias(users, 'last_sender');
const peerMember = alias(conversationMembers, 'peer_member');
const peer = alias(users, 'peer');
const partnerUser = alias(users, 'partner_user');
const opener = alias(users, 'opener');

/** A member's conversations with what the list shows, the latest activity first. */
export async function conversationRows(
  db: Executor,
  userId: string,
  options: {
    limit: number;
    after?: { at: Date; id: string } | null;
    ids?: string[];
    /** Only the partner threads of this status (the partner's and its staff's queue). */
    partnerQueue?: string;
    /** Only this kind; `partner`: the threads this member opened. */
    kind?: string;
  },
) {
  const conditions: SQL[] = [eq(conversationMembers.userId, userId)];
  if (options.kind) conditions.push(eq(conversations.kind, options.kind));
  if (options.kind === 'partner') conditions.push(eq(conversations.ownerId, userId));
  if (options.partnerQueue)
    conditions.push(
      eq(conversations.kind, 'partner'),
      eq(conversations.status, options.partnerQueue),
      // Their own threads as a member are not part of the queue they answer.
      ne(conversations.ownerId, userId),
    );
  if (options.after)
    conditions.push(
      or(
        lt(conversations.lastActivityAt, options.after.at),
        and(eq(conversations.lastActivityAt, options.after.at), lt(conversations.id, options.after.id)),
      ) as SQL,
    );
  if (options.ids) conditions.push(inArray(conversations.id, options.ids));
  return db
    .select({
      conversation: conversations,
      member: conversationMembers,
      last: {
        id: lastMessage.id,
        seq: lastMessage.seq,
        kind: lastMessage.kind,
        text: lastMessage.text,
        meta: lastMessage.meta,
        createdAt: lastMessage.createdAt,
        deletedAt: lastMessage.deletedAt,
        // The purposes of its files, in order (the list says "a picture", "a voice note"…).
        filePurposes: sql<string[] | null>`(
          select array_agg(${mediaObjects.purpose} order by ${messageAttachments.position})
          from ${messageAttachments}
          join ${mediaObjects} on ${mediaObjects.id} = ${messageAttachments.mediaId}
          where ${messageAttachments.messageId} = ${lastMessage.id}
        )`,
      },
      lastSender: personColumns(lastSender),
      peer: personColumns(peer),
      partner: personColumns(partnerUser),
      opener: personColumns(opener),
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoin(
      lastMessage,
      and(eq(lastMessage.conversationId, conversations.id), eq(lastMessage.seq, conversations.lastSeq)),
    )
    .leftJoin(lastSender, eq(lastSender.id, lastMessage.senderId))
    .leftJoin(
      peerMember,
      and(
        eq(conversations.kind, 'direct'),
        eq(peerMember.conversationId, conversations.id),
        ne(peerMember.userId, userId),
      ),
    )
    .leftJoin(peer, eq(peer.id, peerMember.userId))
    .leftJoin(partnerUser, eq(partnerUser.id, conversations.partnerId))
    .leftJoin(opener, and(eq(conversations.kind, 'partner'), eq(opener.id, conversations.ownerId)))
    .where(and(...conditions))
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(options.limit);
}
export type ConversationListRow = Awaited<ReturnType<typeof conversationRows>>[number];

/** Unread messages in the member's conversations that are not muted now, and how many have some. */
export async function unreadTotals(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${conversations.lastSeq} - ${conversationMembers.readSeq}), 0)::int`,
      conversations: sql<number>`count(*) filter (where ${conversations.lastSeq} > ${conversationMembers.readSeq})::int`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, userId),
        or(sql`${conversationMembers.mutedUntil} is null`, lt(conversationMembers.mutedUntil, now)),
      ),
    );
  return { total: Number(row?.total ?? 0), conversations: Number(row?.conversations ?? 0) };
}

// Messages

/** Takes the next number of the conversation (locking its row until the transaction ends). */
export async function nextSeq(db: Executor, conversationId: string, now: Date): Promise<number> {
  const [row] = await db
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastActivityAt: now })
    .where(eq(conversations.id, conversationId))
    .returning({ seq: conversations.lastSeq });
  if (!row) throw new Error('conversation vanished');
  return row.seq;
}

export async function insertMessage(db: Executor, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('message not inserted');
  return row;
}

export async function insertAttachments(db: Executor, messageId: string, mediaIds: readonly string[]) {
  if (mediaIds.length === 0) return;
  await db
    .insert(messageAttachments)
    .values(mediaIds.map((mediaId, position) => ({ messageId, position, mediaId })));
}

/** Of these files, the ones some message carries already. */
export async function attachedAlready(db: Executor, mediaIds: readonly string[]): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .select({ mediaId: messageAttachments.mediaId })
    .from(messageAttachments)
    .where(inArray(messageAttachments.mediaId, [...mediaIds]));
  return rows.map((row) => row.mediaId);
}

/** The files of these messages, each message's in order. */
export async function attachmentsOf(db: Executor, messageIds: readonly string[]) {
  if (messageIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ messageId: messageAttachments.messageId, mediaId: messageAttachments.mediaId })
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, [...messageIds]))
    .orderBy(messageAttachments.messageId, asc(messageAttachments.position));
  const byMessage = new Map<string, string[]>();
  for (const row of rows)
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row.mediaId]);
  return byMessage;
}

export async function findMessage(db: Executor, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

export async function findByClientId(
  db: Executor,
  conversationId: string,
  senderId: string,
  clientId: string,
) {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        eq(messages.clientId, clientId),
      ),
    )
    .limit(1);
  return row;
}

export async function updateMessage(db: Executor, id: string, values: Partial<typeof messages.$inferInsert>) {
  const [row] = await db.update(messages).set(values).where(eq(messages.id, id)).returning();
  if (!row) throw new Error('message not updated');
  return row;
}

export async function setReaction(db: Executor, messageId: string, userId: string, emoji: string | null) {
  if (emoji === null) {
    await db
      .delete(messageReactions)
      .where(and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, userId)));
    return;
  }
  await db
    .insert(messageReactions)
    .values({ messageId, userId, emoji })
    .onConflictDoUpdate({
      target: [messageReactions.messageId, messageReactions.userId],
      set: { emoji, createdAt: sql`now()` },
    });
}

const sender = alias(users, 'sender');
const quoted = alias(messages, 'quoted');
const quotedSender = alias(users, 'quoted_sender');

/** Messages with their sender, the message they reply to, the reactions and the reader's own. */
export async function messageRows(
  db: Executor,
  where: SQL,
  order: 'asc' | 'desc',
  limit: number,
  readerId: string,
) {
  return db
    .select({
      message: messages,
      sender: personColumns(sender),
      quoted: { id: quoted.id, seq: quoted.seq, text: quoted.text, deletedAt: quoted.deletedAt },
      quotedSender: personColumns(quotedSender),
      reactions: sql<Array<{ emoji: string; count: number }> | null>`(
        select json_agg(json_build_object('emoji', r.emoji, 'count', r.count) order by r.count desc, r.emoji)
        from (select ${messageReactions.emoji} as emoji, count(*)::int as count from ${messageReactions}
              where ${messageReactions.messageId} = ${messages.id} group by ${messageReactions.emoji}) r)`,
      myReaction: sql<string | null>`(select ${messageReactions.emoji} from ${messageReactions}
        where ${messageReactions.messageId} = ${messages.id} and ${messageReactions.userId} = ${readerId})`,
    })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(quoted, eq(quoted.id, messages.replyToId))
    .leftJoin(quotedSender, eq(quotedSender.id, quoted.senderId))
    .where(where)
    .orderBy(order === 'asc' ? asc(messages.seq) : desc(messages.seq))
    .limit(limit);
}
export type MessageViewRow = Awaited<ReturnType<typeof messageRows>>[number];

export function historyWhere(
  conversationId: string,
  position: { beforeSeq?: number; afterSeq?: number },
): SQL {
  const conditions: SQL[] = [eq(messages.conversationId, conversationId)];
  if (position.beforeSeq !== undefined) conditions.push(lt(messages.seq, position.beforeSeq));
  if (position.afterSeq !== undefined) conditions.push(gt(messages.seq, position.afterSeq));
  return and(...conditions) as SQL;
}

export const messageIdIs = (id: string) => eq(messages.id, id);
export const messageIdIn = (ids: string[]) => (ids.length ? inArray(messages.id, ids) : sql`false`);

// Rules between two members

/** Why `senderId` may not write to `recipientId`, or null when they may. */
export async function refusalBetween(
  db: Executor,
  senderId: string,
  recipientId: string,
): Promise<'CHAT_BLOCKED' | 'CHAT_NOT_ALLOWED' | null> {
  const [row] = await db
    .select({
      blocked: sql<boolean>`${blockedBetween(senderId, recipientId)}`,
      friends: sql<boolean>`${friendsBetween(senderId, recipientId)}`,
      rule: sql<WhoMayMessage>`coalesce((select ${chatSettings.whoMayMessage} from ${chatSettings} where ${chatSettings.userId} = ${recipientId}), 'everyone')`,
    })
    .from(sql`(select 1) as one`);
  if (!row) return null;
  if (row.blocked) return 'CHAT_BLOCKED';
  if (row.rule === 'nobody' || (row.rule === 'friends' && !row.friends)) return 'CHAT_NOT_ALLOWED';
  return null;
}

/** Those of these ids that are accounts, with their person. */
export async function people(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(personColumns(users)).from(users).where(inArray(users.id, ids));
}

// Settings

export async function settingsOf(db: Executor, userId: string) {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.userId, userId)).limit(1);
  return row;
}

export async function saveSettings(
  db: Executor,
  userId: string,
  values: Partial<typeof chatSettings.$inferInsert>,
) {
  const [row] = await db
    .insert(chatSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: chatSettings.userId, set: values })
    .returning();
  if (!row) throw new Error('chat settings not saved');
  return row;
}

export async function settingsOfMany(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(chatSettings).where(inArray(chatSettings.userId, ids));
}

export async function touchLastSeen(db: Executor, userIds: string[], at: Date) {
  if (userIds.length === 0) return;
  await db
    .insert(chatSettings)
    .values(userIds.map((userId) => ({ userId, lastSeenAt: at })))
    .onConflictDoUpdate({ target: chatSettings.userId, set: { lastSeenAt: at } });
}

export async function setRole(
  db: Executor,
  conversationId: string,
  userId: string,
  role: ConversationMemberRow['role'],
) {
  await db
    .update(conversationMembers)
    .set({ role })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
}

// Community rooms

export async function roomRows(
  db: Executor,
  userId: string,
  options: { limit: number; q?: string | undefined; after?: { at: Date; id: string } | null },
) {
  const conditions: SQL[] = [eq(conversations.kind, 'community')];
  if (options.q) {
    const pattern = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`${conversations.title} ilike ${pattern}`,
        sql`coalesce(${conversations.description}, '') ilike ${pattern}`,
      ) as SQL,
    );
  }
  if (options.after)
    conditions.push(
      or(
        lt(conversations.lastActivityAt, options.after.at),
        and(eq(conversations.lastActivityAt, options.after.at), lt(conversations.id, options.after.id)),
      ) as SQL,
    );
  return db
    .select({
      conversation: conversations,
      joined: sql<boolean>`exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversations.id} and ${conversationMembers.userId} = ${userId})`,
    })
    .from(conversations)
    .where(and(...conditions))
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(options.limit);
}

export async function setSilence(db: Executor, conversationId: string, userId: string, until: Date | null) {
  await db
    .update(conversationMembers)
    .set({ silencedUntil: until })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
}

// Search

/** Messages of the member's conversations with every word as a prefix, newest first; `limit` rows. */
export async function searchMessageIds(
  db: Executor,
  userId: string,
  tsQuery: string,
  limit: number,
  after: { createdAt: Date; id: string } | null,
) {
  return db
    .select({ id: messages.id, createdAt: messages.createdAt, conversationId: messages.conversationId })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .where(
      and(
        sql`${messageSearchVector(messages.text)} @@ to_tsquery('simple'::regconfig, ${tsQuery})`,
        sql`${messages.deletedAt} is null`,
        after
          ? or(
              lt(messages.createdAt, after.createdAt),
              and(eq(messages.createdAt, after.createdAt), lt(messages.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

// Partner threads

export async function roleOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.role;
}

export async function staffOf(db: Executor, partnerId: string) {
  return db
    .select(personColumns(users))
    .from(partnerStaff)
    .innerJoin(users, eq(users.id, partnerStaff.userId))
    .where(eq(partnerStaff.partnerId, partnerId))
    .orderBy(asc(partnerStaff.addedAt), asc(users.id));
}

export async function replaceStaff(db: Executor, partnerId: string, userIds: string[], now: Date) {
  await db.delete(partnerStaff).where(eq(partnerStaff.partnerId, partnerId));
  if (userIds.length > 0)
    await db.insert(partnerStaff).values(userIds.map((userId) => ({ partnerId, userId, addedAt: now })));
}

/** The partner's threads (open ones only when asked), for adding or removing its staff. */
export async function partnerThreadIds(db: Executor, partnerId: string, openOnly: boolean) {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'partner'),
        eq(conversations.partnerId, partnerId),
        openOnly ? eq(conversations.status, 'open') : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

export async function openThreadAbout(
  db: Executor,
  memberId: string,
  partnerId: string,
  subjectType: string,
  subjectId: string | null,
) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'partner'),
        eq(conversations.ownerId, memberId),
        eq(conversations.partnerId, partnerId),
        eq(conversations.subjectType, subjectType),
        subjectId === null ? sql`${conversations.subjectId} is null` : eq(conversations.subjectId, subjectId),
        eq(conversations.status, 'open'),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the task (or the member's attempt at one, for a reward) belongs to this partner. */
export async function subjectOfPartner(
  db: Executor,
  partnerId: string,
  memberId: string,
  subjectType: 'task' | 'reward',
  subjectId: string,
): Promise<boolean> {
  const [row] =
    subjectType === 'task'
      ? await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.id, subjectId), eq(tasks.partnerId, partnerId)))
          .limit(1)
      : await db
          .select({ id: taskAttempts.id })
          .from(taskAttempts)
          .innerJoin(tasks, eq(tasks.id, taskAttempts.taskId))
          .where(
            and(
              eq(taskAttempts.id, subjectId),
              eq(taskAttempts.memberId, memberId),
              eq(tasks.partnerId, partnerId),
            ),
          )
          .limit(1);
  return row !== undefined;
}

/** Our posts the reader may see among these ids: their author and text, for link previews. */
export async function visiblePosts(db: Executor, readerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: posts.id, body: posts.body, author: personColumns(users) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(inArray(posts.id, ids), canSeePost(readerId, posts)));
}

// The send path, in few round trips

/** The sender's membership, the conversation and the sender as people see them, in one query. */
export async function senderContext(db: Executor, conversationId: string, userId: string) {
  const [row] = await db
    .select({ member: conversationMembers, conversation: conversations, sender: personColumns(users) })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    )
    .limit(1);
  return row;
}

/** The message a reply quotes, with its sender. */
export async function quotedMessage(db: Executor, id: string) {
  const [row] = await db
    .select({
      quoted: { id: messages.id, seq: messages.seq, text: messages.text, deletedAt: messages.deletedAt },
      conversationId: messages.conversationId,
      quotedSender: personColumns(users),
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, id))
    .limit(1);
  return row;
}

/** The sender has read and received everything up to their own message. */
export async function markOwnSeq(db: Executor, conversationId: string, userId: string, seq: number) {
  await db
    .update(conversationMembers)
    .set({
      readSeq: sql`greatest(${conversationMembers.readSeq}, ${seq}::int)`,
      deliveredSeq: sql`greatest(${conversationMembers.deliveredSeq}, ${seq}::int)`,
    })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
}

/** Those of these members who share a conversation with `userId` and do not block each other. */
export async function peopleInTouch(db: Executor, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const mine = alias(conversationMembers, 'mine');
  const rows = await db
    .selectDistinct({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .innerJoin(
      mine,
      and(eq(mine.conversationId, conversationMembers.conversationId), eq(mine.userId, userId)),
    )
    .where(
      and(
        inArray(conversationMembers.userId, ids),
        sql`not ${blockedBetween(userId, conversationMembers.userId)}`,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
