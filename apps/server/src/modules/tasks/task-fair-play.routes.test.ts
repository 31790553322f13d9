import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { tasksFixtures, type Who } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);

// Whatever a test tried, the ledger stays sound: balanced transactions, no negative balance.
afterEach(async () => {
  await f.expectCleanLedger();
});

/** A live task of a trusted partner with coins, and a member to do it. */
async function setUp(kind: 'picture' | 'video', videoMs = 30_000) {
  await f.trustPartners();
  const partner = await f.partnerWithCoins(1000);
  const member = await f.account();
  const input = kind === 'picture' ? await f.pictureInput(partner) : await f.videoInput(partner, {}, videoMs);
  const id = await f.liveTask(partner, input);
  return { partner, member, id };
}

/** Nothing was paid: the member has no coin, the escrow holds the whole budget, the ledger is sound. */
async function nothingEarned(member: Who, taskId: string, budget: number) {
  expect(await f.balanceOf(member)).toBe(0);
  expect(await ctx.built.services.wallet.escrowBalance(taskId)).toBe(budget);
  await f.expectCleanLedger();
}

const steps = (count: number, advanceMs: number, position?: (i: number) => number, visible = true) =>
  Array.from({ length: count }, (_, i) => ({
    advanceMs,
    visible,
    ...(position ? { position: position(i + 1) } : {}),
  }));

describe('the viewing clock', () => {
  it('refuses to finish a video before the server counted its length (WATCH_INCOMPLETE)', async () => {
    const { member, id } = await setUp('video');
    const { attempt, beat } = await f.start(member, id);
    const early = await f.finish(member, attempt.id, beat, { position: 0 });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('WATCH_INCOMPLETE');
    // Fifteen beats a second apart: 15 of the video's 30 seconds, whatever the client says.
    const half = await f.beats(
      member,
      attempt.id,
      beat,
      steps(15, 1000, (i) => i),
    );
    expect(half.attempt).toMatchObject({ status: 'watching', watchedSeconds: 15, secondsNeeded: 30 });
    const res = await f.finish(member, attempt.id, half.beat, { position: 30 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'WATCH_INCOMPLETE', detail: '15 of 30 seconds counted' });
    // Refused without using the beat: the viewing goes on with it.
    const rest = await f.beats(
      member,
      attempt.id,
      half.beat,
      steps(3, 5000, (i) => 15 + 5 * i),
    );
    expect(rest.attempt.watchedSeconds).toBe(30);
    await nothingEarned(member, id, 110);
  });

  it('counts nothing for gaps longer than HEARTBEAT_MAX_GAP_SECONDS (missed beats)', async () => {
    const { member, id } = await setUp('picture');
    const { attempt, beat } = await f.start(member, id);
    const skipped = await f.beats(member, attempt.id, beat, steps(3, 12_001));
    expect(skipped.attempt.watchedSeconds).toBe(0);
    const res = await f.finish(member, attempt.id, skipped.beat);
    expect(res.json().code).toBe('WATCH_INCOMPLETE');
    // A gap of exactly the longest allowed still counts.
    const edge = await f.beats(member, attempt.id, skipped.beat, steps(1, 12_000));
    expect(edge.attempt.watchedSeconds).toBe(12);
  });

  it('counts nothing while the page is hidden', async () => {
    const { member, id } = await setUp('picture');
    const { attempt, beat } = await f.start(member, id);
    const hidden = await f.beats(member, attempt.id, beat, steps(6, 5000, undefined, false));
    expect(hidden.attempt.watchedSeconds).toBe(0);
    ctx.clock.advance(5000);
    const res = await f.finish(member, attempt.id, hidden.beat, { visible: false });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('WATCH_INCOMPLETE');
    await nothingEarned(member, id, 55);
  });

  it('strikes a sped-up or skipped video; three strikes fail the attempt as tampering, counted as fraud', async () => {
    const { partner, member, id } = await setUp('video');
    const { attempt, beat } = await f.start(member, id);
    // Played at twice the speed: 10 s of video in 5 s; then a jump forward.
    const fast = await f.beats(
      member,
      attempt.id,
      beat,
      steps(2, 5000, (i) => 10 * i),
    );
    expect(fast.attempt).toMatchObject({ status: 'watching', watchedSeconds: 0 });
    ctx.clock.advance(5000);
    const skip = await f.heartbeat(member, attempt.id, fast.beat, { position: 29 });
    expect(skip.statusCode, skip.body).toBe(200);
    expect(skip.json().attempt).toMatchObject({ status: 'failed', failure: 'tampering', watchedSeconds: 0 });
    const after = await f.heartbeat(member, attempt.id, skip.json().beat, { position: 30 });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('ATTEMPT_STATE_CONFLICT');
    const finish = await f.finish(member, attempt.id, skip.json().beat, { position: 30 });
    expect(finish.statusCode).toBe(409);
    const again = await f.call('POST', `/api/tasks/${id}/attempts`, member);
    expect(again.json().code).toBe('TASK_ALREADY_DONE');
    const analytics = (await f.call('GET', `/api/partner/analytics?taskId=${id}`, partner)).json();
    expect(analytics.totals).toMatchObject({ fraudRefused: 1, completions: 0, coinsSpent: 0 });
    const refused = (await f.call('GET', '/api/tasks/history?filter=refused', member)).json();
    expect(refused.items[0].attempt).toMatchObject({ id: attempt.id, failure: 'tampering' });
    await nothingEarned(member, id, 110);
  });

  it('fails the attempt on a third strike sent with the finish event, and counts a video jump as a strike', async () => {
    const { member, id } = await setUp('video');
    const { attempt, beat } = await f.start(member, id);
    const played = await f.beats(member, attempt.id, beat, [
      { advanceMs: 5000, position: 5 },
      { advanceMs: 5000, position: 25 },
      // Back where the counted viewing was: playing on from there counts again.
      { advanceMs: 5000, position: 10 },
      { advanceMs: 5000, position: 60 },
    ]);
    // Two strikes: their time did not count (5 s played + 5 s counted of the normal beat after).
    expect(played.attempt).toMatchObject({ status: 'watching', watchedSeconds: 10 });
    ctx.clock.advance(5000);
    const res = await f.finish(member, attempt.id, played.beat, { position: 90 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      attempt: { status: 'failed', failure: 'tampering' },
      reward: null,
      quiz: null,
    });
    await nothingEarned(member, id, 110);
  });
});

