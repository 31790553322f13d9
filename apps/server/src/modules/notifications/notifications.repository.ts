import { staffNotificationTypes } from '@betogether/contracts/notifications/notifications.constants';
import type { NotificationType } from '@betogether/contracts/notifications/notifications.schemas';
import { and, desc, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { blockedBetween } from '../friends/friends.read';
import { users } from '../users/users.tables';
import {
  type NotificationPayload,
  notificationActors,
  notificationPreferences,
  notifications,
} from './notifications.tables';

/** What a notification is about: a post, a member… (deleting it deletes the notification). */
export type Subject = { type: string; id: string };

export type NotificationInput = {
  type: NotificationType;
  recipientId: string;
  actorId: string;
  subject: Subject;
  payload: NotificationPayload;
  groupKey: string;
};

/** A line's own columns, by their property names. */
function columnsOf(input: NotificationInput) {
  return {
    type: input.type,
    recipientId: input.recipientId,
    actorId: input.actorId,
    subjectType: input.subject.type,
    subjectId: input.subject.id,
    payload: input.payload,
    groupKey: input.groupKey,
  };
}

/**
 * The usual notification in one round trip (notification_open, notifications.functions.sql): when
 * the line may reach the recipient (not turned off in their preferences; with `checkBlocks`, no
 * block between the two members), opens its group with its first actor. `allowed` false: nothing
 * to do; `id` null: an unread notification of the group is open already, for `upsertGrouped`.
 */
export async function insertNewGroup(
  db: Executor,
  input: NotificationInput,
  now: Date,
  checkBlocks: boolean,
): Promise<{ allowed: boolean; id: string | null }> {
  const line = { ...columnsOf(input), at: now.toISOString(), checkBlocks };
  const [row] = rowsOf<{ opened: { allowed: boolean; id?: string | null } | string }>(
    await db.execute(sql`select notification_open(${JSON.stringify(line)}::jsonb) as opened`),
  );
  const opened = typeof row?.opened === 'string' ? JSON.parse(row.opened) : row?.opened;
  return { allowed: Boolean(opened?.allowed), id: opened?.id ?? null };
}

/**
 * Adds the actor to the recipient's unread notification of this group, or opens a new one.
 * Answers the notification's id, or null when this actor was already counted (nothing changed).
 */
export async function upsertGrouped(
  tx: Executor,
  input: NotificationInput,
  now: Date,
): Promise<string | null> {
  const [existing] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, input.recipientId),
        eq(notifications.groupKey, input.groupKey),
        isNull(notifications.readAt),
      ),
    )
    .for('update')
    .limit(1);
  if (!existing) {
    const [created] = await tx
      .insert(notifications)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    // A concurrent insert of the same group won: join it instead.
    if (!created) return upsertGrouped(tx, input, now);
    await tx
      .insert(notificationActors)
      .values({ notificationId: created.id, actorId: input.actorId, createdAt: now });
    return created.id;
  }
  const added = await tx
    .insert(notificationActors)
    .values({ notificationId: existing.id, actorId: input.actorId, createdAt: now })
    .onConflictDoNothing()
    .returning({ actorId: notificationActors.actorId });
  // An actor acting again becomes the latest one again.
  if (added.length === 0)
    await tx
      .update(notificationActors)
      .set({ createdAt: now })
      .where(
        and(
          eq(notificationActors.notificationId, existing.id),
          eq(notificationActors.actorId, input.actorId),
        ),
      );
  await tx
    .update(notifications)
    .set({
      actorId: input.actorId,
      updatedAt: now,
      // The latest event's keys win (the comment a click leads to), the others stay.
      payload: sql`${notifications.payload} || ${JSON.stringify(input.payload)}::jsonb`,
      ...(added.length > 0 ? { actorCount: sql`${notifications.actorCount} + 1` } : {}),
    })
    .where(eq(notifications.id, existing.id));
  return existing.id;
}

/** Removes an actor from the recipient's unread notification of a group (an undone reaction, a cancelled request). */
export async function removeActor(tx: Executor, recipientId: string, groupKey: string, actorId: string) {
  const [row] = await tx
    .select({ id: notifications.id, actorCount: notifications.actorCount })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        eq(notifications.groupKey, groupKey),
        isNull(notifications.readAt),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) return false;
  const removed = await tx
    .delete(notificationActors)
    .where(and(eq(notificationActors.notificationId, row.id), eq(notificationActors.actorId, actorId)))
    .returning({ actorId: notificationActors.actorId });
  if (removed.length === 0) return false;
  const [latest] = await tx
    .select({ actorId: notificationActors.actorId })
    .from(notificationActors)
    .where(eq(notificationActors.notificationId, row.id))
    .orderBy(desc(notificationActors.createdAt))
    .limit(1);
  if (!latest) await tx.delete(notifications).where(eq(notifications.id, row.id));
  else
    await tx
      .update(notifications)
      .set({ actorId: latest.actorId, actorCount: sql`${notifications.actorCount} - 1` })
      .where(eq(notifications.id, row.id));
  return true;
}

