import {
  type Notification,
  type NotificationSettings,
  type NotificationType,
  notificationTypes,
} from '@betogether/contracts/notifications/notifications.schemas';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, pageFrom } from '../../platform/pagination';
import type { Realtime } from '../../platform/realtime';
import * as repo from './notifications.repository';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** What another module reports: who did what to whom, and about which post or comment. */
export type NotifyInput = {
  type: NotificationType;
  recipientId: string;
  actorId: string;
  postId?: string | null;
  commentId?: string | null;
};

/**
 * Which notifications merge while unread: every reaction to one post is one line, every comment
 * on one post another; a mention or a friend request stays on its own.
 */
function groupKeyOf(input: NotifyInput): string {
  switch (input.type) {
    case 'reaction':
    case 'comment':
    case 'share':
      return `${input.type}:post:${input.postId}`;
    case 'reply':
      return `reply:comment:${input.commentId}`;
    case 'mention':
      return `mention:post:${input.postId}:${input.actorId}`;
    case 'friend_request':
    case 'friend_accept':
      return `${input.type}:${input.actorId}`;
  }
}

function linkOf(row: repo.NotificationRow): string {
  switch (row.type as NotificationType) {
    case 'friend_request':
      return '/social/invitations/index-invitations';
    case 'friend_accept':
      return `/social/profile/${row.actorId}`;
    default:
      return row.commentId
        ? `/social/post/${row.postId}?comment=${row.commentId}`
        : `/social/post/${row.postId}`;
  }
}

function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    actor: {
      id: row.actorId,
      username: row.actorUsername,
      displayName: `${row.actorFirstName} ${row.actorLastName}`.trim(),
      avatarUrl: row.actorAvatarUrl,
    },
    actorCount: row.actorCount,
    postId: row.postId,
    commentId: row.commentId,
    link: linkOf(row),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  realtime: Pick<Realtime, 'emitToUsers'>;
  log: { error(object: unknown, message: string): void };
}) {
  const { db, clock, realtime } = deps;

  async function pushUnread(userId: string) {
    realtime.emitToUsers([userId], 'notification:read', { unreadCount: await repo.countUnread(db, userId) });
  }

  return {
    /**
     * Records a notification and pushes it live. Call it after the action's own transaction has
     * committed: a failure here is logged and never undoes or fails the action.
     */
    async notify(input: NotifyInput): Promise<void> {
      if (input.recipientId === input.actorId) return;
      try {
        if ((await repo.disabledTypes(db, input.recipientId)).includes(input.type)) return;
        if (await repo.isBlockedBetween(db, input.recipientId, input.actorId)) return;
        const id = await db.transaction((tx) =>
          repo.upsertGrouped(tx, { ...input, groupKey: groupKeyOf(input) }, clock.now()),
        );
        if (!id) return;
        const [row] = await repo.listNotifications(db, input.recipientId, 1, null, [id]);
        if (!row) return;
        realtime.emitToUsers([input.recipientId], 'notification:new', {
          notification: toNotification(row),
          unreadCount: await repo.countUnread(db, input.recipientId),
        });
      } catch (error) {
        deps.log.error({ err: error, input }, 'notification not recorded');
      }
    },

    /** Takes an actor back out of an unread notification (a reaction removed, a request cancelled). */
    async withdraw(input: NotifyInput): Promise<void> {
      try {
        const removed = await db.transaction((tx) =>
          repo.removeActor(tx, input.recipientId, groupKeyOf(input), input.actorId),
        );
        if (removed) await pushUnread(input.recipientId);
      } catch (error) {
        deps.log.error({ err: error, input }, 'notification not withdrawn');
      }
    },

    async list(userId: string, query: { limit: number; cursor?: string | undefined }) {
      const after = decodeCursor(query.cursor, ['string', 'string'] as const);
      const rows = await repo.listNotifications(
        db,
        userId,
        query.limit,
        after ? { updatedAt: new Date(after[0]), id: after[1] } : null,
      );
      const page = pageFrom(rows, query.limit, (row) => [row.updatedAt.toISOString(), row.id]);
      return {
        success: true as const,
        user: page.rows.map(toNotification),
        unreadCount: await repo.countUnread(db, userId),
        nextCursor: page.nextCursor,
      };
    },

    async markRead(userId: string, id: string) {
      if (!(await repo.notificationExists(db, userId, id))) throw new AppError('NOT_FOUND');
      if ((await repo.markRead(db, userId, clock.now(), id)) > 0) await pushUnread(userId);
      return { unreadCount: await repo.countUnread(db, userId) };
    },

    async markAllRead(userId: string) {
      if ((await repo.markRead(db, userId, clock.now())) > 0) await pushUnread(userId);
      return { unreadCount: 0 };
    },

    async settings(userId: string): Promise<NotificationSettings> {
      const disabled = new Set(await repo.disabledTypes(db, userId));
      return Object.fromEntries(
        notificationTypes.map((type) => [type, !disabled.has(type)]),
      ) as NotificationSettings;
    },

    async updateSettings(userId: string, changes: Partial<NotificationSettings>) {
      await repo.savePreferences(
        db,
        userId,
        Object.entries(changes).filter(
          (entry): entry is [NotificationType, boolean] => entry[1] !== undefined,
        ),
      );
      return this.settings(userId);
    },
  };
}
