import { randomUUID } from 'node:crypto';
import type { TaskInput } from '@betogether/contracts/tasks/tasks.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { mediaObjects } from '../media/media.tables';
import { tasksFixtures } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);
const DAY = 86_400_000;

const later = (ms: number) => new Date(ctx.clock.now().getTime() + ms).toISOString();
const fields = (res: { json(): { errors?: Array<{ field: string }> } }) =>
  (res.json().errors ?? []).map((e) => e.field);

describe('publishing', () => {
  it('answers the same task to the same Idempotency-Key, moving coins once; another key is a conflict', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const id = await f.draft(partner, await f.pictureInput(partner));
    const other = await f.draft(partner, await f.pictureInput(partner));
    const key = randomUUID();
    const first = await f.call('POST', `/api/partner/tasks/${id}/publish`, partner, undefined, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.json()).toMatchObject({ status: 'live', budgetCoins: 55, escrowCoins: 55 });
    const again = await f.call('POST', `/api/partner/tasks/${id}/publish`, partner, undefined, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await f.balanceOf(partner)).toBe(945);
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(55);

    const twice = await f.call('POST', `/api/partner/tasks/${id}/publish`, partner, undefined, randomUUID());
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().code).toBe('TASK_STATE_CONFLICT');
    const reused = await f.call('POST', `/api/partner/tasks/${other}/publish`, partner, undefined, key);
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await f.call('GET', `/api/partner/tasks/${other}`, partner)).json().status).toBe('draft');
    const missing = await f.call('POST', `/api/partner/tasks/${other}/publish`, partner);
    expect(missing.statusCode).toBe(400);
    expect(await f.balanceOf(partner)).toBe(945);
    await f.expectCleanLedger();
  });

  it('sets nothing aside for a free task, and refuses a draft whose end passed meanwhile', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(100);
    const free = await f.liveTask(partner, await f.pictureInput(partner, { free: true, rewardCoins: 0 }));
    expect((await f.call('GET', `/api/partner/tasks/${free}`, partner)).json()).toMatchObject({
      budgetCoins: 0,
      feePerCompletion: 0,
    });
    expect(await f.balanceOf(partner)).toBe(100);
    const stale = await f.draft(partner, await f.pictureInput(partner, { endsAt: later(2 * DAY) }));
    ctx.clock.advance(3 * DAY);
    const res = await f.call('POST', `/api/partner/tasks/${stale}/publish`, partner, undefined, randomUUID());
    expect(res.statusCode, res.body).toBe(422);
    expect(fields(res)).toEqual(['endsAt']);
    expect(await f.balanceOf(partner)).toBe(100);
  });

  it('refuses a draft whose video is no longer usable, setting nothing aside', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const input = await f.videoInput(partner);
    const id = await f.draft(partner, input);
    const videoId = (input as { videoId: string }).videoId;
    await f.db().update(mediaObjects).set({ status: 'failed' }).where(eq(mediaObjects.id, videoId));
    const res = await f.call('POST', `/api/partner/tasks/${id}/publish`, partner, undefined, randomUUID());
    expect(res.statusCode, res.body).toBe(422);
    expect(fields(res)).toEqual(['videoId']);
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json().status).toBe('draft');
    expect(await f.balanceOf(partner)).toBe(1000);
  });
});

describe('the schedule', () => {
  it('holds a task until its start, puts it live, and ends it at its end with the escrow given back', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const input: TaskInput = await f.pictureInput(partner, {
      startsAt: later(3_600_000),
      endsAt: later(2 * DAY),
    });
    const id = await f.draft(partner, input);
    expect((await f.publish(partner, id)).status).toBe('scheduled');
    expect(await f.balanceOf(partner)).toBe(945);
    expect((await f.call('GET', `/api/tasks/${id}`, member)).statusCode).toBe(404);
    expect(await ctx.built.services.tasks.runSchedule()).toBe(0);

    ctx.clock.advance(3_600_000);
    expect(await ctx.built.services.tasks.runSchedule()).toBe(1);
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json().status).toBe('live');
    const { attempt, beat } = await f.watch(member, id, 10);
    expect((await f.finish(member, attempt.id, beat)).statusCode).toBe(200);

    ctx.clock.advance(2 * DAY);
    expect(await ctx.built.services.tasks.runSchedule()).toBe(1);
    const ended = (await f.call('GET', `/api/partner/tasks/${id}`, partner)).json();
    expect(ended).toMatchObject({ status: 'ended', completionsDone: 1, spentCoins: 11, escrowCoins: 0 });
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(0);
    expect(await f.balanceOf(partner)).toBe(1000 - 11);
    expect(await ctx.built.services.tasks.runSchedule()).toBe(0);
    await f.expectCleanLedger();
  });

  it('pausing a scheduled task keeps it from starting; resumed after its end, it ends', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const id = await f.draft(
      partner,
      await f.pictureInput(partner, { startsAt: later(3_600_000), endsAt: later(DAY) }),
    );
    await f.publish(partner, id);
    const pause = await f.call('POST', `/api/partner/tasks/${id}/pause`, partner);
    expect(pause.json().status).toBe('paused');
    ctx.clock.advance(2 * 3_600_000);
    await ctx.built.services.tasks.runSchedule();
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json().status).toBe('paused');
    ctx.clock.advance(DAY);
    const resumed = await f.call('POST', `/api/partner/tasks/${id}/resume`, partner);
    expect(resumed.json()).toMatchObject({ status: 'ended', escrowCoins: 0 });
    expect(await f.balanceOf(partner)).toBe(1000);
  });
});
