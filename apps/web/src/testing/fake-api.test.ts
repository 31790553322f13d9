import type { Endpoint } from '@betogether/contracts/common/endpoint';
import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { commentsEndpoints, postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { User } from '@betogether/contracts/users/users.schemas';
import { walletAdminEndpoints, walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, call } from '@/lib/api-client';
import { session } from '@/lib/session';
import { admin, member, page, person, uuid } from './builders';
import { type FakeApi, networkFailure, problem, startFakeApi } from './fake-api';
import { pathMatcher, specificity } from './fake-api-wire';

const postId = uuid(1);
let stop: () => Promise<string[]> = async () => [];

/** A fake for one test; `complaints()` stops it and says what would have failed the test. */
function start(user: User | null = member()): FakeApi {
  if (user) session.signIn('token', user);
  const fake = startFakeApi();
  stop = fake.stop;
  return fake.api;
}
const complaints = () => stop();
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: ApiError) => error.status,
  );

afterEach(async () => {
  await stop();
  session.signOut();
});

const comment = (postId: string, body: string) => ({
  id: uuid(2),
  postId,
  parentId: null,
  author: person(3),
  body,
  createdAt: '2026-03-01T10:00:00.000Z',
  edited: false,
  editedAt: null,
  reactionCount: 0,
  replyCount: 0,
  myReaction: null,
  mine: true,
  canDelete: true,
});

describe('fakeApi', () => {
  it('answers by declaration and keeps the params, query, body and headers sent', async () => {
    const api = start();
    api.on(commentsEndpoints.create, ({ params, body }) => ({
      status: 201,
      body: comment(params.id, body.body),
    }));
    api.on(commentsEndpoints.list, () => page([], 'next'));

    expect(
      (await call(commentsEndpoints.create, { params: { id: postId }, body: { body: 'Hi' } })).body,
    ).toBe('Hi');
    const list = await call(commentsEndpoints.list, {
      params: { id: postId },
      query: { order: 'newest', limit: 10 },
    });
    expect(list).toEqual({ items: [], nextCursor: 'next' });

    const [sent] = api.calls(commentsEndpoints.create);
    expect(sent?.params).toEqual({ id: postId });
    expect(sent?.body).toEqual({ body: 'Hi' });
    expect(sent?.headers.authorization).toBe('Token token');
    expect(api.calls(commentsEndpoints.list)[0]?.query).toEqual({ order: 'newest', limit: '10' });
    expect(api.calls(commentsEndpoints.list)[0]?.search).toBe('?order=newest&limit=10');
    expect(api.calls()).toHaveLength(2);
    expect(await complaints()).toEqual([]);
  });

  it('answers nothing with 204, a declared problem, a network failure, and once() before on()', async () => {
    const api = start();
    api.on(postsEndpoints.save, () => undefined);
    api.fail(moderationEndpoints.reportPost, 409, 'REPORT_ALREADY_SENT', { title: 'Reported before' });
    api.fail(postsEndpoints.pin, 0);
    api
      .on(postsEndpoints.unsave, () => undefined)
      .once(postsEndpoints.unsave, () => problem(404, 'POST_NOT_FOUND'));
    const id = { params: { id: postId } };

    expect(await call(postsEndpoints.save, id)).toBeUndefined();
    const refused = await call(moderationEndpoints.reportPost, { ...id, body: { reason: 'spam' } }).then(
      () => null,
      (e: ApiError) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect([refused?.status, refused?.code, refused?.message]).toEqual([
      409,
      'REPORT_ALREADY_SENT',
      'Reported before',
    ]);
    expect(await call(postsEndpoints.pin, id).catch((e: ApiError) => e.code)).toBe('NETWORK');
    expect(await call(postsEndpoints.unsave, id).catch((e: ApiError) => e.code)).toBe('POST_NOT_FOUND');
    expect(await call(postsEndpoints.unsave, id)).toBeUndefined();
    expect(networkFailure().status).toBe(0);
    expect(await complaints()).toEqual([]);
  });

  it('holds answers until the test lets them go; an abort ends a held call', async () => {
    const api = start();
    const gate = api.pending(postsEndpoints.unreact);
    const first = statusOf(call(postsEndpoints.unreact, { params: { id: postId } }));
    const abort = new AbortController();
    const aborted = call(postsEndpoints.unreact, { params: { id: postId }, signal: abort.signal }).catch(
      (error: Error) => error.name,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gate.waiting).toBe(2);
    abort.abort();
    expect(await aborted).toBe('AbortError');
    gate.fail(500, 'INTERNAL');
    expect(await first).toBe(500);
    expect(await statusOf(call(postsEndpoints.unreact, { params: { id: postId } }))).toBe(500);
  });

  it('fails the test for a call nobody answered, naming its declaration', async () => {
    start();
    expect(await statusOf(call(postsEndpoints.get, { params: { id: postId } }))).toBe(501);
    expect(await complaints()).toEqual([
      `GET /api/posts/${postId} has no answer: declare api.on(postsEndpoints.get, …)`,
    ]);
  });

  it('refuses as the real router does, and fails the test unless it is a visitor refused', async () => {
    const visitor = start(null);
    visitor.on(walletEndpoints.balance, () => ({ balance: 1 }));
    expect(await statusOf(call(walletEndpoints.balance))).toBe(401);
    expect((await complaints())[0]).toMatch(/has an answer but would be refused 401: no token/);

    start().fail(walletEndpoints.balance, 500, 'INTERNAL');
    expect(await statusOf(call(walletEndpoints.balance))).toBe(500);
    expect(await complaints()).toEqual([]);
    const adjustment = { userId: uuid(4), coins: 5, reason: 'Prize' };
    const api = start();
    api.on(walletAdminEndpoints.adjust, () => problem(409, 'INSUFFICIENT_BALANCE'));
    expect(
      await statusOf(call(walletAdminEndpoints.adjust, { body: adjustment, idempotencyKey: 'k-1' })),
    ).toBe(403);
    expect((await complaints())[0]).toMatch(/would be refused 403: a member calls an admin route/);

    const asAdmin = start(admin());
    asAdmin.on(walletAdminEndpoints.adjust, () => problem(409, 'INSUFFICIENT_BALANCE'));
    const noKey = call(walletAdminEndpoints.adjust, { body: adjustment } as never);
    expect(await statusOf(noKey)).toBe(400);
    expect(
      await statusOf(call(walletAdminEndpoints.adjust, { body: adjustment, idempotencyKey: 'k-2' })),
    ).toBe(409);
    expect(await complaints()).toEqual([expect.stringMatching(/would be refused 400: no Idempotency-Key/)]);
  });

  it('fails the test for a request or an answer the schemas refuse', async () => {
    const api = start();
    api.on(moderationEndpoints.reportPost, () => undefined);
    api.on(postsEndpoints.get, () => ({ id: postId }) as never);
    expect(
      await statusOf(
        call(moderationEndpoints.reportPost, {
          params: { id: postId },
          body: { reason: 'boring' as 'spam' },
        }),
      ),
    ).toBe(422);
    await call(postsEndpoints.get, { params: { id: postId } });
    const [request, answer] = await complaints();
    expect(request).toMatch(/report.*would be refused 422: body: reason/);
    expect(answer).toMatch(/posts\.get\): answer does not match its schema: author/);
  });

  it('fails the test when an answer throws (an expect() in a handler), answering 500', async () => {
    start().on(postsEndpoints.get, () => {
      throw new Error('expected another id');
    });
    expect(await statusOf(call(postsEndpoints.get, { params: { id: postId } }))).toBe(500);
    expect(await complaints()).toEqual([
      `GET /api/posts/${postId} (posts.get): the answer threw Error: expected another id`,
    ]);
  });

  it('throws at once for an error code no contract declares, or with another status', () => {
    const api = start();
    expect(() => api.fail(postsEndpoints.get, 404, 'NO_SUCH_CODE' as 'POST_NOT_FOUND')).toThrow(
      'no *.errors.ts declares the code NO_SUCH_CODE',
    );
    expect(() => problem(409, 'POST_NOT_FOUND')).toThrow('POST_NOT_FOUND is answered with 404, not 409');
  });
});

