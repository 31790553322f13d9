import { randomUUID } from 'node:crypto';
import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { mediaObjects } from '../media/media.tables';
import { tasksFixtures, UNKNOWN_ID } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);
const DAY = 86_400_000;

type Answer = {
  statusCode: number;
  json(): { code?: string; errors?: Array<{ field: string; code: string }> };
};
const fields = (res: Answer) => (res.json().errors ?? []).map((e) => e.field);
const later = (ms: number) => new Date(ctx.clock.now().getTime() + ms).toISOString();

/** Creating this input answers 422 naming `field`. */
async function refused(partner: Parameters<typeof f.call>[2], input: object, field: string) {
  const res = await f.call('POST', '/api/partner/tasks', partner, input);
  expect(res.statusCode, res.body).toBe(422);
  expect(fields(res).join(' ')).toContain(field);
}

describe('partner routes: who may call them', () => {
  it('answer 401 without a token and 403 to a plain member, on every partner endpoint', async () => {
    const member = await f.account();
    const endpoints = Object.values(partnerTasksEndpoints);
    expect(endpoints).toHaveLength(15);
    for (const endpoint of endpoints) {
      const url = endpoint.path.replace(':taskId', UNKNOWN_ID).replace(':attemptId', UNKNOWN_ID);
      const payload = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {};
      const anonymous = await f.call(endpoint.method, url, undefined, payload, randomUUID());
      expect(anonymous.statusCode, `${endpoint.id} ${anonymous.body}`).toBe(401);
      const plain = await f.call(endpoint.method, url, member, payload, randomUUID());
      expect(plain.statusCode, `${endpoint.id} ${plain.body}`).toBe(403);
    }
  });

  it("answer 404 for an unknown task and 403 TASK_NOT_OWNER on another partner's task", async () => {
    await f.trustPartners();
    const owner = await f.partnerWithCoins();
    const other = await f.partnerWithCoins();
    const id = await f.liveTask(owner, await f.pictureInput(owner));
    const calls: Array<[Parameters<typeof f.call>[0], string, object?]> = [
      ['GET', ''],
      ['PUT', ''],
      ['PATCH', '', { title: 'Another title' }],
      ['DELETE', ''],
      ['POST', '/publish'],
      ['POST', '/pause'],
      ['POST', '/resume'],
      ['POST', '/cancel'],
      ['GET', '/submissions'],
    ];
    for (const [method, suffix, patch] of calls) {
      // A rewrite's files are the caller's own: checked before the task is looked up.
      const body = async (who: typeof owner) => (method === 'PUT' ? await f.pictureInput(who) : patch);
      const foreign = await f.call(
        method,
        `/api/partner/tasks/${id}${suffix}`,
        other,
        await body(other),
        randomUUID(),
      );
      expect(foreign.statusCode, `${method} ${suffix} ${foreign.body}`).toBe(403);
      expect(foreign.json().code).toBe('TASK_NOT_OWNER');
      const url = `/api/partner/tasks/${UNKNOWN_ID}${suffix}`;
      const unknown = await f.call(method, url, owner, await body(owner), randomUUID());
      expect(unknown.statusCode, `${method} ${suffix} ${unknown.body}`).toBe(404);
      expect(unknown.json().code).toBe('TASK_NOT_FOUND');
    }
    // Nothing changed: still live, budget still in escrow.
    expect((await f.call('GET', `/api/partner/tasks/${id}`, owner)).json()).toMatchObject({
      status: 'live',
      escrowCoins: 55,
    });
  });
});

