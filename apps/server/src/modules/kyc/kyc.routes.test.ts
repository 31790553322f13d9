import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { kycFixtures, photo } from './kyc.test-support';

const ctx = useTestApp();
const { upload, idCard, send, withPhotos, stateOf, sealedFiles } = kycFixtures(ctx);

describe('a member’s identity check', () => {
  it('takes three photos, sealed without their metadata, then what the document says: pending, with its timeline', async () => {
    const member = await signedInAccount(ctx);
    const before = (await stateOf(member)).json();
    expect(before).toMatchObject({
      status: 'not_started',
      request: null,
      drafts: [],
      timeline: [],
      profile: { firstName: 'Test', lastName: 'Person', birthDate: '1990-01-01', country: 'FR' },
    });
    const filesBefore = sealedFiles().length;

    const front = await upload(member, 'front', await photo());
    expect(front.statusCode, front.body).toBe(200);
    expect(front.json()).toMatchObject({ side: 'front', width: 1200, height: 800 });
    // A second front replaces the first (its sealed file goes too).
    expect((await upload(member, 'front', await photo('#a02050'))).statusCode).toBe(200);
    await withPhotos(member, ['back', 'selfie']);
    const drafts = (await stateOf(member)).json().drafts;
    expect(drafts.map((d: { side: string }) => d.side).sort()).toEqual(['back', 'front', 'selfie']);
    const files = sealedFiles();
    expect(files.length - filesBefore).toBe(3);
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
      expect(bytes.includes(Buffer.from('BeTogetherCam'))).toBe(false);
    }

    // Case, accents and a middle name on the document are not a mismatch.
    const sent = await send(member, idCard({ firstName: 'TEST Émile', lastName: 'person' }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      status: 'pending',
      drafts: [],
      request: { status: 'pending', documentType: 'id_card', documentNumberEnding: 'PFW4', country: 'FR' },
      timeline: [{ kind: 'submitted', reason: null, fields: [] }],
    });
    expect(sent.json().request.documentNumber).toBeUndefined();

    // Pending: nothing more to send until the decision.
    expect((await upload(member, 'front', await photo())).json().code).toBe('KYC_STATE_CONFLICT');
    const again = await send(member, idCard());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('KYC_STATE_CONFLICT');
  });

  it('explains each difference with the profile, field by field, and keeps nothing', async () => {
    const member = await signedInAccount(ctx);
    await withPhotos(member);
    const res = await send(
      member,
      idCard({ firstName: 'Tess', lastName: 'Persson', birthDate: '1991-01-01' }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('KYC_PROFILE_MISMATCH');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'firstName',
      'lastName',
      'birthDate',
    ]);
    expect(res.json().errors[2].message).toContain('1990-01-01');
    expect((await stateOf(member)).json()).toMatchObject({ status: 'not_started', request: null });
  });

  it('asks for the photos the document needs: a passport has no back', async () => {
    const member = await signedInAccount(ctx);
    await withPhotos(member, ['front', 'selfie']);
    const missing = await send(member, idCard());
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'KYC_DOCUMENTS_MISSING' });
    expect(missing.json().detail).toContain('back');

    const passport = await send(member, idCard({ documentType: 'passport' }));
    expect(passport.statusCode, passport.body).toBe(201);
    expect(passport.json().request.documentType).toBe('passport');
  });

  it('refuses an expired document, a file that is not a photo and bad input (422), and callers without a token (401)', async () => {
    const member = await signedInAccount(ctx);
    await withPhotos(member);
    const expired = await send(member, idCard({ expiresOn: '2020-01-31' }));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual([expect.objectContaining({ field: 'expiresOn' })]);

    const text = await upload(
      member,
      'front',
      Buffer.from('%PDF-1.7 not a photo'),
      'application/octet-stream',
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().code).toBe('KYC_IMAGE_UNREADABLE');
    expect((await upload(member, 'passport', await photo())).statusCode).toBe(422);
    for (const body of [
      idCard({ documentType: 'library_card' }),
      idCard({ documentNumber: '<script>' }),
      idCard({ country: 'France' }),
      idCard({ expiresOn: '2031-02-30' }),
      {},
    ]) {
      const res = await send(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await stateOf(member)).json().status).toBe('not_started');

    expect((await stateOf(null)).statusCode).toBe(401);
    expect((await upload(null, 'front', await photo())).statusCode).toBe(401);
    expect((await send(null, idCard())).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/kyc/photos/front' })).statusCode).toBe(401);
  });

  it('keeps each member’s photos and submission their own', async () => {
    const [ana, ben] = [await signedInAccount(ctx), await signedInAccount(ctx)];
    await withPhotos(ana);
    expect((await send(ana, idCard())).statusCode).toBe(201);
    const seen = (await stateOf(ben)).json();
    expect(seen).toMatchObject({ status: 'not_started', request: null, drafts: [], timeline: [] });
    // Ben removing "his" front touches nothing of Ana's.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/kyc/photos/front', headers: ben.headers }))
        .statusCode,
    ).toBe(204);
    expect((await stateOf(ana)).json().status).toBe('pending');
    expect(seen.documents).toEqual([]);
  });

  it('shows the owner the photos they sent through their own links, each opening logged; nobody else opens them', async () => {
    const [ana, ben] = [await signedInAccount(ctx), await signedInAccount(ctx)];
    await withPhotos(ana);
    expect((await send(ana, idCard())).statusCode).toBe(201);
    const documents = (await stateOf(ana)).json().documents as Array<{ side: string; url: string }>;
    expect(documents.map((d) => d.side).sort()).toEqual(['back', 'front', 'selfie']);
    const front = documents.find((d) => d.side === 'front');
    if (!front) throw new Error('no front');
    const opened = await ctx.app.inject({ method: 'GET', url: front.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(opened.rawPayload).metadata()).format).toBe('jpeg');
    // The same link with Ben as its viewer is not a link the server gave.
    const forBen = front.url.replace(`/${ana.id}?`, `/${ben.id}?`);
    expect(forBen).not.toBe(front.url);
    expect((await ctx.app.inject({ method: 'GET', url: forBen })).statusCode).toBe(403);
    // Reviewers see that the member opened it.
    const admin = await signedInAccount(ctx, 'admin');
    const id = (await stateOf(ana)).json().request.id;
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/kyc/${id}`, headers: admin.headers })
    ).json();
    expect(detail.views).toEqual([
      expect.objectContaining({ side: 'front', viewer: expect.objectContaining({ id: ana.id }) }),
    ]);
  });
});
