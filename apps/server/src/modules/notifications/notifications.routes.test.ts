import { notificationTypes } from '@betogether/contracts/notifications/notifications.constants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DomainEvents, EventName } from '../../platform/events/event-bus';
import { encodeCursor } from '../../platform/pagination';
import { createAccount, signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { blocks } from '../friends/friends.tables';
import { posts } from '../posts/posts.tables';
import type { NotifyInput } from './notifications.service';

describe('notifications', () => {
  const ctx = useTestApp();
  const notify = (input: NotifyInput) => ctx.built.services.notifications.notify(input);
  /** What the posts module publishes, outside any transaction: the notification is written at once. */
  const publish = <N extends EventName>(name: N, payload: DomainEvents[N]) =>
    ctx.built.platform.events.publish(ctx.built.database.db, name, payload);
  const reacted = (postId: string, postAuthorId: string, reactorId: string) =>
    publish('reactions.added', { postId, postAuthorId, reactorId, type: 'like' });
  const unreacted = (postId: string, postAuthorId: string, reactorId: string) =>
    publish('reactions.removed', { postId, postAuthorId, reactorId, type: 'like' });
  const commented = (postId: string, postAuthorId: string, authorId: string) =>
    publish('comments.created', {
      commentId: crypto.randomUUID(),
      postId,
      postAuthorId,
      authorId,
      parent: null,
      mentionedIds: [],
    });

  async function postBy(authorId: string) {
    const [row] = await ctx.built.database.db
      .insert(posts)
      .values({ authorId, body: 'hello', audience: 'public' })
      .returning({ id: posts.id });
    return (row as { id: string }).id;
  }

  async function list(headers: Record<string, string>, query = '') {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('answers 401 without a token, on every route', async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${id}/read`],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists a notification in the spec shape: success and the list under user', async () => {
    const ben = await signedInAccount(ctx);
    const ana = await createAccount(ctx);
    await notify({ type: 'friend_request', recipientId: ben.id, actorId: ana.id });
    const body = await list(ben.headers);
    expect(body.success).toBe(true);
    expect(body.unreadCount).toBe(1);
    expect(body.nextCursor).toBeNull();
    expect(body.user).toHaveLength(1);
    expect(body.user[0]).toMatchObject({
      type: 'friend_request',
      actor: { id: ana.id, username: ana.username, displayName: 'Test Person', avatarUrl: null },
      actorCount: 1,
      postId: null,
      link: '/social/invitations/index-invitations',
      read: false,
    });
  });

  it('groups unread reactions to one post: the latest actor and the number of distinct actors', async () => {
    const ben = await signedInAccount(ctx);
    const postId = await postBy(ben.id);
    const [ana, carl, dina] = await Promise.all([createAccount(ctx), createAccount(ctx), createAccount(ctx)]);
    await reacted(postId, ben.id, ana.id);
    ctx.clock.advance(1000);
    await reacted(postId, ben.id, carl.id);
    ctx.clock.advance(1000);
    await reacted(postId, ben.id, ana.id);
    ctx.clock.advance(1000);
    await reacted(postId, ben.id, dina.id);
    const body = await list(ben.headers);
    expect(body.user).toHaveLength(1);
    expect(body.user[0]).toMatchObject({
      type: 'reaction',
      actor: { id: dina.id },
      actorCount: 3,
      postId,
      link: `/social/post/${postId}`,
    });
    expect(body.unreadCount).toBe(1);

    // An undone reaction takes its actor out; the last one out removes the line.
    await unreacted(postId, ben.id, dina.id);
    expect((await list(ben.headers)).user[0]).toMatchObject({ actor: { id: ana.id }, actorCount: 2 });
    await unreacted(postId, ben.id, ana.id);
    await unreacted(postId, ben.id, carl.id);
    expect((await list(ben.headers)).user).toEqual([]);
  });

  it('opens a new line once the grouped one was read', async () => {
    const ben = await signedInAccount(ctx);
    const postId = await postBy(ben.id);
    const [ana, carl] = await Promise.all([createAccount(ctx), createAccount(ctx)]);
    await commented(postId, ben.id, ana.id);
    await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: ben.headers });
    ctx.clock.advance(1000);
    await commented(postId, ben.id, carl.id);
    const body = await list(ben.headers);
    expect(body.user.map((n: { actor: { id: string }; read: boolean }) => [n.actor.id, n.read])).toEqual([
      [carl.id, false],
      [ana.id, true],
    ]);
    expect(body.unreadCount).toBe(1);
  });

  it('records nothing for oneself, across a block, or for a type the member turned off', async () => {
    const ben = await signedInAccount(ctx);
    const postId = await postBy(ben.id);
    const [ana, blocked] = await Promise.all([createAccount(ctx), createAccount(ctx)]);
    await ctx.built.database.db.insert(blocks).values({ blockerId: ben.id, blockedId: blocked.id });
    await reacted(postId, ben.id, ben.id);
    await reacted(postId, ben.id, blocked.id);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: ben.headers,
      payload: { reaction: false },
    });
    expect(off.statusCode).toBe(200);
    // Every kind stays on but the one turned off.
    expect(off.json()).toEqual(
      Object.fromEntries(notificationTypes.map((type) => [type, type !== 'reaction'])),
    );
    await reacted(postId, ben.id, ana.id);
    expect((await list(ben.headers)).user).toEqual([]);
    await publish('posts.shared', {
      postId: crypto.randomUUID(),
      sharerId: ana.id,
      sharedPostId: postId,
      sharedPostAuthorId: ben.id,
    });
    expect((await list(ben.headers)).user.map((n: { type: string }) => n.type)).toEqual(['share']);
  });

  it('hides the lines of someone one has since blocked, from the list and the unread count', async () => {
    const ben = await signedInAccount(ctx);
    const [ana, carl] = await Promise.all([createAccount(ctx), createAccount(ctx)]);
    await notify({ type: 'friend_request', recipientId: ben.id, actorId: ana.id });
    await notify({ type: 'friend_request', recipientId: ben.id, actorId: carl.id });
    expect((await list(ben.headers)).unreadCount).toBe(2);
    // Written straight to the table: a block made before this rule, or racing a notification.
    await ctx.built.database.db.insert(blocks).values({ blockerId: carl.id, blockedId: ben.id });
    const body = await list(ben.headers);
    expect(body.user.map((n: { actor: { id: string } }) => n.actor.id)).toEqual([ana.id]);
    expect(body.unreadCount).toBe(1);
  });

  it('a block through the API takes each out of the other’s lines; grouped lines keep the others', async () => {
    const ben = await signedInAccount(ctx);
    const carl = await signedInAccount(ctx);
    const postId = await postBy(ben.id);
    const carlsPost = await postBy(carl.id);
    const ana = await createAccount(ctx);
    await reacted(postId, ben.id, carl.id);
    await reacted(postId, ben.id, ana.id);
    await reacted(postId, ben.id, carl.id); // carl is the latest actor again
    await commented(postId, ben.id, carl.id);
    await reacted(carlsPost, carl.id, ben.id);
    const before = (await list(ben.headers)).user;
    expect(before.map((n: { type: string }) => n.type).sort()).toEqual(['comment', 'reaction']);

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/blocks/${carl.id}`,
      headers: ben.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = await list(ben.headers);
    expect(body.user).toHaveLength(1);
    expect(body.user[0]).toMatchObject({ type: 'reaction', actor: { id: ana.id }, actorCount: 1 });
    expect(body.unreadCount).toBe(1);
    // The other side too: carl's bell loses ben's reaction.
    const [carlsLines] = await ctx.built.database.db
      .execute(sql`select count(*)::int as n from notifications where recipient_id = ${carl.id}`)
      .then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows);
    expect(carlsLines?.n).toBe(0);
  });

  it('staff notices cross every block: recorded, listed, counted, and never deleted by a block', async () => {
    const ben = await signedInAccount(ctx);
    const carl = await signedInAccount(ctx);
    const moderator = await signedInAccount(ctx, 'moderator');
    const admin = await signedInAccount(ctx, 'admin');
    const block = async (who: { headers: Record<string, string> }, otherId: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/blocks/${otherId}`,
        headers: who.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const resolved = (caseId: string, authorId: string, reporterIds: string[]) =>
      publish('moderation.case-resolved', {
        caseId,
        kind: 'post',
        subjectId: crypto.randomUUID(),
        authorId,
        action: 'remove',
        moderatorId: moderator.id,
        reporterIds,
        note: 'spam',
        suspendedUntil: null,
      });
    const corrected = (memberId: string) =>
      publish('wallet.admin-corrected', {
        kind: 'adjustment',
        memberId,
        actorId: admin.id,
        coins: -20,
        reason: 'duplicate credit',
        transactionId: crypto.randomUUID(),
      });
    const types = (body: { user: Array<{ type: string }> }) => body.user.map((n) => n.type).sort();

    // Ben blocked the moderator, the admin blocked ben: every staff notice still reaches him.
    await block(ben, moderator.id);
    await block(admin, ben.id);
    await resolved(crypto.randomUUID(), ben.id, []);
    await resolved(crypto.randomUUID(), carl.id, [ben.id]);
    await corrected(ben.id);
    // Any other kind from them stays held back by the block.
    await notify({ type: 'friend_request', recipientId: ben.id, actorId: moderator.id });
    const bens = await list(ben.headers);
    expect(types(bens)).toEqual(['coins_adjusted', 'moderation', 'report_outcome']);
    expect(bens.unreadCount).toBe(3);
    expect(bens.user.every((n: { actor: { username: string } }) => n.actor.username === 'betogether')).toBe(
      true,
    );

    // A block made afterwards deletes the moderator's other lines, never the staff notice.
    const carlsPost = await postBy(carl.id);
    await reacted(carlsPost, carl.id, moderator.id);
    await corrected(carl.id);
    expect(types(await list(carl.headers))).toEqual(['coins_adjusted', 'moderation', 'reaction']);
    await block(carl, moderator.id);
    await block(admin, carl.id);
    const carls = await list(carl.headers);
    expect(types(carls)).toEqual(['coins_adjusted', 'moderation']);
    expect(carls.unreadCount).toBe(2);
    // Nor does a block the other way round delete ben's.
    await block(moderator, ben.id);
    expect((await list(ben.headers)).unreadCount).toBe(3);
  });

  it('validates settings: unknown types and non-booleans are 422 and change nothing', async () => {
    const ben = await signedInAccount(ctx);
    for (const payload of [{ likes: false }, { reaction: 'no' }, []]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: ben.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/settings',
      headers: ben.headers,
    });
    expect(Object.values(settings.json()).every((enabled) => enabled === true)).toBe(true);
  });

  it('marks one read (only one of one’s own) and all read', async () => {
    const ben = await signedInAccount(ctx);
    const carl = await signedInAccount(ctx);
    const [ana, dina] = await Promise.all([createAccount(ctx), createAccount(ctx)]);
    await notify({ type: 'friend_request', recipientId: ben.id, actorId: ana.id });
    await notify({ type: 'friend_request', recipientId: ben.id, actorId: dina.id });
    const [first] = (await list(ben.headers)).user;

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/nope/read',
      headers: ben.headers,
    });
    expect(bad.statusCode).toBe(422);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: carl.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const one = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: ben.headers,
    });
    expect(one.json()).toEqual({ unreadCount: 1 });
    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: ben.headers,
    });
    expect(all.json()).toEqual({ unreadCount: 0 });
    const body = await list(ben.headers);
    expect(body.user.every((n: { read: boolean }) => n.read)).toBe(true);
    expect(body.unreadCount).toBe(0);
  });

  it('pages by last activity without gaps or repeats; a bad cursor is 422', async () => {
    const ben = await signedInAccount(ctx);
    const actors = [];
    for (let index = 0; index < 23; index += 1) {
      const actor = await createAccount(ctx);
      actors.push(actor.id);
      // Same millisecond for some, to exercise the id tie-break.
      if (index % 3 === 0) ctx.clock.advance(5);
      await notify({ type: 'friend_request', recipientId: ben.id, actorId: actor.id });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body = await list(ben.headers, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.user.map((n: { actor: { id: string } }) => n.actor.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(23);
    expect(new Set(seen)).toEqual(new Set(actors));

    for (const query of ['?cursor=garbage', '?limit=0', '?limit=101']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/notifications${query}`,
        headers: ben.headers,
      });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('answers 422 on the cursor field for a well-formed cursor with a bad time or id', async () => {
    const ben = await signedInAccount(ctx);
    for (const values of [
      ['not a time', '00000000-0000-4000-8000-000000000000'],
      [new Date().toISOString(), 'not-a-uuid'],
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/notifications?cursor=${encodeCursor(values)}`,
        headers: ben.headers,
      });
      expect(res.statusCode, values.join()).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['cursor']);
    }
  });
});
