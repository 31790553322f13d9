import { randomUUID } from 'node:crypto';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';
import { tasksFixtures, UNKNOWN_ID, type Who } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);
const DAY = 86_400_000;

const idsOf = (body: { items: Array<{ id: string }> }) => body.items.map((t) => t.id);

async function listed(member: Who, query: string): Promise<string[]> {
  const res = await f.call('GET', `/api/tasks?${query}`, member);
  expect(res.statusCode, res.body).toBe(200);
  return idsOf(res.json());
}

/** Every page of a list, `limit` at a time, following the cursors. */
async function allPages(member: Who, query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await f.call(
      'GET',
      `/api/tasks?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      member,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...idsOf(page));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe('member routes', () => {
  it('answer 401 without a token, on every member endpoint', async () => {
    const endpoints = Object.values(tasksEndpoints);
    expect(endpoints).toHaveLength(12);
    for (const endpoint of endpoints) {
      const url = endpoint.path.replace(':taskId', UNKNOWN_ID).replace(':attemptId', UNKNOWN_ID);
      const res = await f.call(
        endpoint.method,
        url,
        undefined,
        endpoint.method === 'GET' ? undefined : {},
        randomUUID(),
      );
      expect(res.statusCode, `${endpoint.id} ${res.body}`).toBe(401);
    }
  });

  it("answer ATTEMPT_NOT_FOUND for someone else's attempt, and change nothing of it", async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins();
    const owner = await f.account();
    const intruder = await f.account();
    const id = await f.liveTask(partner, await f.videoInput(partner, {}, 10_000));
    const { attempt, beat, position } = await f.watch(owner, id, 10, true);
    const body = { seq: beat.seq, token: beat.token, visible: true, position };
    const attempts = `/api/tasks/attempts/${attempt.id}`;
    const answers = { answers: [{ questionId: UNKNOWN_ID, answer: 0 }] };
    for (const [method, url, payload] of [
      ['POST', `${attempts}/heartbeats`, body],
      ['POST', `${attempts}/finish`, body],
      ['GET', `${attempts}/quiz`, undefined],
      ['POST', `${attempts}/quiz`, answers],
    ] as const) {
      const res = await f.call(method, url, intruder, payload, randomUUID());
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
      expect(res.json().code).toBe('ATTEMPT_NOT_FOUND');
      const unknown = await f.call(method, url.replace(attempt.id, UNKNOWN_ID), owner, payload, randomUUID());
      expect(unknown.json().code).toBe('ATTEMPT_NOT_FOUND');
    }
    // The owner's beat is still the good one.
    const finish = await f.finish(owner, attempt.id, beat, { position });
    expect(finish.statusCode, finish.body).toBe(200);
    expect(finish.json().attempt.status).toBe('quiz');
  });
});

describe('the lists', () => {
  it('show one kind, sorted newest, by reward or ending, in keyset pages that neither repeat nor skip', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(100_000);
    const member = await f.account();
    const base = ctx.clock.now().getTime();
    const endsIn = (days: number) => new Date(base + days * DAY).toISOString();
    const made: Array<{ id: string; reward: number; endsAt: string; order: number }> = [];
    const specs = [
      { reward: 10, days: 5 },
      { reward: 30, days: 3 },
      { reward: 20, days: 7 },
      { reward: 30, days: 3 },
      { reward: 0, days: 1 },
      { reward: 20, days: 2 },
    ];
    for (const [order, spec] of specs.entries()) {
      ctx.clock.advance(1000);
      const input = await f.pictureInput(partner, {
        rewardCoins: spec.reward,
        free: spec.reward === 0,
        endsAt: endsIn(spec.days),
      });
      made.push({
        id: await f.liveTask(partner, input),
        reward: spec.reward,
        endsAt: endsIn(spec.days),
        order,
      });
    }
    const video = await f.liveTask(partner, await f.videoInput(partner));
    const special = await f.liveTask(partner, f.specialInput());

    const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const newest = [...made].sort((a, b) => b.order - a.order).map((t) => t.id);
    const reward = [...made].sort((a, b) => b.reward - a.reward || byId(b.id, a.id)).map((t) => t.id);
    const ending = [...made].sort((a, b) => byId(a.endsAt, b.endsAt) || byId(a.id, b.id)).map((t) => t.id);
    expect(await allPages(member, 'kind=picture', 2)).toEqual(newest);
    expect(await allPages(member, 'kind=picture&sort=newest', 4)).toEqual(newest);
    expect(await allPages(member, 'kind=picture&sort=reward', 2)).toEqual(reward);
    expect(await allPages(member, 'kind=picture&sort=ending', 2)).toEqual(ending);
    expect(await allPages(member, 'kind=picture&sort=ending', 5)).toEqual(ending);
    expect(await listed(member, 'kind=video')).toEqual([video]);
    expect(await listed(member, 'kind=special')).toEqual([special]);
    expect(new Set(await listed(member, 'kind=picture&reward=paid&limit=100'))).toEqual(
      new Set(made.filter((t) => t.reward > 0).map((t) => t.id)),
    );
    expect(await listed(member, 'kind=picture&reward=free')).toEqual(
      made.filter((t) => t.reward === 0).map((t) => t.id),
    );

    const card = (await f.call('GET', '/api/tasks?kind=video', member)).json().items[0];
    expect(card).toMatchObject({
      kind: 'video',
      rewardCoins: 20,
      placesLeft: 5,
      questionCount: 2,
      secondsNeeded: 30,
    });
    expect(card.partner.id).toBe(partner.id);
    // The partner does not see its own tasks.
    expect(await listed(partner, 'kind=picture')).toEqual([]);
  });

  it('answer 422 for a missing kind, an unknown sort or a malformed cursor', async () => {
    const member = await f.account();
    const bad = (query: string) => f.call('GET', `/api/tasks?${query}`, member);
    expect((await bad('')).statusCode).toBe(422);
    expect((await bad('kind=picture&sort=oldest')).statusCode).toBe(422);
    expect((await bad('kind=picture&cursor=garbage')).statusCode).toBe(422);
    const timeCursor = Buffer.from(JSON.stringify([new Date().toISOString(), UNKNOWN_ID])).toString(
      'base64url',
    );
    expect((await bad(`kind=picture&sort=reward&cursor=${timeCursor}`)).statusCode).toBe(422);
    const notADate = Buffer.from(JSON.stringify(['soon', UNKNOWN_ID])).toString('base64url');
    const res = await bad(`kind=picture&sort=ending&cursor=${notADate}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('cursor');
  });

  it('target members by country and age', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins();
    const year = ctx.clock.now().getUTCFullYear();
    const french = await f.account('member', { country: 'FR', birthDate: `${year - 35}-01-01` });
    const belgian = await f.account('member', { country: 'BE', birthDate: `${year - 35}-01-01` });
    const young = await f.account('member', { country: 'BE', birthDate: `${year - 20}-06-15` });
    const everyone = await f.liveTask(partner, await f.pictureInput(partner));
    const inBelgium = await f.liveTask(
      partner,
      await f.pictureInput(partner, { targeting: { countries: ['BE', 'LU'], minAge: null, maxAge: null } }),
    );
    const thirties = await f.liveTask(
      partner,
      await f.pictureInput(partner, { targeting: { countries: [], minAge: 30, maxAge: 40 } }),
    );
    const sorted = async (who: Who) => (await listed(who, 'kind=picture')).sort();
    expect(await sorted(french)).toEqual([everyone, thirties].sort());
    expect(await sorted(belgian)).toEqual([everyone, inBelgium, thirties].sort());
    expect(await sorted(young)).toEqual([everyone, inBelgium].sort());
    // Not targeted: the task does not exist for them, and cannot be started.
    expect((await f.call('GET', `/api/tasks/${inBelgium}`, french)).json().code).toBe('TASK_NOT_FOUND');
    expect((await f.call('POST', `/api/tasks/${thirties}/attempts`, young)).statusCode).toBe(404);
  });

  it('leave out tasks the member did and tasks with no place left; keep one being watched', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins();
    const [first, second, third] = [await f.account(), await f.account(), await f.account()] as [
      Who,
      Who,
      Who,
    ];
    const single = await f.liveTask(partner, await f.pictureInput(partner, { completions: 1 }));
    const double = await f.liveTask(partner, await f.pictureInput(partner, { completions: 2 }));
    const { attempt, beat } = await f.watch(first, single, 10);
    expect((await listed(first, 'kind=picture')).sort()).toEqual([single, double].sort());
    expect((await f.finish(first, attempt.id, beat)).statusCode).toBe(200);
    expect(await listed(first, 'kind=picture')).toEqual([double]);
    // Its one place is taken: gone for everyone.
    expect(await listed(second, 'kind=picture')).toEqual([double]);
    const done = await f.watch(second, double, 10);
    expect((await f.finish(second, done.attempt.id, done.beat)).statusCode).toBe(200);
    expect(await listed(third, 'kind=picture')).toEqual([double]);
    const card = (await f.call('GET', '/api/tasks?kind=picture', third)).json().items[0];
    expect(card.placesLeft).toBe(1);
  });
});

