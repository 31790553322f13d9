import fs from 'node:fs';
import type { Notification } from '@betogether/contracts/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createManualClock } from '../../platform/clock';
import { createEventBus } from '../../platform/events/event-bus';
import { type Fresh, folderBefore, freshDatabase, migrationsFolder, rows } from '../../test/migrations';
import { subscribeBellToDomain } from './notification-subscribers';
import { createNotificationsService } from './notifications.service';

const MIGRATION = '0012_notification-subjects';

type OldRow = {
  id: string;
  recipient_id: string;
  type: Notification['type'];
  actor_count: number;
  post_id: string | null;
  comment_id: string | null;
  read_at: Date | null;
  created_at: Date;
  updated_at: Date;
  actor_id: string;
  username: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
};

/** What `GET /api/notifications` answered for a row of the schema before the migration. */
function answeredBefore(row: OldRow): Notification {
  const link =
    row.type === 'friend_request'
      ? '/social/invitations/index-invitations'
      : row.type === 'friend_accept'
        ? `/social/profile/${row.actor_id}`
        : `/social/post/${row.post_id}${row.comment_id ? `?comment=${row.comment_id}` : ''}`;
  return {
    id: row.id,
    type: row.type,
    actor: {
      id: row.actor_id,
      username: row.username,
      displayName: `${row.first_name} ${row.last_name}`.trim(),
      avatarUrl: row.avatar_url,
    },
    actorCount: row.actor_count,
    postId: row.post_id,
    commentId: row.comment_id,
    link,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const id = () => crypto.randomUUID();
const [ben, ana, carl, dina] = [id(), id(), id(), id()];
const [post, topByAna, replyByCarl, topByBen] = [id(), id(), id(), id()];
const start = Date.parse('2031-05-01T10:00:00.000Z');

/** Members, a post, comments and one notification of each kind, written to the schema before the migration. */
async function seedOldSchema(db: Db) {
  for (const [index, user] of [ben, ana, carl, dina].entries())
    await db.execute(sql`insert into users (id, email, username, password_hash, first_name, last_name,
      birth_date, country, referral_code, terms_accepted_at, avatar_url)
      values (${user}, ${`m${index}@example.com`}, ${`member${index}`}, 'x', ${`First${index}`},
      ${index === 2 ? '' : `Last${index}`}, '1990-01-01', 'FR', ${`code${index}`}, now(),
      ${index === 1 ? 'https://cdn.example.com/a.webp' : null})`);
  await db.execute(
    sql`insert into posts (id, author_id, body, audience) values (${post}, ${ben}, 'hi', 'public')`,
  );
  for (const [comment, author, parent] of [
    [topByAna, ana, null],
    [replyByCarl, carl, topByAna],
    [topByBen, ben, null],
  ] as const)
    await db.execute(sql`insert into post_comments (id, post_id, author_id, parent_id, body)
      values (${comment}, ${post}, ${author}, ${parent}, 'words')`);

  const lines: Array<{
    recipient: string;
    type: Notification['type'];
    actors: string[];
    postId?: string;
    commentId?: string;
    groupKey: string;
    read?: boolean;
  }> = [
    { recipient: ben, type: 'friend_request', actors: [ana], groupKey: `friend_request:${ana}` },
    { recipient: ben, type: 'friend_accept', actors: [carl], groupKey: `friend_accept:${carl}`, read: true },
    {
      recipient: ben,
      type: 'reaction',
      actors: [ana, carl],
      postId: post,
      groupKey: `reaction:post:${post}`,
    },
    {
      recipient: ben,
      type: 'comment',
      actors: [ana, carl],
      postId: post,
      commentId: replyByCarl,
      groupKey: `comment:post:${post}`,
    },
    {
      recipient: ben,
      type: 'reply',
      actors: [dina],
      postId: post,
      commentId: topByBen,
      groupKey: `reply:comment:${topByBen}`,
    },
    {
      recipient: ben,
      type: 'mention',
      actors: [ana],
      postId: post,
      commentId: topByAna,
      groupKey: `mention:post:${post}:${ana}`,
      read: true,
    },
    {
      recipient: ben,
      type: 'mention',
      actors: [dina],
      postId: post,
      groupKey: `mention:post:${post}:${dina}`,
    },
    { recipient: ben, type: 'share', actors: [dina], postId: post, groupKey: `share:post:${post}` },
    {
      recipient: ana,
      type: 'reply',
      actors: [carl],
      postId: post,
      commentId: topByAna,
      groupKey: `reply:comment:${topByAna}`,
    },
  ];
  for (const [index, line] of lines.entries()) {
    const at = new Date(start + index * 60_000).toISOString();
    const latest = line.actors.at(-1);
    const [row] = await rows<{ id: string }>(
      db,
      sql`insert into notifications (recipient_id, type, actor_id, actor_count, post_id, comment_id,
        group_key, read_at, created_at, updated_at)
        values (${line.recipient}, ${line.type}, ${latest}, ${line.actors.length}, ${line.postId ?? null},
        ${line.commentId ?? null}, ${line.groupKey}, ${line.read ? at : null}, ${at}, ${at})
        returning id`,
    );
    for (const actor of line.actors)
      await db.execute(sql`insert into notification_actors (notification_id, actor_id, created_at)
        values (${row?.id}, ${actor}, ${at})`);
  }
}

describe(`migration ${MIGRATION}`, () => {
  let fresh: Fresh;
  const before = new Map<string, Notification[]>();

  beforeAll(async () => {
    fresh = await freshDatabase();
    const earlier = folderBefore(MIGRATION);
    await fresh.migrate(earlier);
    fs.rmSync(earlier, { recursive: true });
    await seedOldSchema(fresh.db);
    const old = await rows<OldRow>(
      fresh.db,
      sql`select n.id, n.recipient_id, n.type, n.actor_count, n.post_id, n.comment_id, n.read_at,
        n.created_at, n.updated_at, u.id as actor_id, u.username, u.first_name, u.last_name, u.avatar_url
        from notifications n join users u on u.id = n.actor_id order by n.updated_at desc, n.id desc`,
    );
    for (const row of old)
      before.set(row.recipient_id, [...(before.get(row.recipient_id) ?? []), answeredBefore(row)]);
    await fresh.migrate(migrationsFolder);
  }, 60_000);
  afterAll(() => fresh?.close());

  function notificationsService() {
    const clock = createManualClock(new Date(start + 3_600_000));
    const log = {
      error(details: unknown, message: string) {
        throw new Error(`${message}: ${String((details as { err?: unknown }).err)}`);
      },
    };
    const service = createNotificationsService({
      db: fresh.db,
      clock,
      realtime: { emitToUsers: () => undefined, mayReach: () => true },
      log,
    });
    const events = createEventBus(log);
    subscribeBellToDomain(events, service);
    return { service, events };
  }

  it('lists every notification with the same content through the service', async () => {
    const { service } = notificationsService();
    expect(before.get(ben)).toHaveLength(8);
    for (const [recipient, expected] of before) {
      const page = await service.list(recipient, { limit: 50 });
      expect(page.user).toEqual(expected);
      expect(page.unreadCount).toBe(expected.filter((n) => !n.read).length);
    }
  });

  it('fills the subject and payload from the old columns and the comments they pointed to', async () => {
    const moved = await rows<{ type: string; subject_type: string; subject_id: string; payload: unknown }>(
      fresh.db,
      sql`select type, subject_type, subject_id, payload from notifications
        where recipient_id = ${ben} and type in ('friend_request', 'comment', 'reaction')`,
    );
    expect(moved.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      {
        type: 'comment',
        subject_type: 'post',
        subject_id: post,
        payload: { postId: post, commentId: replyByCarl, parentCommentId: topByAna },
      },
      { type: 'friend_request', subject_type: 'member', subject_id: ana, payload: {} },
      { type: 'reaction', subject_type: 'post', subject_id: post, payload: { postId: post } },
    ]);
    const columns = await rows<{ column_name: string }>(
      fresh.db,
      sql`select column_name from information_schema.columns where table_name = 'notifications'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('post_id');
    expect(columns.map((c) => c.column_name)).not.toContain('comment_id');
  });

  it('keeps grouping, withdrawing and deleting the moved lines as before', async () => {
    const { service, events } = notificationsService();
    const typesOf = async (recipient: string) =>
      (await service.list(recipient, { limit: 50 })).user.map((n) => [n.type, n.actorCount]);

    await events.publish(fresh.db, 'reactions.added', {
      postId: post,
      postAuthorId: ben,
      reactorId: dina,
      type: 'like',
    });
    await events.publish(fresh.db, 'friends.request-removed', {
      senderId: ana,
      receiverId: ben,
      reason: 'cancelled',
    });
    expect((await typesOf(ben))[0]).toEqual(['reaction', 3]);
    expect(await typesOf(ben)).not.toContainEqual(['friend_request', 1]);

    // Ana's comment goes, with Carl's reply: every line naming either.
    await fresh.db.transaction((tx) =>
      events.publish(tx, 'comments.deleted', { commentId: topByAna, postId: post }),
    );
    expect(await typesOf(ana)).toEqual([]);
    expect((await typesOf(ben)).map(([type]) => type).sort()).toEqual([
      'friend_accept',
      'mention',
      'reaction',
      'reply',
      'share',
    ]);

    await fresh.db.transaction((tx) =>
      events.publish(tx, 'posts.deleted', { postId: post, authorId: ben, sharedPost: null }),
    );
    expect(await typesOf(ben)).toEqual([['friend_accept', 1]]);
  });
});
