import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInAccount, signIn } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { kycFixtures, type Member, photo } from './kyc.test-support';

const ctx = useTestApp();
const f = kycFixtures(ctx);
const DAY = 86_400_000;

const decide = (admin: Member, id: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${id}/decision`,
    headers: { ...admin.headers, 'idempotency-key': randomUUID() },
    payload: body,
  });
const detailOf = async (admin: Member, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/admin/kyc/${id}`, headers: admin.headers })).json();
const upkeep = () => ctx.built.services.kycUpkeep;

describe('the identity checks’ hourly upkeep', () => {
  it('expires an approved check the day after its document’s expiry date, once, and tells the member', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const member = await signedInAccount(ctx);
    await f.withPhotos(member);
    const expiresOn = new Date(ctx.clock.now().getTime() + 10 * DAY).toISOString().slice(0, 10);
    const sent = await f.send(member, f.idCard({ expiresOn }));
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().request.id;
    expect((await decide(admin, id, { decision: 'approve' })).statusCode).toBe(200);

    ctx.clock.advance(10 * DAY);
    // On the expiry date itself the document is still valid.
    expect(await upkeep().expireDue()).toBe(0);
    ctx.clock.advance(DAY);
    expect(await upkeep().expireDue()).toBe(1);
    expect(await upkeep().expireDue()).toBe(0);

    const state = (await f.stateOf(member)).json();
    expect(state.status).toBe('expired');
    expect(state.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'approved',
      'expired',
    ]);
    const bell = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: member.headers })
    ).json().user;
    expect(bell[0]).toMatchObject({ type: 'kyc_status', kyc: { status: 'expired', reason: null } });
    // Expired: the member may send a valid document again.
    expect((await f.upload(member, 'front', await photo())).statusCode).toBe(200);
  });

  it('deletes the photos once a decision is past the retention period, keeps the decision, and logs the step', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    // Files of earlier tests stay in the storage (only the database is emptied between tests).
    const before = f.sealedFiles().length;
    const decided = await f.pending();
    const waiting = await f.pending({ documentNumber: 'AB123456' });
    expect((await decide(admin, decided.id, { decision: 'reject', reason: 'Blurred' })).statusCode).toBe(200);
    // A photo sent and never submitted.
    const idle = await signedInAccount(ctx);
    expect((await f.upload(idle, 'front', await photo())).statusCode).toBe(200);
    expect(f.sealedFiles()).toHaveLength(before + 7);

    ctx.clock.advance(89 * DAY);
    expect(await upkeep().purgeDue()).toBe(0);
    ctx.clock.advance(2 * DAY);
    // The refused check's three photos and the idle draft; the pending check keeps its photos.
    expect(await upkeep().purgeDue()).toBe(4);
    expect(await upkeep().purgeDue()).toBe(0);
    expect(f.sealedFiles()).toHaveLength(before + 3);

    // Sessions do not last three months: a fresh one reads the outcome.
    const reviewer = await signedInAccount(ctx, 'admin');
    const gone = await detailOf(reviewer, decided.id);
    expect(gone.request).toMatchObject({ status: 'rejected', reason: 'Blurred' });
    expect(gone.documents).toHaveLength(3);
    expect(gone.documents.every((d: { url: string | null }) => d.url === null)).toBe(true);
    expect(gone.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'rejected',
      'documents_deleted',
    ]);
    const kept = await detailOf(reviewer, waiting.id);
    expect(kept.documents.every((d: { url: string | null }) => d.url !== null)).toBe(true);
    const session = await signIn(ctx, idle.email);
    const idleState = await ctx.app.inject({
      method: 'GET',
      url: '/api/kyc',
      headers: { authorization: `Token ${session.token}` },
    });
    expect(idleState.json().drafts).toEqual([]);
  });
});
