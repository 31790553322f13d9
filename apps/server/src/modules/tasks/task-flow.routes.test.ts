import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { verifyLedger } from '../wallet/ledger-verification';
import { tasksFixtures } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);

async function balance(who: { headers: Record<string, string> }) {
  const res = await f.call('GET', '/api/wallet', who as never);
  return res.json().balance as number;
}

describe('a picture task from draft to reward', () => {
  it('sets the budget aside, pays the member from escrow with the fee, and gives the rest back at the end', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.draft(partner, await f.pictureInput(partner, { rewardCoins: 10, completions: 5 }));
    const published = await f.publish(partner, id);
    // 10 coins + a 10 % fee of 1 coin, five times.
    expect(published).toMatchObject({
      status: 'live',
      feePerCompletion: 1,
      budgetCoins: 55,
      escrowCoins: 55,
    });
    expect(await ctx.built.services.wallet.balanceOf(partner.id)).toBe(945);

    const list = await f.call('GET', '/api/tasks?kind=picture', member);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((t: { id: string }) => t.id)).toEqual([id]);

    const { attempt, beat } = await f.watch(member, id, 10);
    expect(attempt.watchedSeconds).toBe(10);
    const finish = await f.call(
      'POST',
      `/api/tasks/attempts/${attempt.id}/finish`,
      member,
      { seq: beat.seq, token: beat.token, visible: true },
      randomUUID(),
    );
    expect(finish.statusCode, finish.body).toBe(200);
    expect(finish.json()).toMatchObject({
      attempt: { status: 'completed', rewardCoins: 10 },
      reward: { coins: 10 },
    });
    expect(await ctx.built.services.wallet.balanceOf(member.id)).toBe(10);
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(44);

    // Done: no longer listed for this member.
    const after = await f.call('GET', '/api/tasks?kind=picture', member);
    expect(after.json().items).toEqual([]);

    const cancelled = await f.call(
      'POST',
      `/api/partner/tasks/${id}/cancel`,
      partner,
      undefined,
      randomUUID(),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', escrowCoins: 0, spentCoins: 11 });
    expect(await ctx.built.services.wallet.balanceOf(partner.id)).toBe(989);
    const report = await verifyLedger(ctx.built.database.db);
    expect(report.anomalies).toEqual([]);
    expect(report).toMatchObject({ escrowCoins: 0, platformBalances: { task_fees: 1 } });
    expect(await balance(member)).toBe(10);
  });

  it('tells a partner short of coins how many are missing, and sets nothing aside', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(20);
    const id = await f.draft(partner, await f.pictureInput(partner, { rewardCoins: 10, completions: 5 }));
    const res = await f.call('POST', `/api/partner/tasks/${id}/publish`, partner, undefined, randomUUID());
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PARTNER_BALANCE_TOO_LOW' });
    expect(res.json().detail).toContain('35 coins missing');
    const task = await f.call('GET', `/api/partner/tasks/${id}`, partner);
    expect(task.json()).toMatchObject({ status: 'draft', budgetCoins: 0 });
    expect(await ctx.built.services.wallet.balanceOf(partner.id)).toBe(20);
  });

  it("sends a partner's first tasks to review; an admin approves one and refuses another, whose budget comes back", async () => {
    const partner = await f.partnerWithCoins(1000);
    const admin = await f.account('admin');
    const first = await f.draft(partner, await f.pictureInput(partner));
    const second = await f.draft(partner, await f.pictureInput(partner));
    expect((await f.publish(partner, first)).status).toBe('in_review');
    expect((await f.publish(partner, second)).status).toBe('in_review');
    const queue = await f.call('GET', '/api/admin/tasks/review-queue?queue=approvals', admin);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().counts.approvals).toBe(2);

    const approve = await f.call(
      'POST',
      `/api/admin/tasks/${first}/approval`,
      admin,
      { decision: 'approve' },
      randomUUID(),
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().status).toBe('live');
    const refuse = await f.call(
      'POST',
      `/api/admin/tasks/${second}/approval`,
      admin,
      { decision: 'refuse', reason: 'Misleading pictures' },
      randomUUID(),
    );
    expect(refuse.json()).toMatchObject({
      status: 'refused',
      closingReason: 'Misleading pictures',
      escrowCoins: 0,
    });
    expect(await ctx.built.services.wallet.balanceOf(partner.id)).toBe(1000 - 55);
    expect((await verifyLedger(ctx.built.database.db)).ok).toBe(true);
  });
});

describe('a video task with a quiz', () => {
  it('draws the questions for the member, never sends the right answers, and pays a pass', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const id = await f.liveTask(partner, await f.videoInput(partner, {}, 20_000));
    const detail = await f.call('GET', `/api/tasks/${id}`, member);
    expect(detail.body).not.toContain('correctIndex');

    const { attempt, beat, position } = await f.watch(member, id, 20, true);
    const finish = await f.call(
      'POST',
      `/api/tasks/attempts/${attempt.id}/finish`,
      member,
      { seq: beat.seq, token: beat.token, visible: true, position },
      randomUUID(),
    );
    expect(finish.statusCode, finish.body).toBe(200);
    expect(finish.body).not.toContain('correctIndex');
    const { quiz } = finish.json();
    expect(quiz.questions).toHaveLength(2);
    const rightAnswers: Record<string, number> = {
      'What colour is the car?': 1,
      'How many dogs?': 2,
      'Where is it?': 0,
    };
    const answers = quiz.questions.map((q: { id: string; text: string }) => ({
      questionId: q.id,
      answer: rightAnswers[q.text],
    }));
    const result = await f.call(
      'POST',
      `/api/tasks/attempts/${attempt.id}/quiz`,
      member,
      { answers },
      randomUUID(),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({
      passed: true,
      reward: { coins: 20 },
      attempt: { status: 'completed' },
    });
    expect(await ctx.built.services.wallet.balanceOf(member.id)).toBe(20);

    const analytics = await f.call('GET', `/api/partner/analytics?taskId=${id}`, partner);
    expect(analytics.statusCode, analytics.body).toBe(200);
    expect(analytics.json().totals).toMatchObject({
      views: 1,
      starts: 1,
      completions: 1,
      quizPasses: 1,
      quizPassRate: 1,
      coinsSpent: 22,
      costPerCompletion: 22,
      averageWatchSeconds: 20,
    });
  });
});