describe('a task opened by a member', () => {
  it('is shown while live, counted as one view a day, and 404 when not live unless they took part', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins();
    const member = await f.account();
    const other = await f.account();
    const draft = await f.draft(partner, await f.pictureInput(partner));
    expect((await f.call('GET', `/api/tasks/${draft}`, member)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/tasks/${UNKNOWN_ID}`, member)).statusCode).toBe(404);
    expect((await f.call('GET', '/api/tasks/not-an-id', member)).statusCode).toBe(422);

    const id = await f.liveTask(partner, await f.pictureInput(partner, { instructions: 'Look closely' }));
    const detail = await f.call('GET', `/api/tasks/${id}`, member);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ id, instructions: 'Look closely', attempt: null, passMark: null });
    expect(detail.json().pictures).toHaveLength(1);
    await f.call('GET', `/api/tasks/${id}`, member);
    const views = async () =>
      (await f.call('GET', `/api/partner/analytics?taskId=${id}`, partner)).json().totals.views;
    expect(await views()).toBe(1);
    ctx.clock.advance(DAY);
    await f.call('GET', `/api/tasks/${id}`, member);
    expect(await views()).toBe(2);

    const { attempt } = await f.start(member, id);
    await f.call('POST', `/api/partner/tasks/${id}/pause`, partner);
    const paused = await f.call('GET', `/api/tasks/${id}`, member);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().attempt).toMatchObject({ id: attempt.id, status: 'watching' });
    expect((await f.call('GET', `/api/tasks/${id}`, other)).statusCode).toBe(404);
    // Not counted: the task is not live for them.
    expect(await views()).toBe(2);
    // Targeted elsewhere since the member started: still shown, with the attempt.
    await f.call('POST', `/api/partner/tasks/${id}/resume`, partner);
    const elsewhere = await f.liveTask(
      partner,
      await f.pictureInput(partner, { targeting: { countries: ['BE'], minAge: null, maxAge: null } }),
    );
    const belgian = await f.account('member', { country: 'BE' });
    const started = await f.start(belgian, elsewhere);
    await f.db().update(users).set({ country: 'FR' }).where(eq(users.id, belgian.id));
    const moved = await f.call('GET', `/api/tasks/${elsewhere}`, belgian);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().attempt.id).toBe(started.attempt.id);
    expect(await listed(belgian, 'kind=picture')).toEqual([id]);
  });

  it('is reported once per member (204), and 404 when unknown', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins();
    const member = await f.account();
    const admin = await f.account('admin');
    const id = await f.liveTask(partner, await f.pictureInput(partner));
    const report = (body: object, task = id) => f.call('POST', `/api/tasks/${task}/reports`, member, body);
    const first = await report({ reason: 'misleading', details: 'Not what it says' });
    expect(first.statusCode, first.body).toBe(204);
    expect(first.body).toBe('');
    expect((await report({ reason: 'spam' })).statusCode).toBe(204);
    expect((await report({ reason: 'boring' })).statusCode).toBe(422);
    expect((await report({ reason: 'spam' }, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json().openReports).toBe(1);
    const queue = (await f.call('GET', '/api/admin/tasks/review-queue?queue=reports', admin)).json();
    expect(queue.counts.reports).toBe(1);
    expect(queue.items).toEqual([
      {
        queue: 'reports',
        report: expect.objectContaining({
          reason: 'misleading',
          details: 'Not what it says',
          task: expect.objectContaining({ id }),
        }),
      },
    ]);
  });
});
