import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { shortsFixtures, UNKNOWN_ID } from './shorts.test-support';

const ctx = useTestApp();
const f = shortsFixtures(ctx);

describe('POST /api/shorts/:shortId/comments', () => {
  it('comments, counts it, publishes shorts.commented, and answers the card', async () => {
    const author = await f.member();
    const fan = await f.member();
    const short = await f.short(author);
    const seen: unknown[] = [];
    ctx.built.platform.events.afterCommit('shorts.commented', (event) => void seen.push(event));
    const res = await f.call('POST', `/api/shorts/${short.id}/comments`, fan, { body: '  So good  ' });
    expect(res.statusCode, res.body).toBe(201);
    const comment = res.json();
    expect(comment).toEqual({
      id: expect.any(String),
      shortId: short.id,
      author: { id: fan.id, username: fan.username, displayName: 'Test Person', avatarUrl: null },
      body: 'So good',
      createdAt: ctx.clock.now().toISOString(),
      mine: true,
      canDelete: true,
    });
    expect(seen).toContainEqual({
      shortId: short.id,
      authorId: author.id,
      commenterId: fan.id,
      commentId: comment.id,
      body: 'So good',
    });
    expect((await f.call('GET', `/api/shorts/${short.id}`, fan)).json().commentCount).toBe(1);
  });

  it('answers a repeated clientKey with the first comment; the key for another short is a 422', async () => {
    const author = await f.member();
    const fan = await f.member();
    const short = await f.short(author);
    const other = await f.short(author);
    const clientKey = randomUUID();
    const first = await f.call('POST', `/api/shorts/${short.id}/comments`, fan, { body: 'one', clientKey });
    const again = await f.call('POST', `/api/shorts/${short.id}/comments`, fan, { body: 'two', clientKey });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect((await f.call('GET', `/api/shorts/${short.id}`, fan)).json().commentCount).toBe(1);
    const elsewhere = await f.call('POST', `/api/shorts/${other.id}/comments`, fan, { body: 'x', clientKey });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors[0]).toMatchObject({ field: 'clientKey', code: 'client_key_reused' });
  });

  it('answers 422 for an empty or long body, 404 to someone a block separates, 401 without a token', async () => {
    const author = await f.member();
    const blocked = await f.member();
    await f.block(author, blocked);
    const short = await f.short(author);
    for (const payload of [{}, { body: '   ' }, { body: 'x'.repeat(1001) }, { body: 'hi', extra: true }]) {
      const res = await f.call('POST', `/api/shorts/${short.id}/comments`, author, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const refused = await f.call('POST', `/api/shorts/${short.id}/comments`, blocked, { body: 'hey' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('SHORT_NOT_FOUND');
    expect(
      (await f.call('POST', `/api/shorts/${UNKNOWN_ID}/comments`, author, { body: 'hi' })).statusCode,
    ).toBe(404);
    expect(
      (await f.call('POST', `/api/shorts/${short.id}/comments`, undefined, { body: 'hi' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/shorts/:shortId/comments', () => {
  it('lists newest first page by page with the total, without comments of people the viewer blocked', async () => {
    const author = await f.member();
    const viewer = await f.member();
    const rude = await f.member();
    await f.block(viewer, rude);
    const short = await f.short(author);
    const bodies = ['first', 'second', 'third'];
    for (const body of bodies) {
      await f.call('POST', `/api/shorts/${short.id}/comments`, author, { body });
      ctx.clock.advance(1000);
    }
    await f.call('POST', `/api/shorts/${short.id}/comments`, rude, { body: 'rude' });

    const first = await f.call('GET', `/api/shorts/${short.id}/comments?limit=2`, viewer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      items: [
        { body: 'third', mine: false, canDelete: false },
        { body: 'second', mine: false, canDelete: false },
      ],
      total: 4,
    });
    const next = await f.call(
      'GET',
      `/api/shorts/${short.id}/comments?limit=2&cursor=${first.json().nextCursor}`,
      viewer,
    );
    expect(next.json()).toMatchObject({ items: [{ body: 'first' }], nextCursor: null });
    const ownView = await f.call('GET', `/api/shorts/${short.id}/comments`, author);
    expect(ownView.json().items.map((c: { body: string }) => c.body)).toEqual([
      'rude',
      'third',
      'second',
      'first',
    ]);
    expect(ownView.json().items[0]).toMatchObject({ mine: false, canDelete: true });
    expect((await f.call('GET', `/api/shorts/${short.id}/comments?cursor=bad`, viewer)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/shorts/${UNKNOWN_ID}/comments`, viewer)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/shorts/${short.id}/comments`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/shorts/:shortId/comments/:commentId', () => {
  it('lets the comment’s author and the short’s author delete it; 403 for others, 404 when unknown', async () => {
    const author = await f.member();
    const fan = await f.member();
    const other = await f.member();
    const short = await f.short(author);
    const elsewhere = await f.short(author);
    const post = async (body: string) =>
      (await f.call('POST', `/api/shorts/${short.id}/comments`, fan, { body })).json().id as string;
    const first = await post('first');
    const second = await post('second');

    const refused = await f.call('DELETE', `/api/shorts/${short.id}/comments/${first}`, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SHORT_COMMENT_FORBIDDEN');
    expect((await f.call('DELETE', `/api/shorts/${elsewhere.id}/comments/${first}`, fan)).statusCode).toBe(
      404,
    );
    expect((await f.call('DELETE', `/api/shorts/${short.id}/comments/${UNKNOWN_ID}`, fan)).statusCode).toBe(
      404,
    );
    expect((await f.call('DELETE', `/api/shorts/${short.id}/comments/nope`, fan)).statusCode).toBe(422);
    expect((await f.call('DELETE', `/api/shorts/${short.id}/comments/${first}`)).statusCode).toBe(401);

    expect((await f.call('DELETE', `/api/shorts/${short.id}/comments/${first}`, fan)).statusCode).toBe(204);
    expect((await f.call('DELETE', `/api/shorts/${short.id}/comments/${second}`, author)).statusCode).toBe(
      204,
    );
    const gone = await f.call('DELETE', `/api/shorts/${short.id}/comments/${second}`, author);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('SHORT_COMMENT_NOT_FOUND');
    expect((await f.call('GET', `/api/shorts/${short.id}/comments`, fan)).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });
});
