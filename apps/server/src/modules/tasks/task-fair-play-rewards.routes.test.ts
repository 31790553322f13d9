import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { answersTo, RIGHT_ANSWERS, tasksFixtures, type Who } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);

// Whatever a test tried, the ledger stays sound: balanced transactions, no negative balance.
afterEach(async () => {
  await f.expectCleanLedger();
});
const DAY = 86_400_000;

type Sheet = { questions: Array<{ id: string; text: string; answers: string[] }>; passMark: number };

/** A member who watched a 20-second video task to its end and got its quiz. */
async function quizzed(member: Who, taskId: string) {
  const { attempt, beat, position } = await f.watch(member, taskId, 20, true);
  const res = await f.finish(member, attempt.id, beat, { position });
  expect(res.statusCode, res.body).toBe(200);
  return { attemptId: attempt.id as string, finish: res, quiz: res.json().quiz as Sheet };
}

const answer = (member: Who, attemptId: string, answers: object[], key = randomUUID()) =>
  f.call('POST', `/api/tasks/attempts/${attemptId}/quiz`, member, { answers }, key);

/** Every key of a JSON value, with its path (`items.0.attempt.quizScore.correct`). */
function keyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keyPaths(item, `${path}${i}.`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [
      `${path}${key}`,
      ...keyPaths(inner, `${path}${key}.`),
    ]);
  return [];
}

describe('the quiz', () => {
  it('is scored once: a second answer is refused, the same key answers the first answer again', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, await f.videoInput(partner, {}, 20_000));
    const { attemptId, quiz } = await quizzed(member, id);
    const key = randomUUID();
    const first = await answer(member, attemptId, answersTo(quiz), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      passed: true,
      reward: { coins: 20 },
      attempt: { quizScore: { correct: 2, of: 2, passMark: 2 } },
    });
    const same = await answer(member, attemptId, answersTo(quiz), key);
    expect(same.headers['idempotent-replayed']).toBe('true');
    expect(same.json()).toEqual(first.json());
    const twice = await answer(member, attemptId, answersTo(quiz));
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().code).toBe('ATTEMPT_STATE_CONFLICT');
    expect((await f.call('GET', `/api/tasks/attempts/${attemptId}/quiz`, member)).statusCode).toBe(409);
    expect(await f.balanceOf(member)).toBe(20);
    await f.expectCleanLedger();
  });

  it('answers 422 to answers that are not exactly the questions drawn, and the quiz stays open', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, await f.videoInput(partner, {}, 20_000));
    const { attemptId, quiz } = await quizzed(member, id);
    const task = (await f.call('GET', `/api/partner/tasks/${id}`, partner)).json();
    const notDrawn = task.quiz.questions.find(
      (q: { id: string }) => !quiz.questions.some((d) => d.id === q.id),
    );
    const right = answersTo(quiz);
    for (const answers of [
      right.slice(0, 1),
      [...right, { questionId: notDrawn.id, answer: RIGHT_ANSWERS[notDrawn.text] }],
      [right[0], { questionId: notDrawn.id, answer: 0 }],
      [right[0], right[0]],
    ]) {
      const res = await answer(member, attemptId, answers as object[]);
      expect(res.statusCode, res.body).toBe(422);
    }
    expect(await f.balanceOf(member)).toBe(0);
    const sheet = await f.call('GET', `/api/tasks/attempts/${attemptId}/quiz`, member);
    expect(sheet.json()).toEqual(quiz);
    expect((await answer(member, attemptId, right)).json().passed).toBe(true);
  });

  it('failed: the attempt fails as quiz_failed, earns nothing and counts as a quiz fail', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, await f.videoInput(partner, {}, 20_000));
    const { attemptId, quiz } = await quizzed(member, id);
    const res = await answer(member, attemptId, answersTo(quiz, false));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      passed: false,
      reward: null,
      attempt: {
        status: 'failed',
        failure: 'quiz_failed',
        rewardCoins: 0,
        quizScore: { correct: 0, of: 2, passMark: 2 },
      },
    });
    expect((await f.call('POST', `/api/tasks/${id}/attempts`, member)).json().code).toBe('TASK_ALREADY_DONE');
    const stats = (await f.call('GET', `/api/partner/analytics?taskId=${id}`, partner)).json().totals;
    expect(stats).toMatchObject({
      quizFails: 1,
      quizPasses: 0,
      quizPassRate: 0,
      completions: 0,
      coinsSpent: 0,
    });
    expect(await f.balanceOf(member)).toBe(0);
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(110);
    await f.expectCleanLedger();
  });

  it('never shows a member which answer is right, in any answer of the flow', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, await f.videoInput(partner, {}, 20_000));
    const bodies: Array<{ url: string; body: string }> = [];
    const keep = async (answer: Promise<{ statusCode: number; body: string }>, url: string) => {
      const res = await answer;
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
      bodies.push({ url, body: res.body });
    };
    await keep(f.call('GET', '/api/tasks?kind=video', member), 'list');
    await keep(f.call('GET', `/api/tasks/${id}`, member), 'detail');
    const { attemptId, finish, quiz } = await quizzed(member, id);
    bodies.push({ url: 'finish', body: finish.body });
    await keep(f.call('GET', `/api/tasks/${id}`, member), 'detail with quiz');
    await keep(f.call('GET', `/api/tasks/attempts/${attemptId}/quiz`, member), 'quiz');
    await keep(answer(member, attemptId, answersTo(quiz)), 'answer');
    await keep(f.call('GET', '/api/tasks/history?filter=done', member), 'history');
    await keep(f.call('GET', '/api/tasks/dashboard', member), 'dashboard');
    for (const { url, body } of bodies) {
      expect(body, url).not.toMatch(/correctIndex|"correct_?answer|"isCorrect|"right/i);
      // Only the score says "correct": a count, never an index.
      const correctKeys = keyPaths(JSON.parse(body)).filter((path) => /correct/i.test(path));
      for (const path of correctKeys) expect(path, url).toMatch(/quizScore\.correct$/);
    }
    // The sheet is the questions and their answers, as the partner wrote them, nothing more.
    for (const question of quiz.questions)
      expect(Object.keys(question).sort()).toEqual(['answers', 'id', 'text']);
    expect(Object.keys(quiz).sort()).toEqual(['passMark', 'questions']);
  });
});

