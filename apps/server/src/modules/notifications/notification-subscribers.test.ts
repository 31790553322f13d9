import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type Member, postsFixtures } from '../posts/posts.test-support';

const ctx = useTestApp();
const f = postsFixtures(ctx);

async function comment(who: Member, postId: string, body: string, parentId?: string): Promise<string> {
  const res = await f.call('POST', `/api/posts/${postId}/comments`, who, {
    body,
    ...(parentId ? { parentId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Runs `work` while every commit that wrote to `table` fails (a deferred trigger), as a lost connection would. */
async function failingCommitsOn(table: string, work: () => Promise<void>) {
  const db = ctx.built.database.db;
  await db.execute(
    sql.raw(`create function refuse_commit() returns trigger language plpgsql as $$
      begin raise exception 'commit refused by the test'; end $$`),
  );
  await db.execute(
    sql.raw(`create constraint trigger refuse_commit after insert on ${table}
      deferrable initially deferred for each row execute function refuse_commit()`),
  );
  try {
    await work();
  } finally {
    await db.execute(sql.raw(`drop trigger refuse_commit on ${table}`));
    await db.execute(sql.raw('drop function refuse_commit()'));
  }
}

describe('notifications from domain events', () => {
  it('notifies nobody of an action whose transaction rolls back', async () => {
    const author = await f.member();
    const fan = await f.member();
    await f.befriend(author, fan);
    const post = await f.post(author, { body: 'hello', audience: 'public' });
    const top = await comment(author, post.id, 'first');
    const stranger = await f.member();

    const attempts: Array<[string, () => ReturnType<typeof f.call>]> = [
      ['friend_requests', () => f.call('POST', '/api/friends/requests', author, { userId: stranger.id })],
      ['post_reactions', () => f.call('PUT', `/api/posts/${post.id}/reaction`, fan, { type: 'love' })],
      [
        'post_comments',
        () =>
          f.call('POST', `/api/posts/${post.id}/comments`, fan, {
            body: `@${author.username} yes`,
            parentId: top,
          }),
      ],
      [
        'posts',
        () => f.call('POST', '/api/posts', fan, { body: `hi @${author.username}`, audience: 'public' }),
      ],
      ['posts', () => f.call('POST', `/api/posts/${post.id}/share`, fan, { audience: 'public' })],
    ];
    for (const [table, attempt] of attempts)
      await failingCommitsOn(table, async () => {
        const res = await attempt();
        expect(res.statusCode, `${table}: ${res.body}`).toBe(500);
      });

    expect(await f.notificationsOf(author)).toEqual([]);
    expect(await f.notificationsOf(stranger)).toEqual([]);
    // The same actions, committed, do notify.
    for (const [, attempt] of attempts) expect((await attempt()).statusCode).toBeLessThan(300);
    expect((await f.notificationsOf(author)).map((n) => n.type).sort()).toEqual([
      'mention',
      'mention',
      'reaction',
      'reply',
      'share',
    ]);
    expect((await f.notificationsOf(stranger)).map((n) => n.type)).toEqual(['friend_request']);
  });

  it('logs a notification that cannot be written, and the action stands', async () => {
    const author = await f.member();
    const fan = await f.member();
    const post = await f.post(author, { body: 'hello', audience: 'public' });
    const errors = vi.spyOn(ctx.built.platform.log, 'error');
    const db = ctx.built.database.db;
    await db.execute(sql`alter table notifications add constraint refuse_all check (false) not valid`);
    try {
      const res = await f.call('PUT', `/api/posts/${post.id}/reaction`, fan, { type: 'wow' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ myReaction: 'wow', reactionCount: 1 });
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({ input: expect.objectContaining({ type: 'reaction', actorId: fan.id }) }),
        'notification not recorded',
      );
    } finally {
      await db.execute(sql`alter table notifications drop constraint refuse_all`);
      errors.mockRestore();
    }
    expect((await f.call('GET', `/api/posts/${post.id}`, fan)).json()).toMatchObject({ myReaction: 'wow' });
    expect(await f.notificationsOf(author)).toEqual([]);
  });

  it('deletes the lines about a deleted post, and only those (what the foreign key cascaded)', async () => {
    const author = await f.member();
    const fan = await f.member();
    const post = await f.post(author, { body: 'going away', audience: 'public' });
    const other = await f.post(author, { body: 'staying', audience: 'public' });
    for (const target of [post, other]) {
      await f.call('PUT', `/api/posts/${target.id}/reaction`, fan, { type: 'like' });
      await comment(fan, target.id, `@${author.username} look`);
    }
    const share = await f.call('POST', `/api/posts/${post.id}/share`, author, { audience: 'public' });
    await f.call('POST', `/api/posts/${share.json().id}/comments`, fan, { body: 'nice share' });
    expect(await f.notificationsOf(author)).toHaveLength(7);

    expect((await f.call('DELETE', `/api/posts/${post.id}`, author)).statusCode).toBe(204);
    const left = await f.notificationsOf(author);
    expect(left.map((n) => [n.type, n.postId]).sort()).toEqual(
      [
        ['comment', other.id],
        ['comment', share.json().id],
        ['mention', other.id],
        ['reaction', other.id],
      ].sort(),
    );
  });

  it('deletes the lines about a deleted comment and, for a top-level one, about its replies', async () => {
    const author = await f.member();
    const [ana, ben] = [await f.member(), await f.member()];
    const post = await f.post(author, { body: 'talk', audience: 'public' });
    const top = await comment(ana, post.id, 'top');
    const kept = await comment(ana, post.id, 'another top');
    ctx.clock.advance(1000);
    // The author's comment line now points to Ben's reply; Ana hears of the reply; Carl of his mention.
    const carl = await f.member();
    await comment(ben, post.id, `@${carl.username} see`, top);
    expect((await f.notificationsOf(author)).map((n) => [n.type, n.actorCount])).toEqual([['comment', 2]]);
    expect((await f.notificationsOf(ana)).map((n) => n.type)).toEqual(['reply']);
    expect((await f.notificationsOf(carl)).map((n) => n.type)).toEqual(['mention']);

    // Deleting the other comment changes nothing of the lines naming Ben's reply.
    expect((await f.call('DELETE', `/api/comments/${kept}`, ana)).statusCode).toBe(204);
    expect(await f.notificationsOf(author)).toHaveLength(1);

    expect((await f.call('DELETE', `/api/comments/${top}`, ana)).statusCode).toBe(204);
    expect(await f.notificationsOf(author)).toEqual([]);
    expect(await f.notificationsOf(ana)).toEqual([]);
    expect(await f.notificationsOf(carl)).toEqual([]);
  });
});
