import { describe, expect, it } from 'vitest';
import type { DomainEvents, EventName } from '../../platform/events/event-bus';
import { createAccount, signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { blocks } from '../friends/friends.tables';

/**
 * The bell's lines about shorts, from the events the shorts module publishes (sent here straight
 * through the bus, outside any transaction: the notification is written at once).
 */
describe('notifications about shorts', () => {
  const ctx = useTestApp();
  const publish = <N extends EventName>(name: N, payload: DomainEvents[N]) =>
    ctx.built.platform.events.publish(ctx.built.database.db, name, payload);

  async function list(headers: Record<string, string>) {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(res.statusCode).toBe(200);
    return res.json().user as Array<Record<string, unknown>>;
  }

  it('groups the likes of one short in one line linking to it', async () => {
    const author = await signedInAccount(ctx);
    const [ana, ben] = [await createAccount(ctx), await createAccount(ctx)];
    const shortId = crypto.randomUUID();
    const other = crypto.randomUUID();
    await publish('shorts.liked', { shortId, authorId: author.id, likerId: ana.id });
    await publish('shorts.liked', { shortId, authorId: author.id, likerId: ben.id });
    ctx.clock.advance(1000);
    await publish('shorts.liked', { shortId: other, authorId: author.id, likerId: ana.id });
    // One's own like is no news.
    await publish('shorts.liked', { shortId, authorId: author.id, likerId: author.id });

    const lines = await list(author.headers);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      type: 'short_like',
      actor: { id: ben.id },
      actorCount: 2,
      shortId,
      postId: null,
      link: `/social/short/${shortId}`,
    });
    expect(lines[1]).not.toHaveProperty('excerpt');
  });

  it('drops a liker who takes their like back, and forgets every line about a deleted short', async () => {
    const author = await signedInAccount(ctx);
    const [ana, ben] = [await createAccount(ctx), await createAccount(ctx)];
    const shortId = crypto.randomUUID();
    await publish('shorts.liked', { shortId, authorId: author.id, likerId: ana.id });
    await publish('shorts.liked', { shortId, authorId: author.id, likerId: ben.id });
    await publish('shorts.unliked', { shortId, authorId: author.id, likerId: ben.id });
    const [line] = await list(author.headers);
    expect(line).toMatchObject({ type: 'short_like', actor: { id: ana.id }, actorCount: 1 });

    await publish('shorts.commented', {
      shortId,
      authorId: author.id,
      commenterId: ben.id,
      commentId: crypto.randomUUID(),
      body: 'Nice',
    });
    expect(await list(author.headers)).toHaveLength(2);
    await publish('shorts.deleted', { shortId, authorId: author.id });
    expect(await list(author.headers)).toEqual([]);
  });

  it('groups comments on one short, quoting the latest one’s first 120 characters', async () => {
    const author = await signedInAccount(ctx);
    const [ana, ben] = [await createAccount(ctx), await createAccount(ctx)];
    const shortId = crypto.randomUUID();
    const long = `${'🎬'.repeat(130)}`;
    await publish('shorts.commented', {
      shortId,
      authorId: author.id,
      commenterId: ana.id,
      commentId: crypto.randomUUID(),
      body: 'First!',
    });
    await publish('shorts.commented', {
      shortId,
      authorId: author.id,
      commenterId: ben.id,
      commentId: crypto.randomUUID(),
      body: long,
    });
    const [line] = await list(author.headers);
    expect(line).toMatchObject({
      type: 'short_comment',
      actor: { id: ben.id },
      actorCount: 2,
      shortId,
      excerpt: '🎬'.repeat(120),
      link: `/social/short/${shortId}`,
    });
  });

  it('tells members named in a short’s caption with a mention line linking to the short', async () => {
    const author = await createAccount(ctx);
    const named = await signedInAccount(ctx);
    const shortId = crypto.randomUUID();
    await publish('shorts.published', { shortId, authorId: author.id, mentionIds: [named.id, author.id] });
    expect(await list(named.headers)).toEqual([
      expect.objectContaining({
        type: 'mention',
        actor: expect.objectContaining({ id: author.id }),
        shortId,
        postId: null,
        link: `/social/short/${shortId}`,
      }),
    ]);
  });

  it('records nothing across a block or for a type the member turned off', async () => {
    const author = await signedInAccount(ctx);
    const [blocked, fan] = [await createAccount(ctx), await createAccount(ctx)];
    await ctx.built.database.db.insert(blocks).values({ blockerId: author.id, blockedId: blocked.id });
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: author.headers,
      payload: { short_comment: false },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      story_reply: true,
      story_reaction: true,
      short_like: true,
      short_comment: false,
    });
    const shortId = crypto.randomUUID();
    await publish('shorts.liked', { shortId, authorId: author.id, likerId: blocked.id });
    await publish('shorts.commented', {
      shortId,
      authorId: author.id,
      commenterId: fan.id,
      commentId: crypto.randomUUID(),
      body: 'Nice',
    });
    expect(await list(author.headers)).toEqual([]);
  });
});