describe('the daily cap', () => {
  it('refuses a payout over the cap (DAILY_CAP_REACHED) and pays the same attempt the next day', async () => {
    await f.setSettings({ dailyCapCoins: 15 });
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const [first, second, third] = [
      await f.liveTask(partner, await f.pictureInput(partner)),
      await f.liveTask(partner, await f.pictureInput(partner)),
      await f.liveTask(partner, await f.pictureInput(partner)),
    ];
    const a = await f.watch(member, first, 10);
    const b = await f.watch(member, second, 10);
    expect((await f.finish(member, a.attempt.id, a.beat)).statusCode).toBe(200);
    const capped = await f.finish(member, b.attempt.id, b.beat);
    expect(capped.statusCode, capped.body).toBe(409);
    expect(capped.json().code).toBe('DAILY_CAP_REACHED');
    const blocked = await f.call('POST', `/api/tasks/${third}/attempts`, member);
    expect(blocked.json().code).toBe('DAILY_CAP_REACHED');
    expect(await f.balanceOf(member)).toBe(10);
    expect((await f.call('GET', '/api/tasks/dashboard', member)).json()).toMatchObject({
      todayCoins: 10,
      dailyCapCoins: 15,
    });
    await f.expectCleanLedger();

    ctx.clock.advance(DAY);
    const paid = await f.finish(member, b.attempt.id, b.beat);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ attempt: { status: 'completed' }, reward: { coins: 10 } });
    expect(await f.balanceOf(member)).toBe(20);
    // A free task is never capped.
    const free = await f.liveTask(partner, await f.pictureInput(partner, { free: true, rewardCoins: 0 }));
    const c = await f.watch(member, free, 10);
    expect((await f.finish(member, c.attempt.id, c.beat)).json()).toMatchObject({
      attempt: { status: 'completed' },
      reward: null,
    });
    await f.expectCleanLedger();
  });

  it('keeps a passed quiz over the cap open until the next day', async () => {
    await f.setSettings({ dailyCapCoins: 25 });
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const video = await f.liveTask(partner, await f.videoInput(partner, {}, 20_000));
    const picture = await f.liveTask(partner, await f.pictureInput(partner));
    const { attemptId, quiz } = await quizzed(member, video);
    const p = await f.watch(member, picture, 10);
    expect((await f.finish(member, p.attempt.id, p.beat)).statusCode).toBe(200);
    const key = randomUUID();
    const capped = await answer(member, attemptId, answersTo(quiz), key);
    expect(capped.statusCode, capped.body).toBe(409);
    expect(capped.json().code).toBe('DAILY_CAP_REACHED');
    expect((await f.call('GET', `/api/tasks/attempts/${attemptId}/quiz`, member)).statusCode).toBe(200);
    ctx.clock.advance(DAY);
    const paid = await answer(member, attemptId, answersTo(quiz), key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ passed: true, reward: { coins: 20 } });
    expect(await f.balanceOf(member)).toBe(30);
    await f.expectCleanLedger();
  });
});