describe('drafts', () => {
  it('are created, read, listed with filters and pages, rewritten and deleted', async () => {
    const partner = await f.partnerWithCoins();
    const picture = await f.pictureInput(partner);
    const created = await f.call('POST', '/api/partner/tasks', partner, picture);
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json();
    expect(task).toMatchObject({
      kind: 'picture',
      status: 'draft',
      free: false,
      rewardCoins: 10,
      completions: 5,
      secondsNeeded: 10,
      budgetCoins: 0,
      escrowCoins: 0,
      publishedAt: null,
      targeting: { countries: [], minAge: null, maxAge: null },
    });
    expect(task.pictures.map((p: { id: string }) => p.id)).toEqual(
      (picture as { pictureIds: string[] }).pictureIds,
    );

    // Listed newest first: each draft a second after the previous one.
    ctx.clock.advance(1000);
    const video = await f.draft(partner, await f.videoInput(partner, {}, 42_500));
    ctx.clock.advance(1000);
    const special = await f.draft(partner, f.specialInput({ free: true, rewardCoins: 0 }));
    const read = (await f.call('GET', `/api/partner/tasks/${video}`, partner)).json();
    // The partner sees its own quiz with the right answers; the video's length rounded down.
    expect(read).toMatchObject({ kind: 'video', secondsNeeded: 42, quiz: { drawCount: 2, passMark: 2 } });
    expect(read.quiz.questions[0]).toMatchObject({ text: 'What colour is the car?', correctIndex: 1 });

    const all = (await f.call('GET', '/api/partner/tasks?limit=2', partner)).json();
    expect(all.items.map((t: { id: string }) => t.id)).toEqual([special, video]);
    const rest = (await f.call('GET', `/api/partner/tasks?limit=2&cursor=${all.nextCursor}`, partner)).json();
    expect(rest).toMatchObject({ items: [{ id: task.id }], nextCursor: null });
    const ids = async (query: string) =>
      (await f.call('GET', `/api/partner/tasks?${query}`, partner))
        .json()
        .items.map((t: { id: string }) => t.id);
    expect(await ids('kind=video')).toEqual([video]);
    expect(await ids('free=true')).toEqual([special]);
    expect(await ids('free=false&status=draft')).toEqual([video, task.id]);
    expect(await ids('status=live')).toEqual([]);
    expect((await f.call('GET', '/api/partner/tasks?status=over', partner)).statusCode).toBe(422);
    // Another partner's list is its own.
    expect((await f.call('GET', '/api/partner/tasks', await f.account('partner'))).json().items).toEqual([]);

    const replaced = await f.call(
      'PUT',
      `/api/partner/tasks/${task.id}`,
      partner,
      await f.pictureInput(partner, { title: 'A new look', rewardCoins: 12, viewSeconds: 20 }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: task.id,
      title: 'A new look',
      rewardCoins: 12,
      secondsNeeded: 20,
    });

    const removed = await f.call('DELETE', `/api/partner/tasks/${task.id}`, partner);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await f.call('GET', `/api/partner/tasks/${task.id}`, partner)).statusCode).toBe(404);
  });

  it('answer 422 for what the schema refuses', async () => {
    const partner = await f.account('partner');
    await refused(partner, await f.pictureInput(partner, { title: 'Hi' }), 'title');
    const video = await f.videoInput(partner);
    const quiz = (
      video as { quiz: { questions: Array<{ text: string; answers: string[]; correctIndex: number }> } }
    ).quiz;
    const one = quiz.questions.slice(0, 1);
    await refused(
      partner,
      { ...video, quiz: { questions: one, drawCount: 2, passMark: 1 } },
      'quiz.drawCount',
    );
    await refused(
      partner,
      { ...video, quiz: { questions: quiz.questions, drawCount: 2, passMark: 3 } },
      'quiz.passMark',
    );
    const outOfRange = [{ text: 'Which?', answers: ['A', 'B'], correctIndex: 2 }];
    await refused(
      partner,
      { ...video, quiz: { questions: outOfRange, drawCount: 1, passMark: 1 } },
      'correctIndex',
    );
    await refused(partner, await f.pictureInput(partner, { viewSeconds: 2 }), 'viewSeconds');
    await refused(partner, await f.pictureInput(partner, { completions: 0 }), 'completions');
    await refused(
      partner,
      await f.pictureInput(partner, { targeting: { countries: ['FR'], minAge: 40, maxAge: 20 } }),
      'maxAge',
    );
    expect((await f.call('GET', '/api/partner/tasks', partner)).json().items).toEqual([]);
  });

  it("answer 422 for the server's rules: reward, free, quiz, files and dates", async () => {
    await f.setSettings({ minRewardCoins: 5 });
    const partner = await f.account('partner');
    const other = await f.account('partner');
    await refused(partner, await f.pictureInput(partner, { rewardCoins: 4 }), 'rewardCoins');
    await refused(partner, await f.pictureInput(partner, { free: true, rewardCoins: 10 }), 'rewardCoins');
    await refused(partner, await f.videoInput(partner, { quiz: null }), 'quiz');
    // Files: the partner's own, of the right purpose, ready.
    await refused(
      partner,
      await f.pictureInput(partner, { pictureIds: [await f.readyFile(other, 'task-picture')] }),
      'pictureIds.0',
    );
    await refused(
      partner,
      await f.pictureInput(partner, { pictureIds: [await f.readyFile(partner, 'task-proof')] }),
      'pictureIds.0',
    );
    await refused(
      partner,
      await f.videoInput(partner, { videoId: await f.readyFile(other, 'task-video') }),
      'videoId',
    );
    await refused(
      partner,
      await f.videoInput(partner, { videoId: await f.readyFile(partner, 'task-picture') }),
      'videoId',
    );
    const transcoding = await f.readyFile(partner, 'task-video');
    await f.db().update(mediaObjects).set({ status: 'processing' }).where(eq(mediaObjects.id, transcoding));
    await refused(partner, await f.videoInput(partner, { videoId: transcoding }), 'videoId');
    await refused(partner, await f.pictureInput(partner, { pictureIds: [UNKNOWN_ID] }), 'pictureIds.0');
    // Dates: ahead, at most a year long, the start before the end.
    await refused(partner, await f.pictureInput(partner, { endsAt: later(-DAY) }), 'endsAt');
    await refused(partner, await f.pictureInput(partner, { endsAt: later(366 * DAY) }), 'endsAt');
    await refused(
      partner,
      await f.pictureInput(partner, { startsAt: later(8 * DAY), endsAt: later(7 * DAY) }),
      'startsAt',
    );
    // The same rules hold when a draft is rewritten.
    const id = await f.draft(partner, await f.pictureInput(partner, { rewardCoins: 5 }));
    const res = await f.call(
      'PUT',
      `/api/partner/tasks/${id}`,
      partner,
      await f.pictureInput(partner, { rewardCoins: 1 }),
    );
    expect(res.statusCode, res.body).toBe(422);
    // A free task, and a free video without quiz, are fine.
    await f.draft(partner, await f.pictureInput(partner, { free: true, rewardCoins: 0 }));
    await f.draft(partner, await f.videoInput(partner, { free: true, rewardCoins: 0, quiz: null }));
  });
});

