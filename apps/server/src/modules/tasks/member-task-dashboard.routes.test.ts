import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { tasksFixtures } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);
const DAY = 86_400_000;

describe('the member dashboard, history and settings', () => {
  it('count what was done, waits and was refused, with coins by day against the daily cap', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins();
    const member = await f.account();
    const picture = await f.liveTask(partner, await f.pictureInput(partner));
    const waiting = await f.liveTask(partner, f.specialInput({ proofKind: 'text' }));
    const refused = await f.liveTask(partner, f.specialInput({ proofKind: 'link', title: 'Share our page' }));
    ctx.clock.advance(DAY);
    const { attempt, beat } = await f.watch(member, picture, 10);
    expect((await f.finish(member, attempt.id, beat)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    await f.call('POST', `/api/tasks/${waiting}/proofs`, member, { kind: 'text', text: 'I did it' });
    ctx.clock.advance(1000);
    const link = await f.call('POST', `/api/tasks/${refused}/proofs`, member, {
      kind: 'link',
      url: 'https://example.test/x',
    });
    const review = await f.call(
      'POST',
      `/api/partner/submissions/${link.json().id}/review`,
      partner,
      { decision: 'refuse', reason: 'Not our page' },
      randomUUID(),
    );
    expect(review.statusCode, review.body).toBe(200);

    const res = await f.call('GET', '/api/tasks/dashboard', member);
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = res.json();
    expect(dashboard).toMatchObject({
      done: 1,
      pending: 1,
      refused: 1,
      earnedCoins: 10,
      todayCoins: 10,
      dailyCapCoins: 1000,
    });
    expect(dashboard.days).toHaveLength(30);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect(dashboard.days.at(-1)).toEqual({ day: today, coins: 10, done: 1 });
    expect(dashboard.days.filter((d: { coins: number }) => d.coins > 0)).toHaveLength(1);
    const week = (await f.call('GET', '/api/tasks/dashboard?days=7&tz=Pacific%2FKiritimati', member)).json();
    expect(week.days).toHaveLength(7);
    expect((await f.call('GET', '/api/tasks/dashboard?days=6', member)).statusCode).toBe(422);
    expect((await f.call('GET', '/api/tasks/dashboard?tz=Mars%2FOlympus', member)).statusCode).toBe(422);
    // Tomorrow, today's coins start again from zero; the total stays.
    ctx.clock.advance(DAY);
    expect((await f.call('GET', '/api/tasks/dashboard', member)).json()).toMatchObject({
      todayCoins: 0,
      earnedCoins: 10,
    });

    const history = async (query: string) =>
      (await f.call('GET', `/api/tasks/history?${query}`, member)).json();
    const done = await history('filter=done');
    expect(done.items).toEqual([
      {
        attempt: expect.objectContaining({ status: 'completed', rewardCoins: 10 }),
        task: expect.objectContaining({ id: picture, kind: 'picture', free: false }),
      },
    ]);
    expect(await history('')).toEqual(done);
    const pending = await history('filter=pending');
    expect(pending.items.map((i: { task: { id: string } }) => i.task.id)).toEqual([waiting]);
    expect(pending.items[0].attempt).toMatchObject({ status: 'pending', rewardCoins: 15 });
    const gone = await history('filter=refused');
    expect(gone.items[0]).toMatchObject({
      task: { id: refused, title: 'Share our page' },
      attempt: { status: 'refused', failure: 'proof_refused', reviewReason: 'Not our page', rewardCoins: 0 },
    });
    expect((await f.call('GET', '/api/tasks/history?filter=all', member)).statusCode).toBe(422);
    // Another member's history is empty.
    expect(
      (await f.call('GET', '/api/tasks/history?filter=pending', await f.account())).json().items,
    ).toEqual([]);
  });

  it('pages the history newest first without repeating or skipping', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins();
    const member = await f.account();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = await f.liveTask(partner, f.specialInput({ proofKind: 'text' }));
      ctx.clock.advance(1000);
      const res = await f.call('POST', `/api/tasks/${id}/proofs`, member, {
        kind: 'text',
        text: `Proof ${i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.unshift(id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Array<{ task: { id: string } }>; nextCursor: string | null } = (
        await f.call(
          'GET',
          `/api/tasks/history?filter=pending&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          member,
        )
      ).json();
      seen.push(...page.items.map((i) => i.task.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
    expect((await f.call('GET', '/api/tasks/history?cursor=nope', member)).statusCode).toBe(422);
  });

  it("give the admins' rules, and how many of a partner's tasks still go to review", async () => {
    const member = await f.account();
    const res = await f.call('GET', '/api/tasks/settings', member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      feePercent: 10,
      dailyCapCoins: 1000,
      minRewardCoins: 1,
      approvalsRequired: 2,
      reviewedTasksLeft: 2,
    });
    const partner = await f.partnerWithCoins();
    const admin = await f.account('admin');
    const id = await f.draft(partner, await f.pictureInput(partner));
    expect((await f.publish(partner, id)).status).toBe('in_review');
    const approval = await f.call(
      'POST',
      `/api/admin/tasks/${id}/approval`,
      admin,
      { decision: 'approve' },
      randomUUID(),
    );
    expect(approval.statusCode, approval.body).toBe(200);
    expect((await f.call('GET', '/api/tasks/settings', partner)).json().reviewedTasksLeft).toBe(1);
    await f.setSettings(
      { feePercent: 20, dailyCapCoins: 50, minRewardCoins: 3, approvalsRequired: 1 },
      admin,
    );
    expect((await f.call('GET', '/api/tasks/settings', partner)).json()).toEqual({
      feePercent: 20,
      dailyCapCoins: 50,
      minRewardCoins: 3,
      approvalsRequired: 1,
      reviewedTasksLeft: 0,
    });
  });
});