describe('pathMatcher', () => {
  it('matches :param segments as endpointUrl fills them, decoded, and nothing longer', () => {
    const match = pathMatcher({ path: '/api/profiles/:userIdOrUsername' });
    expect(match('/api/profiles/ana%20b')).toEqual({ userIdOrUsername: 'ana b' });
    expect(match('/api/profiles/ana/friends')).toBeNull();
    expect(pathMatcher({ path: '/api/wallet/statement.csv' })('/api/wallet/statementxcsv')).toBeNull();
  });

  it('ranks a fixed word above a parameter, as the server’s router does', () => {
    expect(specificity({ path: '/api/stories/tray' }) > specificity({ path: '/api/stories/:storyId' })).toBe(
      true,
    );
    expect(
      specificity({ path: '/api/users/:userId/stories' }) > specificity({ path: '/api/:kind/:id/stories' }),
    ).toBe(true);
  });

  it('never finds two equally specific declarations for one call: the fake needs no order between them', async () => {
    const files = import.meta.glob<Record<string, Record<string, Endpoint>>>(
      '../../../../packages/contracts/src/*/*.endpoints.ts',
      { eager: true },
    );
    const endpoints = Object.values(files).flatMap((file) =>
      Object.values(file).flatMap((group) => Object.values(group)),
    );
    const sample = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, 'x');
    const overlaps = endpoints.flatMap((a) =>
      endpoints
        .filter(
          (b) =>
            a !== b &&
            a.method === b.method &&
            pathMatcher(a)(sample(b.path)) &&
            specificity(a) === specificity(b),
        )
        .map((b) => `${a.id} ${a.path} also takes ${b.id} ${b.path}`),
    );
    expect(endpoints.length).toBeGreaterThan(100);
    expect(overlaps).toEqual([]);
  });
});