/**
 * Deletes the notifications about a subject (what a foreign key's cascade did): all of them, or
 * with `naming`, those whose payload names that id under one of the keys.
 */
export async function deleteAbout(
  tx: Executor,
  subject: Subject,
  naming?: { keys: ReadonlyArray<keyof NotificationPayload>; id: string },
): Promise<void> {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.subjectType, subject.type),
        eq(notifications.subjectId, subject.id),
        naming
          ? or(...naming.keys.map((key) => sql`${notifications.payload} ->> ${key}::text = ${naming.id}`))
          : undefined,
      ),
    );
}

/**
 * A line whose latest actor a block now separates from the recipient stays out of the list and
 * the count: lines recorded before the block, or by an event already on its way when it was made.
 * Staff notices (`staffNotificationTypes`) are from BeTogether, not their actor: no block hides them.
 */
const notFromBlocked = (recipientId: string) =>
  or(
    inArray(notifications.type, [...staffNotificationTypes]),
    not(blockedBetween(recipientId, notifications.actorId)),
  );

/** Staff notices as an SQL list, for the raw statements below. */
const staffTypesSql = sql.join(
  staffNotificationTypes.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * Takes each of two members out of the other's notifications (a block): lines of theirs alone
 * are deleted, grouped lines keep their other actors, the latest of them shown. Staff notices
 * stay whole: blocking the moderator or admin who acted never deletes what BeTogether told.
 */
export async function removeActorsBetween(tx: Executor, a: string, b: string): Promise<void> {
  const removed = rowsOf<{ id: string }>(
    await tx.execute(sql`
      delete from ${notificationActors} na using ${notifications} n
      where na.notification_id = n.id
        and ((n.recipient_id = ${a} and na.actor_id = ${b}) or (n.recipient_id = ${b} and na.actor_id = ${a}))
        and n.type not in (${staffTypesSql})
      returning na.notification_id as id`),
  );
  const ids = [...new Set(removed.map((row) => row.id))];
  if (ids.length === 0) return;
  const latestActor = sql`(select na.actor_id from ${notificationActors} na
    where na.notification_id = ${notifications.id} order by na.created_at desc limit 1)`;
  await tx.delete(notifications).where(and(inArray(notifications.id, ids), sql`${latestActor} is null`));
  await tx
    .update(notifications)
    .set({
      actorId: sql`${latestActor}`,
      actorCount: sql`(select count(*)::int from ${notificationActors} na where na.notification_id = ${notifications.id})`,
    })
    .where(inArray(notifications.id, ids));
}

const listColumns = {
  id: notifications.id,
  type: notifications.type,
  actorCount: notifications.actorCount,
  payload: notifications.payload,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
  actorId: users.id,
  actorUsername: users.username,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorAvatarUrl: users.avatarUrl,
};
export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

/** Newest activity first, keyset on (updated_at, id); `limit + 1` rows to know whether more follow. */
export function listNotifications(
  db: Executor,
  recipientId: string,
  limit: number,
  after: { updatedAt: Date; id: string } | null,
  ids?: string[],
) {
  return db
    .select(listColumns)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        notFromBlocked(recipientId),
        ids ? inArray(notifications.id, ids) : undefined,
        after
          ? or(
              lt(notifications.updatedAt, after.updatedAt),
              and(eq(notifications.updatedAt, after.updatedAt), lt(notifications.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(limit + 1);
}

export async function countUnread(db: Executor, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        isNull(notifications.readAt),
        notFromBlocked(recipientId),
      ),
    );
  return row?.count ?? 0;
}

export async function markRead(db: Executor, recipientId: string, now: Date, id?: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        isNull(notifications.readAt),
        id ? eq(notifications.id, id) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationExists(db: Executor, recipientId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function disabledTypes(db: Executor, userId: string): Promise<NotificationType[]> {
  const rows = await db
    .select({ type: notificationPreferences.type })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.enabled, false)));
  return rows.map((row) => row.type as NotificationType);
}

export async function savePreferences(
  db: Executor,
  userId: string,
  values: Array<[NotificationType, boolean]>,
) {
  if (values.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(values.map(([type, enabled]) => ({ userId, type, enabled })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { enabled: sql`excluded.enabled` },
    });
}
