import {
  notificationTypes,
  staffNotificationTypes,
} from '@betogether/contracts/notifications/notifications.constants';
import type {
  Notification,
  NotificationSettings,
  NotificationType,
} from '@betogether/contracts/notifications/notifications.schemas';
import { afterCommit } from '../../db/after-commit';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import type { Realtime } from '../../platform/realtime';
import { toPerson } from '../users/users.read';
import * as repo from './notifications.repository';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * One notification to record: who did what to whom, what it is about (`subject`), what the bell
 * shows of it (`payload`) and the group it merges into while unread. Left out, they make a line
 * about the actor themself, one per type and actor (a friend request).
 */
export type NotifyInput = Pick<repo.NotificationInput, 'type' | 'recipientId' | 'actorId'> &
  Partial<Pick<repo.NotificationInput, 'subject' | 'payload' | 'groupKey'>>;
/** An actor to take back out of the recipient's unread line of a group. */
type WithdrawInput = Pick<NotifyInput, 'type' | 'recipientId' | 'actorId' | 'groupKey'>;

const groupKeyOf = (input: WithdrawInput) => input.groupKey ?? `${input.type}:${input.actorId}`;

function complete(input: NotifyInput): repo.NotificationInput {
  return {
    ...input,
    subject: input.subject ?? { type: 'member', id: input.actorId },
    payload: input.payload ?? {},
    groupKey: groupKeyOf(input),
  };
}

function linkOf(row: repo.NotificationRow): string {
  switch (row.type as NotificationType) {
    case 'friend_request':
      return '/social/invitations/index-invitations';
    case 'friend_accept':
    case 'invite_joined':
      return `/social/profile/${row.actorId}`;
    case 'report_outcome':
    case 'moderation':
      return '/landingpage/Community';
    case 'coins_adjusted':
      return '/betogether/users/dashboard-users';
    case 'task_reward':
      return '/betogether/users/dashboard-tasks';
    case 'task_proof_refused':
      return '/betogether/users/dashboard-tasks?filter=refused';
    case 'task_reviewed':
      return '/betogether/partners/dashboard-partners';
    case 'kyc_status':
      return '/betogether/users/kyc';
    case 'withdrawal':
      return '/betogether/withdrawal/withdrawal';
    default: {
      const { postId, commentId, storyId, shortId } = row.payload;
      if (storyId) return `/social/story/${storyId}`;
      // Short likes and comments, and a mention in a short's caption.
      if (shortId) return `/social/short/${shortId}`;
      return commentId ? `/social/post/${postId}?comment=${commentId}` : `/social/post/${postId}`;
    }
  }
}

/** Staff notices (moderation, coin corrections): sent on behalf of BeTogether, blocks do not apply. */
const isStaffNotice = (type: string) => (staffNotificationTypes as ReadonlyArray<string>).includes(type);

/** Moderation lines come from the team, never from a named moderator (their actor is the moderator). */
const moderationTeam = {
  id: '00000000-0000-0000-0000-000000000000',
  username: 'betogether',
  displayName: 'BeTogether',
  avatarUrl: null,
};

function toNotification(row: repo.NotificationRow): Notification {
  // Coin corrections come from the team too, not from the admin who made them.
  const fromStaff = isStaffNotice(row.type);
  return {
    id: row.id,
    type: row.type as NotificationType,
    actor: fromStaff
      ? moderationTeam
      : toPerson({
          id: row.actorId,
          username: row.actorUsername,
          firstName: row.actorFirstName,
          lastName: row.actorLastName,
          avatarUrl: row.actorAvatarUrl,
        }),
    ...(row.payload.moderation ? { moderation: row.payload.moderation as Notification['moderation'] } : {}),
    ...(row.payload.coins ? { coins: row.payload.coins } : {}),
    ...(row.payload.task ? { task: row.payload.task as Notification['task'] } : {}),
    ...(row.payload.kyc ? { kyc: row.payload.kyc as Notification['kyc'] } : {}),
    ...(row.payload.withdrawal ? { withdrawal: row.payload.withdrawal as Notification['withdrawal'] } : {}),
    ...(row.payload.storyId ? { storyId: row.payload.storyId } : {}),
    ...(row.payload.shortId ? { shortId: row.payload.shortId } : {}),
    ...(row.payload.excerpt ? { excerpt: row.payload.excerpt } : {}),
    actorCount: row.actorCount,
    postId: row.payload.postId ?? null,
    commentId: row.payload.commentId ?? null,
    link: linkOf(row),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  realtime: Pick<Realtime, 'emitToUsers' | 'mayReach'>;
  log: Pick<Logger, 'error'>;
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
        const line = complete(input);
        const now = clock.now();
        // A staff notice reaches a member who blocked the moderator or admin (or was blocked by them).
        const opened = await repo.insertNewGroup(db, line, now, !isStaffNotice(input.type));
        if (!opened.allowed) return;
        // An unread notification of the group open already: the actor joins it.
        const id = opened.id ?? (await db.transaction((tx) => repo.upsertGrouped(tx, line, now)));
        if (!id || !realtime.mayReach([input.recipientId])) return;
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
    async withdraw(input: WithdrawInput): Promise<void> {
      try {
        const removed = await db.transaction((tx) =>
          repo.removeActor(tx, input.recipientId, groupKeyOf(input), input.actorId),
        );
        if (removed) await pushUnread(input.recipientId);
      } catch (error) {
        deps.log.error({ err: error, input }, 'notification not withdrawn');
      }
    },

    /**
     * Deletes the notifications about a subject that is gone, inside the transaction that deleted
     * it (as a foreign key's cascade would); `naming` narrows it to those whose payload names an id.
     */
    forget(tx: Executor, subject: repo.Subject, naming?: Parameters<typeof repo.deleteAbout>[2]) {
      return repo.deleteAbout(tx, subject, naming);
    },

    /**
     * Inside a block's transaction: each of the two leaves the other's notifications (their
     * reactions, comments, mentions, requests), and both bells get their new unread count.
     */
    async forgetBetween(tx: Executor, a: string, b: string): Promise<void> {
      await repo.removeActorsBetween(tx, a, b);
      await afterCommit(tx, async () => {
        try {
          await pushUnread(a);
          await pushUnread(b);
        } catch (error) {
          deps.log.error({ err: error }, 'unread counts not pushed after a block');
        }
      });
    },

    async list(userId: string, query: { limit: number; cursor?: string | undefined }) {
      // The position is (updated_at, id): a (time, id) cursor like the others.
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.listNotifications(
        db,
        userId,
        query.limit,
        after ? { updatedAt: after.createdAt, id: after.id } : null,
      );
      const page = pageFrom(rows, query.limit, (row) =>
        timeCursorOf({ createdAt: row.updatedAt, id: row.id }),
      );
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