describe('replayed events', () => {
  it('refuse a heartbeat token used once, forged, out of order, or of an older page (HEARTBEAT_REFUSED)', async () => {
    const { member, id } = await setUp('picture');
    const { attempt, beat } = await f.start(member, id);
    const next = await f.beats(member, attempt.id, beat, steps(1, 5000));
    ctx.clock.advance(5000);
    const refusedWith = async (body: { seq: number; token: string }) => {
      const res = await f.heartbeat(member, attempt.id, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('HEARTBEAT_REFUSED');
    };
    await refusedWith(beat);
    await refusedWith({ seq: next.beat.seq, token: beat.token });
    await refusedWith({ seq: next.beat.seq + 1, token: next.beat.token });
    const replayedFinish = await f.finish(member, attempt.id, beat);
    expect(replayedFinish.json().code).toBe('HEARTBEAT_REFUSED');
    // The page opened again elsewhere: the first page's beat stops counting, the time is kept.
    const reopened = await f.start(member, id);
    expect(reopened.attempt).toMatchObject({ id: attempt.id, watchedSeconds: 5 });
    await refusedWith(next.beat);
    const going = await f.beats(member, attempt.id, reopened.beat, steps(1, 5000));
    expect(going.attempt.watchedSeconds).toBe(10);
    await nothingEarned(member, id, 55);
  });

  it('pay a finish once: the same key answers the first answer, a new key earns nothing', async () => {
    const { partner, member, id } = await setUp('picture');
    const other = await f.liveTask(partner, await f.pictureInput(partner));
    const { attempt, beat } = await f.watch(member, id, 10);
    const key = randomUUID();
    const first = await f.finish(member, attempt.id, beat, { key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ attempt: { status: 'completed' }, reward: { coins: 10 } });
    const same = await f.finish(member, attempt.id, beat, { key });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.headers['idempotent-replayed']).toBe('true');
    expect(same.json()).toEqual(first.json());
    const fresh = await f.finish(member, attempt.id, beat, { key: randomUUID() });
    expect(fresh.statusCode, fresh.body).toBe(409);
    expect(fresh.json().code).toBe('ATTEMPT_STATE_CONFLICT');
    const beatAgain = await f.heartbeat(member, attempt.id, beat);
    expect(beatAgain.statusCode).toBe(409);
    // The key of this finish cannot finish another attempt.
    const second = await f.watch(member, other, 10);
    const reused = await f.finish(member, second.attempt.id, second.beat, { key });
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await f.balanceOf(member)).toBe(10);
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(44);
    const rewards = await f.call('GET', '/api/wallet/statement?type=task_reward', member);
    expect(rewards.statusCode, rewards.body).toBe(200);
    expect(rewards.json().items).toHaveLength(1);
    await f.expectCleanLedger();
  });
});
