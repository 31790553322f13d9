import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@betogether/contracts/audit/audit.constants';
import { taskAdminEndpoints } from '@betogether/contracts/tasks/task-admin.endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { tasksFixtures, UNKNOWN_ID, type Who } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);

// Whatever a test tried, the ledger stays sound: balanced transactions, no negative balance.
afterEach(async () => {
  await f.expectCleanLedger();
});

async function auditLog(admin: Who, action: AuditAction) {
  const res = await f.call('GET', `/api/admin/audit-log?action=${action}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Array<{
    actor: { id: string };
    subjectType: string;
    subjectId: string;
    details: object;
  }>;
}

const queue = async (admin: Who, name: string) =>
  (await f.call('GET', `/api/admin/tasks/review-queue?queue=${name}`, admin)).json();

async function textProof(member: Who, taskId: string): Promise<string> {
  const res = await f.call('POST', `/api/tasks/${taskId}/proofs`, member, { kind: 'text', text: 'All done' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('admin task routes', () => {
  it('answer 401 without a token and 403 to members and partners', async () => {
    const member = await f.account();
    const partner = await f.account('partner');
    const endpoints = Object.values(taskAdminEndpoints);
    expect(endpoints).toHaveLength(6);
    for (const endpoint of endpoints) {
      const url = endpoint.path
        .replace(':taskId', UNKNOWN_ID)
        .replace(':attemptId', UNKNOWN_ID)
        .replace(':reportId', UNKNOWN_ID);
      const body = endpoint.method === 'GET' ? undefined : {};
      expect(
        (await f.call(endpoint.method, url, undefined, body, randomUUID())).statusCode,
        endpoint.id,
      ).toBe(401);
      for (const who of [member, partner])
        expect((await f.call(endpoint.method, url, who, body, randomUUID())).statusCode, endpoint.id).toBe(
          403,
        );
    }
  });
});

describe("the admins' proof queue", () => {
  it('holds the proofs of tasks that admins review; approvals and refusals are paid or not, and audited', async () => {
    const admin = await f.setSettings({});
    const partner = await f.partnerWithCoins(1000);
    const byAdmins = await f.liveTask(partner, f.specialInput({ proofKind: 'text', reviewer: 'admin' }));
    const byPartner = await f.liveTask(partner, f.specialInput({ proofKind: 'text' }));
    const [a, b] = [await f.account(), await f.account()] as [Who, Who];
    const approved = await textProof(a, byAdmins);
    ctx.clock.advance(1000);
    const refused = await textProof(b, byAdmins);
    await textProof(a, byPartner);

    const proofs = await queue(admin, 'proofs');
    expect(proofs.counts).toEqual({ approvals: 0, proofs: 2, reports: 0 });
    expect(proofs.items.map((i: { submission: { attemptId: string } }) => i.submission.attemptId)).toEqual([
      approved,
      refused,
    ]);
    expect(proofs.items[0]).toMatchObject({
      queue: 'proofs',
      submission: { status: 'pending', proof: { kind: 'text', text: 'All done' }, member: { id: a.id } },
    });

    const decide = (attemptId: string, body: object, key = randomUUID()) =>
      f.call('POST', `/api/admin/tasks/submissions/${attemptId}/review`, admin, body, key);
    const key = randomUUID();
    const yes = await decide(approved, { decision: 'approve' }, key);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().status).toBe('completed');
    expect((await decide(approved, { decision: 'approve' }, key)).headers['idempotent-replayed']).toBe(
      'true',
    );
    const twice = await decide(approved, { decision: 'refuse', reason: 'Second thoughts' });
    expect(twice.statusCode).toBe(409);
    expect((await decide(refused, { decision: 'refuse' })).statusCode).toBe(422);
    ctx.clock.advance(1000);
    const no = await decide(refused, { decision: 'refuse', reason: 'Not a real proof' });
    expect(no.json()).toMatchObject({ status: 'refused', reviewReason: 'Not a real proof' });
    expect((await decide(UNKNOWN_ID, { decision: 'approve' })).statusCode).toBe(404);

    expect(await f.balanceOf(a)).toBe(15);
    expect(await f.balanceOf(b)).toBe(0);
    expect((await queue(admin, 'proofs')).items).toEqual([]);
    const entries = await auditLog(admin, 'tasks.proof-review');
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => [e.subjectType, e.subjectId, e.actor.id])).toEqual([
      ['task-attempt', refused, admin.id],
      ['task-attempt', approved, admin.id],
    ]);
    expect(entries[1]?.details).toMatchObject({ taskId: byAdmins, decision: 'approve', paid: true });
    expect(entries[0]?.details).toMatchObject({
      decision: 'refuse',
      reason: 'Not a real proof',
      paid: false,
    });
    await f.expectCleanLedger();
  });
});

describe("members' reports in the admins' queue", () => {
  it('are dismissed, or cancel their task with a refund; each resolved once, audited', async () => {
    const admin = await f.setSettings({});
    const partner = await f.partnerWithCoins(1000);
    const kept = await f.liveTask(partner, await f.pictureInput(partner, { title: 'Fine task' }));
    const bad = await f.liveTask(partner, await f.pictureInput(partner, { title: 'Bad task' }));
    const [a, b] = [await f.account(), await f.account()] as [Who, Who];
    const report = (who: Who, taskId: string, reason: string) =>
      f.call('POST', `/api/tasks/${taskId}/reports`, who, { reason, details: `About ${taskId}` });
    expect((await report(a, kept, 'spam')).statusCode).toBe(204);
    ctx.clock.advance(1000);
    expect((await report(a, bad, 'offensive')).statusCode).toBe(204);
    ctx.clock.advance(1000);
    expect((await report(b, bad, 'misleading')).statusCode).toBe(204);
    // A member completed the bad task before it was cancelled: that payment stays.
    const { attempt, beat } = await f.watch(b, bad, 10);
    expect((await f.finish(b, attempt.id, beat)).statusCode).toBe(200);

    const reports = await queue(admin, 'reports');
    expect(reports.counts.reports).toBe(3);
    const ids = reports.items.map((i: { report: { id: string; task: { id: string } } }) => i.report);
    expect(ids.map((r: { task: { id: string } }) => r.task.id)).toEqual([kept, bad, bad]);
    expect(reports.items[0].report).toMatchObject({
      reason: 'spam',
      reporter: { id: a.id },
      task: { title: 'Fine task' },
    });

    const resolve = (reportId: string, body: object) =>
      f.call('POST', `/api/admin/tasks/reports/${reportId}/resolve`, admin, body, randomUUID());
    expect((await resolve(ids[0].id, { decision: 'dismiss' })).statusCode).toBe(422);
    const dismissed = await resolve(ids[0].id, { decision: 'dismiss', reason: 'Looks fine' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ id: kept, status: 'live', openReports: 0 });
    const again = await resolve(ids[0].id, { decision: 'cancel_task', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect((await f.call('GET', `/api/partner/tasks/${kept}`, partner)).json().status).toBe('live');

    ctx.clock.advance(1000);
    const cancelled = await resolve(ids[1].id, { decision: 'cancel_task', reason: 'Offensive pictures' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: bad,
      status: 'cancelled',
      closingReason: 'Offensive pictures',
      openReports: 0,
      escrowCoins: 0,
      spentCoins: 11,
    });
    // Every open report of that task is resolved with it.
    expect((await queue(admin, 'reports')).counts.reports).toBe(0);
    expect((await resolve(ids[2].id, { decision: 'dismiss', reason: 'Too late' })).statusCode).toBe(409);
    expect((await resolve(UNKNOWN_ID, { decision: 'dismiss', reason: 'Who?' })).statusCode).toBe(404);
    // Two budgets of 55 set aside; the cancelled one gave back all but the completion paid.
    expect(await f.balanceOf(partner)).toBe(1000 - 55 - 11);
    expect(await f.balanceOf(b)).toBe(10);
    expect(
      (await f.call('GET', '/api/tasks?kind=picture', a)).json().items.map((t: { id: string }) => t.id),
    ).toEqual([kept]);
    const entries = await auditLog(admin, 'tasks.report-resolve');
    expect(entries.map((e) => e.subjectId)).toEqual([ids[1].id, ids[0].id]);
    expect(entries[0]?.details).toMatchObject({
      taskId: bad,
      decision: 'cancel_task',
      reason: 'Offensive pictures',
    });
    await f.expectCleanLedger();
  });

  it('audit approvals of first tasks and changes of the settings', async () => {
    const admin = await f.account('admin');
    const partner = await f.partnerWithCoins(1000);
    const id = await f.draft(partner, await f.pictureInput(partner));
    expect((await f.publish(partner, id)).status).toBe('in_review');
    const res = await f.call(
      'POST',
      `/api/admin/tasks/${id}/approval`,
      admin,
      { decision: 'approve' },
      randomUUID(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const again = await f.call(
      'POST',
      `/api/admin/tasks/${id}/approval`,
      admin,
      { decision: 'approve' },
      randomUUID(),
    );
    expect(again.statusCode).toBe(409);
    expect(await auditLog(admin, 'tasks.approval')).toEqual([
      expect.objectContaining({
        subjectType: 'task',
        subjectId: id,
        details: expect.objectContaining({ decision: 'approve' }),
      }),
    ]);
    await f.setSettings({ dailyCapCoins: 500 }, admin);
    const settings = await f.call('GET', '/api/admin/tasks/settings', admin);
    expect(settings.json()).toEqual({
      feePercent: 10,
      dailyCapCoins: 500,
      minRewardCoins: 1,
      approvalsRequired: 0,
    });
    const bad = await f.call('PUT', '/api/admin/tasks/settings', admin, { feePercent: 80, dailyCapCoins: 0 });
    expect(bad.statusCode).toBe(422);
    const [entry] = await auditLog(admin, 'tasks.settings');
    expect(entry).toMatchObject({
      subjectType: 'setting',
      subjectId: 'tasks',
      details: { after: { dailyCapCoins: 500 } },
    });
  });
});