describe('a published task', () => {
  it('is no longer rewritten nor deleted; its title, instructions and a later end change', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins();
    const input = await f.pictureInput(partner);
    const id = await f.liveTask(partner, input);
    const put = await f.call('PUT', `/api/partner/tasks/${id}`, partner, input);
    expect(put.statusCode, put.body).toBe(409);
    expect(put.json().code).toBe('TASK_NOT_EDITABLE');
    const del = await f.call('DELETE', `/api/partner/tasks/${id}`, partner);
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().code).toBe('TASK_STATE_CONFLICT');

    const endsAt = later(10 * DAY);
    const edited = await f.call('PATCH', `/api/partner/tasks/${id}`, partner, {
      title: 'Renamed',
      instructions: 'Look twice',
      endsAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Renamed',
      instructions: 'Look twice',
      endsAt,
      rewardCoins: 10,
    });
    const earlier = await f.call('PATCH', `/api/partner/tasks/${id}`, partner, { endsAt: later(8 * DAY) });
    expect(earlier.statusCode, earlier.body).toBe(422);
    expect(fields(earlier)).toEqual(['endsAt']);
    const tooFar = await f.call('PATCH', `/api/partner/tasks/${id}`, partner, { endsAt: later(400 * DAY) });
    expect(tooFar.statusCode, tooFar.body).toBe(422);
    const nothing = await f.call('PATCH', `/api/partner/tasks/${id}`, partner, {});
    expect(nothing.statusCode).toBe(422);
    const reward = await f.call('PATCH', `/api/partner/tasks/${id}`, partner, { rewardCoins: 1 });
    expect(reward.statusCode).toBe(422);
  });

  it('pauses, resumes and cancels only from the states that allow it', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, await f.pictureInput(partner));
    const act = (action: string) =>
      f.call('POST', `/api/partner/tasks/${id}/${action}`, partner, undefined, randomUUID());
    const listed = async () =>
      (await f.call('GET', '/api/tasks?kind=picture', member)).json().items.map((t: { id: string }) => t.id);

    expect((await act('resume')).statusCode).toBe(409);
    const paused = await act('pause');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().status).toBe('paused');
    expect(await listed()).toEqual([]);
    expect((await f.call('GET', `/api/tasks/${id}`, member)).statusCode).toBe(404);
    const pausedTwice = await act('pause');
    expect(pausedTwice.statusCode).toBe(409);
    expect(pausedTwice.json().code).toBe('TASK_STATE_CONFLICT');
    const resumed = await act('resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().status).toBe('live');
    expect(await listed()).toEqual([id]);

    const cancelled = await act('cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      escrowCoins: 0,
      closedAt: expect.any(String),
    });
    expect(await f.balanceOf(partner)).toBe(1000);
    for (const action of ['cancel', 'pause', 'resume']) {
      const res = await act(action);
      expect(res.statusCode, `${action} ${res.body}`).toBe(409);
      expect(res.json().code).toBe('TASK_STATE_CONFLICT');
    }
    const edit = await f.call('PATCH', `/api/partner/tasks/${id}`, partner, { title: 'Too late' });
    expect(edit.statusCode).toBe(409);
    // A draft cannot be paused or cancelled either.
    const draft = await f.draft(partner, await f.pictureInput(partner));
    for (const action of ['pause', 'cancel']) {
      const res = await f.call(
        'POST',
        `/api/partner/tasks/${draft}/${action}`,
        partner,
        undefined,
        randomUUID(),
      );
      expect(res.statusCode, `${action} ${res.body}`).toBe(409);
    }
    expect(await f.balanceOf(partner)).toBe(1000);
    await f.expectCleanLedger();
  });

  it('answers a repeated cancel with the same key, giving the escrow back once', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const id = await f.liveTask(partner, await f.pictureInput(partner));
    const key = randomUUID();
    const first = await f.call('POST', `/api/partner/tasks/${id}/cancel`, partner, undefined, key);
    const again = await f.call('POST', `/api/partner/tasks/${id}/cancel`, partner, undefined, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await f.balanceOf(partner)).toBe(1000);
    await f.expectCleanLedger();
  });
});
