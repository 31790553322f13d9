import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { kycFixtures, type Member, photo } from './kyc.test-support';

const ctx = useTestApp();
const f = kycFixtures(ctx);

const call = (method: 'GET' | 'POST', url: string, who: Member | null, body?: object, key?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(body ? { payload: body } : {}),
  });

const decide = (admin: Member | null, id: string, body: object, key = randomUUID()) =>
  call('POST', `/api/admin/kyc/${id}/decision`, admin, body, key);

describe('the admins’ KYC review', () => {
  it('lists pending requests oldest first, by country and waiting time, with possible duplicates', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const first = await f.pending();
    ctx.clock.advance(3 * 86_400_000);
    const second = await f.pending({ country: 'BE' });
    ctx.clock.advance(60_000);
    // Another account with the same document number (spaces and case aside).
    const copy = await f.pending({ documentNumber: 'x4rt bpfw4' });

    const listed = await call('GET', '/api/admin/kyc', admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const all = listed.json();
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([first.id, second.id, copy.id]);
    expect(all.items.every((item: { possibleDuplicate: boolean }) => item.possibleDuplicate)).toBe(true);
    const belgian = (await call('GET', '/api/admin/kyc?country=BE', admin)).json();
    expect(belgian.items.map((item: { id: string }) => item.id)).toEqual([second.id]);
    const waiting = (await call('GET', '/api/admin/kyc?waitingDays=2', admin)).json();
    expect(waiting.items.map((item: { id: string }) => item.id)).toEqual([first.id]);
    const paged = (await call('GET', '/api/admin/kyc?limit=2', admin)).json();
    expect(paged.items).toHaveLength(2);
    const next = (await call('GET', `/api/admin/kyc?limit=2&cursor=${paged.nextCursor}`, admin)).json();
    expect(next.items.map((item: { id: string }) => item.id)).toEqual([copy.id]);

    const detail = (await call('GET', `/api/admin/kyc/${copy.id}`, admin)).json();
    expect(detail.request.documentNumber).toBe('x4rt bpfw4');
    expect(detail.duplicates.map((d: { reason: string }) => d.reason)).toEqual([
      'document_number',
      'document_number',
    ]);

    expect((await call('GET', '/api/admin/kyc?status=unknown', admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/kyc', first.member)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/kyc', null)).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/kyc/${randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/kyc/${first.id}`, first.member)).statusCode).toBe(403);
  });

  it('shows each photo through a short-lived link for its viewer, logs every opening, and refuses a changed or old link', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const { id } = await f.pending();
    const detail = (await call('GET', `/api/admin/kyc/${id}`, admin)).json();
    expect(detail.documents.map((d: { side: string }) => d.side).sort()).toEqual(['back', 'front', 'selfie']);
    const front = detail.documents.find((d: { side: string }) => d.side === 'front');
    expect(front.url).toContain(`/kyc-photos/${front.id}/${admin.id}?expires=`);

    const opened = await ctx.app.inject({ method: 'GET', url: front.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(opened.rawPayload).metadata();
    expect({ width: metadata.width, exif: metadata.exif }).toEqual({ width: 1200, exif: undefined });

    const views = (await call('GET', `/api/admin/kyc/${id}`, admin)).json().views;
    expect(views).toEqual([
      expect.objectContaining({ side: 'front', viewer: expect.objectContaining({ id: admin.id }) }),
    ]);

    // The viewer is signed: the same link for someone else does not open.
    const other = randomUUID();
    expect(
      (await ctx.app.inject({ method: 'GET', url: front.url.replace(admin.id, other) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${front.url}x` })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: front.url.split('?')[0] })).statusCode).toBe(403);
    ctx.clock.advance(6 * 60_000);
    expect((await ctx.app.inject({ method: 'GET', url: front.url })).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/kyc/${id}`, admin)).json().views).toHaveLength(1);
  });

  it('approves once, audited; the same key answers the same; the member sees it in their timeline', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const { member, id } = await f.pending();
    const key = randomUUID();
    const approved = await decide(admin, id, { decision: 'approve' }, key);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().request).toMatchObject({ status: 'approved', reason: null });
    const again = await decide(admin, id, { decision: 'approve' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const later = await decide(admin, id, { decision: 'reject', reason: 'Blurred' });
    expect(later.statusCode).toBe(409);
    expect(later.json().code).toBe('KYC_STATE_CONFLICT');
    expect((await decide(admin, id, { decision: 'reject', reason: 'Blurred' }, key)).json().code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );

    const state = (await f.stateOf(member)).json();
    expect(state.status).toBe('approved');
    const told = (await call('GET', '/api/notifications', member)).json().user;
    expect(told).toEqual([
      expect.objectContaining({ type: 'kyc_status', kyc: { status: 'approved', reason: null, fields: [] } }),
    ]);
    expect(state.timeline.map((event: { kind: string }) => event.kind)).toEqual(['submitted', 'approved']);
    const audit = (await call('GET', '/api/admin/audit-log?action=kyc.decision', admin)).json().items;
    expect(audit).toEqual([
      expect.objectContaining({
        subjectType: 'kyc-request',
        subjectId: id,
        actor: expect.objectContaining({ id: admin.id }),
      }),
    ]);
    // Approved: nothing more to send.
    expect((await f.upload(member, 'front', await photo())).statusCode).toBe(409);
  });

  it('asks for a reason and what to send again; a partial resubmission keeps the other photos', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const { member, id } = await f.pending();
    for (const body of [
      { decision: 'reject' },
      { decision: 'resubmit', reason: 'Glare' },
      { decision: 'maybe' },
    ]) {
      const res = await decide(admin, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await decide(member, id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(null, id, { decision: 'approve' })).statusCode).toBe(401);
    expect((await decide(admin, randomUUID(), { decision: 'approve' })).statusCode).toBe(404);

    const askKey = randomUUID();
    const asked = await decide(
      admin,
      id,
      { decision: 'resubmit', reason: 'The back is blurred', fields: ['back'] },
      askKey,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    // The same key with another reason or other fields is another request, refused.
    for (const other of [
      { decision: 'resubmit', reason: 'The front is blurred', fields: ['back'] },
      { decision: 'resubmit', reason: 'The back is blurred', fields: ['back', 'selfie'] },
    ])
      expect((await decide(admin, id, other, askKey)).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      (
        await decide(
          admin,
          id,
          { decision: 'resubmit', reason: 'The back is blurred', fields: ['back'] },
          askKey,
        )
      ).headers['idempotent-replayed'],
    ).toBe('true');
    const state = (await f.stateOf(member)).json();
    expect(state).toMatchObject({
      status: 'resubmission_requested',
      request: { reason: 'The back is blurred', resubmitFields: ['back'] },
    });
    expect(state.timeline.at(-1)).toMatchObject({ kind: 'resubmission_requested', fields: ['back'] });
    // The member is told, from the team, with the reason and what to send again.
    const bell = (await call('GET', '/api/notifications', member)).json().user;
    expect(bell).toEqual([
      expect.objectContaining({
        type: 'kyc_status',
        kyc: { status: 'resubmission_requested', reason: 'The back is blurred', fields: ['back'] },
        link: '/betogether/users/kyc',
        actor: expect.objectContaining({ displayName: 'BeTogether' }),
      }),
    ]);

    ctx.clock.advance(3_600_000);
    expect((await f.upload(member, 'back', await photo('#30a050'))).statusCode).toBe(200);
    const resent = await f.send(member, f.idCard());
    expect(resent.statusCode, resent.body).toBe(201);
    const newId = resent.json().request.id;
    expect(newId).not.toBe(id);
    const detail = (await call('GET', `/api/admin/kyc/${newId}`, admin)).json();
    expect(detail.documents.map((d: { side: string }) => d.side).sort()).toEqual(['back', 'front', 'selfie']);
    for (const document of detail.documents)
      expect((await ctx.app.inject({ method: 'GET', url: document.url })).statusCode).toBe(200);
  });
});