describe('who may earn', () => {
  it('a suspended member is refused (401) and earns nothing', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, await f.pictureInput(partner));
    const { attempt, beat } = await f.watch(member, id, 10);
    await f.suspend(member);
    const res = await f.finish(member, attempt.id, beat);
    expect(res.statusCode, res.body).toBe(401);
    expect((await f.call('GET', '/api/tasks?kind=picture', member)).statusCode).toBe(401);
    expect(await f.balanceOf(member)).toBe(0);
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(55);
    await f.expectCleanLedger();
  });

  it("a suspended member's proof approved meanwhile is not paid, and its place is freed", async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, f.specialInput({ proofKind: 'text', completions: 1 }));
    const proof = await f.call('POST', `/api/tasks/${id}/proofs`, member, {
      kind: 'text',
      text: 'Here it is',
    });
    expect(proof.statusCode, proof.body).toBe(201);
    await f.suspend(member);
    const review = await f.call(
      'POST',
      `/api/partner/submissions/${proof.json().id}/review`,
      partner,
      { decision: 'approve' },
      randomUUID(),
    );
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().status).toBe('failed');
    const task = (await f.call('GET', `/api/partner/tasks/${id}`, partner)).json();
    expect(task).toMatchObject({ status: 'live', pendingReviews: 0, completionsDone: 0, escrowCoins: 17 });
    expect(await f.balanceOf(member)).toBe(0);
    await f.expectCleanLedger();
  });

  it('a partner cannot do its own task: not listed, not opened, not started', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const picture = await f.liveTask(partner, await f.pictureInput(partner));
    const special = await f.liveTask(partner, f.specialInput({ proofKind: 'text' }));
    expect((await f.call('GET', '/api/tasks?kind=picture', partner)).json().items).toEqual([]);
    expect((await f.call('GET', `/api/tasks/${picture}`, partner)).statusCode).toBe(404);
    const start = await f.call('POST', `/api/tasks/${picture}/attempts`, partner);
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe('TASK_NOT_FOUND');
    const proof = await f.call('POST', `/api/tasks/${special}/proofs`, partner, {
      kind: 'text',
      text: 'Mine',
    });
    expect(proof.statusCode).toBe(404);
    expect(await f.balanceOf(partner)).toBe(1000 - 55 - 51);
  });

  it('a viewing finished while its task is paused is not lost: refused, then paid once the task is resumed', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, await f.pictureInput(partner));
    const { attempt, beat } = await f.watch(member, id, 10);
    expect((await f.call('POST', `/api/partner/tasks/${id}/pause`, partner)).statusCode).toBe(200);
    const paused = await f.finish(member, attempt.id, beat);
    expect(paused.statusCode, paused.body).toBe(409);
    expect(paused.json().code).toBe('ATTEMPT_STATE_CONFLICT');
    expect(await f.balanceOf(member)).toBe(0);
    expect((await f.call('POST', `/api/partner/tasks/${id}/resume`, partner)).statusCode).toBe(200);
    const paid = await f.finish(member, attempt.id, beat);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ attempt: { status: 'completed' }, reward: { coins: 10 } });
    expect(await f.balanceOf(member)).toBe(10);
    await f.expectCleanLedger();
  });

  it('a quiz answered while its task is paused stays open, and pays once the task is resumed', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, await f.videoInput(partner, {}, 20_000));
    const { attemptId, quiz } = await quizzed(member, id);
    await f.call('POST', `/api/partner/tasks/${id}/pause`, partner);
    const paused = await answer(member, attemptId, answersTo(quiz));
    expect(paused.statusCode, paused.body).toBe(409);
    expect(paused.json().code).toBe('ATTEMPT_STATE_CONFLICT');
    expect((await f.call('GET', `/api/tasks/attempts/${attemptId}/quiz`, member)).statusCode).toBe(200);
    await f.call('POST', `/api/partner/tasks/${id}/resume`, partner);
    const paid = await answer(member, attemptId, answersTo(quiz));
    expect(paid.json()).toMatchObject({ passed: true, reward: { coins: 20 } });
    expect(await f.balanceOf(member)).toBe(20);
    await f.expectCleanLedger();
  });

  it('a free video without a quiz completes once watched, paying nothing', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(
      partner,
      await f.videoInput(partner, { free: true, rewardCoins: 0, quiz: null }, 10_000),
    );
    const { attempt, beat, position } = await f.watch(member, id, 10, true);
    const res = await f.finish(member, attempt.id, beat, { position });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      attempt: { status: 'completed', rewardCoins: 0 },
      reward: null,
      quiz: null,
    });
    expect(await f.balanceOf(member)).toBe(0);
    expect(await f.balanceOf(partner)).toBe(1000);
  });
});
