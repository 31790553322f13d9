import { randomUUID } from 'node:crypto';
import type { TaskInput } from '@betogether/contracts/tasks/tasks.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { tasksFixtures, UNKNOWN_ID, type Who } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);

// Whatever a test tried, the ledger stays sound: balanced transactions, no negative balance.
afterEach(async () => {
  await f.expectCleanLedger();
});

/** A trusted partner's live special task (15 coins + 2 of fee per place). */
async function special(more: Partial<TaskInput> = {}) {
  await f.trustPartners();
  const partner = await f.partnerWithCoins(1000);
  const id = await f.liveTask(partner, f.specialInput(more));
  return { partner, id };
}

const prove = (member: Who, taskId: string, body: object) =>
  f.call('POST', `/api/tasks/${taskId}/proofs`, member, body);

/** A text proof sent (201 expected): its attempt id. */
async function proofOf(member: Who, taskId: string): Promise<string> {
  const res = await prove(member, taskId, { kind: 'text', text: 'Done, see you soon' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const review = (who: Who, attemptId: string, body: object, key = randomUUID()) =>
  f.call('POST', `/api/partner/submissions/${attemptId}/review`, who, body, key);

describe('sending a proof', () => {
  it('of each kind holds a place until reviewed', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const photo = await f.liveTask(partner, f.specialInput({ proofKind: 'photo' }));
    const link = await f.liveTask(partner, f.specialInput({ proofKind: 'link' }));
    const text = await f.liveTask(partner, f.specialInput({ proofKind: 'text' }));
    const sent = await prove(member, photo, {
      kind: 'photo',
      mediaId: await f.readyFile(member, 'task-proof'),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      taskId: photo,
      status: 'pending',
      rewardCoins: 15,
      finishedAt: expect.any(String),
    });
    expect((await prove(member, link, { kind: 'link', url: 'https://example.test/post/1' })).statusCode).toBe(
      201,
    );
    expect((await prove(member, text, { kind: 'text', text: 'I went there' })).statusCode).toBe(201);
    const task = (await f.call('GET', `/api/partner/tasks/${photo}`, partner)).json();
    expect(task).toMatchObject({ pendingReviews: 1, completionsDone: 0, escrowCoins: 51 });
    const detail = (await f.call('GET', `/api/tasks/${photo}`, member)).json();
    expect(detail).toMatchObject({ placesLeft: 2, attempt: { status: 'pending' } });
    // Not paid before a review.
    expect(await f.balanceOf(member)).toBe(0);
  });

  it("answers 422 for a photo that is not the member's own ready task-proof file, or a malformed proof", async () => {
    const { partner, id } = await special({ proofKind: 'photo' });
    const member = await f.account();
    const other = await f.account();
    for (const mediaId of [
      await f.readyFile(other, 'task-proof'),
      await f.readyFile(member, 'task-picture'),
      await f.readyFile(partner, 'task-proof'),
      UNKNOWN_ID,
    ]) {
      const res = await prove(member, id, { kind: 'photo', mediaId });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0].field).toBe('mediaId');
    }
    expect((await prove(member, id, { kind: 'photo', mediaId: 'x' })).statusCode).toBe(422);
    expect((await prove(member, id, { kind: 'link', url: 'ftp://example.test/file' })).statusCode).toBe(422);
    expect((await prove(member, id, { kind: 'text', text: '   ' })).statusCode).toBe(422);
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json().pendingReviews).toBe(0);
  });

  it('answers PROOF_KIND_MISMATCH, TASK_ALREADY_DONE, TASK_FULL and 404 when it cannot be taken', async () => {
    const { partner, id } = await special({ proofKind: 'text', completions: 2 });
    const picture = await f.liveTask(partner, await f.pictureInput(partner));
    const [a, b, c] = [await f.account(), await f.account(), await f.account()] as [Who, Who, Who];
    const mismatch = await prove(a, id, { kind: 'link', url: 'https://example.test' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe('PROOF_KIND_MISMATCH');
    const noProof = await prove(a, picture, { kind: 'text', text: 'Looked' });
    expect(noProof.json().code).toBe('PROOF_KIND_MISMATCH');
    const startSpecial = await f.call('POST', `/api/tasks/${id}/attempts`, a);
    expect(startSpecial.statusCode).toBe(409);
    expect(startSpecial.json().code).toBe('ATTEMPT_STATE_CONFLICT');
    await proofOf(a, id);
    const again = await prove(a, id, { kind: 'text', text: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TASK_ALREADY_DONE');
    await proofOf(b, id);
    // Both places are held by proofs waiting for review.
    const full = await prove(c, id, { kind: 'text', text: 'Me too' });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('TASK_FULL');
    expect((await f.call('GET', '/api/tasks?kind=special', c)).json().items).toEqual([]);
    expect((await prove(c, UNKNOWN_ID, { kind: 'text', text: 'Hello' })).statusCode).toBe(404);
    const draft = await f.draft(partner, f.specialInput());
    expect((await prove(c, draft, { kind: 'text', text: 'Hello' })).statusCode).toBe(404);
  });
});

describe("the partner's review", () => {
  it('lists pending proofs with the photo as a signed link; approving pays from escrow, refusing frees the place', async () => {
    const { partner, id } = await special({ proofKind: 'photo', completions: 2 });
    const [a, b, c] = [await f.account(), await f.account(), await f.account()] as [Who, Who, Who];
    const photoOf = async (who: Who) => {
      const mediaId = await f.readyFile(who, 'task-proof');
      const res = await prove(who, id, { kind: 'photo', mediaId });
      expect(res.statusCode, res.body).toBe(201);
      ctx.clock.advance(1000);
      return { attemptId: res.json().id as string, mediaId };
    };
    const first = await photoOf(a);
    const second = await photoOf(b);
    const pending = await f.call('GET', `/api/partner/tasks/${id}/submissions`, partner);
    expect(pending.statusCode, pending.body).toBe(200);
    const items = pending.json().items;
    expect(items.map((s: { attemptId: string }) => s.attemptId)).toEqual([first.attemptId, second.attemptId]);
    expect(items[0]).toMatchObject({
      status: 'pending',
      member: { id: a.id },
      task: { id, rewardCoins: 15 },
      proof: { kind: 'photo', link: null, text: null },
      reviewedAt: null,
    });
    expect(items[0].proof.photoUrl).toContain(first.mediaId);
    expect(items[0].proof.photoUrl).toMatch(/[?&]expires=\d+&signature=[\w-]+$/);

    const noReason = await review(partner, first.attemptId, { decision: 'refuse' });
    expect(noReason.statusCode).toBe(422);
    expect((await review(partner, first.attemptId, { decision: 'refuse', reason: 'no' })).statusCode).toBe(
      422,
    );
    const key = randomUUID();
    const approved = await review(partner, first.attemptId, { decision: 'approve' }, key);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'completed', reviewedAt: expect.any(String) });
    const replay = await review(partner, first.attemptId, { decision: 'approve' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const twice = await review(partner, first.attemptId, { decision: 'refuse', reason: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(await f.balanceOf(a)).toBe(15);

    ctx.clock.advance(1000);
    const refused = await review(partner, second.attemptId, { decision: 'refuse', reason: 'Not our shop' });
    expect(refused.json()).toMatchObject({ status: 'refused', reviewReason: 'Not our shop' });
    expect((await f.call('GET', `/api/tasks/${id}`, b)).json().attempt).toMatchObject({
      status: 'refused',
      failure: 'proof_refused',
      reviewReason: 'Not our shop',
    });
    expect(await f.balanceOf(b)).toBe(0);
    // The refused place is free again for another member.
    expect((await f.call('GET', '/api/tasks?kind=special', c)).json().items[0]).toMatchObject({
      id,
      placesLeft: 1,
    });
    const reviewed = (
      await f.call('GET', `/api/partner/tasks/${id}/submissions?status=reviewed`, partner)
    ).json();
    expect(reviewed.items.map((s: { attemptId: string }) => s.attemptId)).toEqual([
      second.attemptId,
      first.attemptId,
    ]);
    expect((await f.call('GET', `/api/partner/tasks/${id}/submissions`, partner)).json().items).toEqual([]);
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json()).toMatchObject({
      status: 'live',
      completionsDone: 1,
      pendingReviews: 0,
      escrowCoins: 17,
      spentCoins: 17,
    });
    // The last place paid ends the task.
    const last = await photoOf(c);
    expect((await review(partner, last.attemptId, { decision: 'approve' })).statusCode).toBe(200);
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json()).toMatchObject({
      status: 'ended',
      escrowCoins: 0,
    });
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(0);
    await f.expectCleanLedger();
  });

  it("is refused (403) on another partner's proof and on a proof that admins review; 404 when unknown", async () => {
    const { partner, id } = await special({ proofKind: 'text' });
    const byAdmins = await f.liveTask(partner, f.specialInput({ proofKind: 'text', reviewer: 'admin' }));
    const stranger = await f.partnerWithCoins();
    const member = await f.account();
    const attemptId = await proofOf(member, id);
    const adminOnly = await proofOf(member, byAdmins);
    const foreign = await review(stranger, attemptId, { decision: 'approve' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('TASK_NOT_OWNER');
    const own = await review(partner, adminOnly, { decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect((await f.call('GET', `/api/partner/tasks/${id}/submissions`, stranger)).statusCode).toBe(403);
    const unknown = await review(partner, UNKNOWN_ID, { decision: 'approve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SUBMISSION_NOT_FOUND');
    expect(await f.balanceOf(member)).toBe(0);
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json().pendingReviews).toBe(1);
  });
});

describe('a task cancelled while proofs wait', () => {
  it('keeps their places in escrow: an approval later pays the member, a refusal gives the coins back', async () => {
    const { partner, id } = await special({ proofKind: 'text', completions: 4 });
    const [a, b] = [await f.account(), await f.account()] as [Who, Who];
    const paid = await proofOf(a, id);
    const dropped = await proofOf(b, id);
    const cancelled = await f.call(
      'POST',
      `/api/partner/tasks/${id}/cancel`,
      partner,
      undefined,
      randomUUID(),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Budget 4 × 17 = 68; two free places come back, two stay held.
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', escrowCoins: 34, pendingReviews: 2 });
    expect(await f.balanceOf(partner)).toBe(1000 - 34);
    expect((await f.call('GET', '/api/partner/overview', partner)).json()).toMatchObject({
      escrowCoins: 34,
      pendingProofs: 2,
    });

    expect((await review(partner, paid, { decision: 'approve' })).json().status).toBe('completed');
    expect(await f.balanceOf(a)).toBe(15);
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(17);
    const refused = await review(partner, dropped, { decision: 'refuse', reason: 'Blurry photo' });
    expect(refused.json().status).toBe('refused');
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(0);
    expect(await f.balanceOf(partner)).toBe(1000 - 17);
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json()).toMatchObject({
      status: 'cancelled',
      escrowCoins: 0,
      pendingReviews: 0,
      completionsDone: 1,
    });
    const report = await f.expectCleanLedger();
    expect(report.escrowCoins).toBe(0);
  });

  it("gives the place's coins back when the member was suspended before the approval", async () => {
    const { partner, id } = await special({ proofKind: 'text', completions: 2 });
    const member = await f.account();
    const attemptId = await proofOf(member, id);
    await f.call('POST', `/api/partner/tasks/${id}/cancel`, partner, undefined, randomUUID());
    await f.suspend(member);
    const res = await review(partner, attemptId, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('failed');
    expect(await f.balanceOf(member)).toBe(0);
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(0);
    expect(await f.balanceOf(partner)).toBe(1000);
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json()).toMatchObject({
      escrowCoins: 0,
      pendingReviews: 0,
    });
    await f.expectCleanLedger();
  });
});
