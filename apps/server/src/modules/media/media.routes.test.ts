import { CHUNK_CONTENT_TYPE } from '@betogether/contracts/media/media.constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useS3Server } from '../../test/s3-server';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { mediaObjects, uploadSessions } from './media.tables';

async function photo(width = 1600, height = 1200): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Lat 48.8584 Long 2.2945' } })
    .toBuffer();
}

// The same suite on each storage driver: local disk, and an S3-compatible server.
describe.each(['local', 's3'] as const)('on %s storage', (driver) => {
  const s3 = driver === 's3' ? useS3Server() : null;
  const ctx = useTestApp(() => ({ STORAGE_QUOTA_BYTES: String(3 * 1024 * 1024), ...(s3?.env() ?? {}) }));

  async function waitReady(headers: Record<string, string>, id: string) {
    await ctx.built.settle();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/media/${id}`, headers });
    return res.json();
  }

  function chunk(headers: Record<string, string>, id: string, offset: number, bytes: Buffer) {
    return ctx.app.inject({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      headers: { ...headers, 'content-type': CHUNK_CONTENT_TYPE, 'upload-offset': String(offset) },
      payload: bytes,
    });
  }

  describe('resumable uploads', () => {
    it('takes a file in chunks, resumes from the offset HEAD reports after a lost chunk, and makes clean variants', async () => {
      const me = await signedInAccount(ctx);
      const file = await photo();
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: me.headers,
        payload: {
          purpose: 'post-media',
          size: file.length,
          contentType: 'image/jpeg',
          fileName: '../../etc/passwd.jpg',
        },
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect(created.headers['upload-offset']).toBe('0');

      const first = await chunk(me.headers, id, 0, file.subarray(0, 256 * 1024));
      expect(first.statusCode).toBe(204);
      expect(first.headers['upload-offset']).toBe(String(256 * 1024));

      // The next chunk never arrives (the connection dropped): HEAD tells where to continue.
      const head = await ctx.app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: me.headers });
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(256 * 1024));
      expect(head.headers['upload-length']).toBe(String(file.length));

      // A chunk at a wrong offset is refused and says where the upload stands.
      const wrong = await chunk(me.headers, id, 100, file.subarray(100, 200));
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().code).toBe('UPLOAD_OFFSET_MISMATCH');
      expect(wrong.headers['upload-offset']).toBe(String(256 * 1024));

      const last = await chunk(me.headers, id, 256 * 1024, file.subarray(256 * 1024));
      expect(last.statusCode).toBe(200);
      expect(last.json()).toMatchObject({ status: 'complete', offset: file.length });
      const mediaId = last.json().media.id;

      const media = await waitReady(me.headers, mediaId);
      expect(media).toMatchObject({ status: 'ready', width: 1600, height: 1200, contentType: 'image/jpeg' });
      expect(media.blurhash).toHaveLength(28);
      expect(
        media.variants.map((v: { width: number; format: string }) => `${v.width}.${v.format}`).sort(),
      ).toEqual(['1280.jpeg', '1280.webp', '160.jpeg', '160.webp', '640.jpeg', '640.webp'].sort());

      // Every variant is served publicly, cached for a year, without the EXIF of the original.
      for (const variant of media.variants) {
        const served = await ctx.app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toContain('immutable');
        expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
        expect(served.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);
        expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      }

      // Range requests work (video seeking will rely on them).
      const ranged = await ctx.app.inject({
        method: 'GET',
        url: media.url,
        headers: { range: 'bytes=10-19' },
      });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload).toHaveLength(10);
      expect(ranged.headers['content-range']).toMatch(/^bytes 10-19\/\d+$/);
    });

    it('answers 401 without a token, 403 on someone else’s upload, 404 for an unknown one', async () => {
      const owner = await signedInAccount(ctx);
      const stranger = await signedInAccount(ctx);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: owner.headers,
        payload: { purpose: 'avatar', size: 300_000, contentType: 'image/jpeg' },
      });
      const { id } = created.json();
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/uploads',
            payload: { purpose: 'avatar', size: 1, contentType: 'image/jpeg' },
          })
        ).statusCode,
      ).toBe(401);
      expect((await chunk(stranger.headers, id, 0, Buffer.from('xx'))).statusCode).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: stranger.headers }))
          .statusCode,
      ).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/uploads/${id}`, headers: stranger.headers }))
          .statusCode,
      ).toBe(403);
      const unknown = await ctx.app.inject({
        method: 'HEAD',
        url: '/api/uploads/00000000-0000-4000-8000-000000000000',
        headers: owner.headers,
      });
      expect(unknown.statusCode).toBe(404);
      const unknownMedia = await ctx.app.inject({
        method: 'GET',
        url: '/api/media/00000000-0000-4000-8000-000000000000',
        headers: owner.headers,
      });
      expect(unknownMedia.json().code).toBe('MEDIA_NOT_FOUND');
    });

    it('refuses bad input with a clear error and stores nothing', async () => {
      const me = await signedInAccount(ctx);
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: me.headers,
        payload: { purpose: 'avatar', size: -1 },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
        expect.arrayContaining(['size', 'contentType']),
      );
      const exe = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: me.headers,
        payload: { purpose: 'avatar', size: 1000, contentType: 'application/x-msdownload' },
      });
      expect(exe.statusCode).toBe(415);
      const huge = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: me.headers,
        payload: { purpose: 'avatar', size: 21 * 1024 * 1024, contentType: 'image/jpeg' },
      });
      expect(huge.statusCode).toBe(413);
    });

    it('refuses an upload over the quota with 402 before any byte is stored', async () => {
      const me = await signedInAccount(ctx);
      const open = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: me.headers,
        payload: { purpose: 'post-media', size: 2 * 1024 * 1024, contentType: 'image/jpeg' },
      });
      expect(open.statusCode).toBe(201);
      // 2 MB announced + 2 MB more > the 3 MB quota of this test app.
      const over = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: me.headers,
        payload: { purpose: 'post-media', size: 2 * 1024 * 1024, contentType: 'image/jpeg' },
      });
      expect(over.statusCode).toBe(402);
      expect(over.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
      const usage = await ctx.app.inject({ method: 'GET', url: '/api/storage/usage', headers: me.headers });
      expect(usage.json()).toEqual({ usedBytes: 2 * 1024 * 1024, quotaBytes: 3 * 1024 * 1024 });
    });

    it('decides the type from the bytes: a renamed executable is refused and nothing is kept', async () => {
      const me = await signedInAccount(ctx);
      const fake = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(300 * 1024, 1)]);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: me.headers,
        payload: { purpose: 'avatar', size: fake.length, contentType: 'image/jpeg', fileName: 'me.jpg' },
      });
      const { id } = created.json();
      const sent = await chunk(me.headers, id, 0, fake);
      expect(sent.statusCode).toBe(422);
      expect(sent.json().code).toBe('FILE_CONTENT_MISMATCH');
      const after = await ctx.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: me.headers });
      expect(after.json().code).toBe('UPLOAD_NOT_FOUND');
      const usage = await ctx.app.inject({ method: 'GET', url: '/api/storage/usage', headers: me.headers });
      expect(usage.json().usedBytes).toBe(0);
    });

    it('sniffs a video upload at its first chunk: anything else ends the session there', async () => {
      const me = await signedInAccount(ctx);
      const size = 2 * 1024 * 1024;
      async function videoSession() {
        const created = await ctx.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: me.headers,
          payload: { purpose: 'short-video', size, contentType: 'video/mp4', fileName: 'clip.mp4' },
        });
        expect(created.statusCode).toBe(201);
        return created.json().id as string;
      }
      // A picture renamed .mp4: refused with the first 256 KB, not after the whole file.
      const picture = await photo(800, 600);
      const id = await videoSession();
      const first = await chunk(me.headers, id, 0, picture.subarray(0, 256 * 1024));
      expect(first.statusCode).toBe(422);
      expect(first.json()).toMatchObject({ code: 'FILE_CONTENT_MISMATCH' });
      expect(first.json().detail).toContain('video/mp4');
      const gone = await ctx.app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: me.headers });
      expect(gone.statusCode).toBe(404);
      const more = await chunk(me.headers, id, 256 * 1024, Buffer.alloc(1024));
      expect(more.statusCode).toBe(404);

      // A first chunk too short to tell waits for the next one, which decides.
      const other = await videoSession();
      const tiny = await chunk(me.headers, other, 0, Buffer.from([0x4d, 0x5a, 0x90, 0x00]));
      expect(tiny.statusCode).toBe(204);
      const next = await chunk(me.headers, other, 4, Buffer.alloc(128 * 1024, 7));
      expect(next.statusCode).toBe(422);
      expect(next.json().code).toBe('FILE_CONTENT_MISMATCH');

      const usage = await ctx.app.inject({ method: 'GET', url: '/api/storage/usage', headers: me.headers });
      expect(usage.json().usedBytes).toBe(0);
      expect(await ctx.built.database.db.select().from(uploadSessions)).toEqual([]);
    });

    it('marks a truncated picture failed with its reason and keeps none of it', async () => {
      const me = await signedInAccount(ctx);
      const full = await photo(800, 600);
      const truncated = full.subarray(0, Math.floor(full.length / 2));
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/media?purpose=post-media',
        headers: { ...me.headers, 'content-type': 'image/jpeg' },
        payload: truncated,
      });
      expect(res.statusCode).toBe(201);
      const media = await waitReady(me.headers, res.json().id);
      expect(media.status).toBe('failed');
      expect(media.failureReason).toBeTruthy();
      expect(media.variants).toEqual([]);
    });

    it('gives private files only through a signed 5-minute link, checked on every read', async () => {
      const owner = await signedInAccount(ctx);
      const stranger = await signedInAccount(ctx);
      // A private document as later purposes (identity checks, chat) will store them.
      const id = crypto.randomUUID();
      const bytes = Buffer.from('%PDF-1.7 private identity document '.repeat(50));
      await ctx.built.storage.writeObject(`private/${id}.pdf`, bytes, 'application/pdf');
      await ctx.built.database.db.insert(mediaObjects).values({
        id,
        ownerId: owner.id,
        purpose: 'post-media',
        status: 'ready',
        contentType: 'application/pdf',
        size: bytes.length,
        originalKey: `private/${id}.pdf`,
        visibility: 'private',
      });

      expect((await ctx.app.inject({ method: 'GET', url: `/files/private/${id}.pdf` })).statusCode).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/media/${id}/url`, headers: stranger.headers }))
          .statusCode,
      ).toBe(404);

      const link = await ctx.app.inject({
        method: 'GET',
        url: `/api/media/${id}/url`,
        headers: owner.headers,
      });
      expect(link.statusCode).toBe(200);
      const { url, expiresAt } = link.json();
      expect(url).toMatch(new RegExp(`^/files/private/${id}\\.pdf\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`));
      expect(Date.parse(expiresAt) - ctx.clock.now().getTime()).toBe(5 * 60 * 1000);

      const read = await ctx.app.inject({ method: 'GET', url });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(bytes)).toBe(true);
      expect(read.headers['cache-control']).toBe('private, no-store');
      const ranged = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload.toString()).toBe('%PDF-1.7');

      const tampered = url.replace(/signature=./, (m: string) =>
        m.endsWith('A') ? `${m.slice(0, -1)}B` : `${m.slice(0, -1)}A`,
      );
      expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
      const otherFile = url.replace(id, crypto.randomUUID());
      expect((await ctx.app.inject({ method: 'GET', url: otherFile })).statusCode).toBe(403);

      ctx.clock.advance(5 * 60 * 1000 + 1000);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(403);
      // Private files are never served by the public route.
      expect((await ctx.app.inject({ method: 'GET', url: `/files/private/${id}.pdf` })).statusCode).toBe(403);
    });

    it('refuses a decompression bomb: the picture fails with its reason before any decoding', async () => {
      const me = await signedInAccount(ctx);
      const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: me.headers,
        payload: { purpose: 'post-media', size: bomb.length, contentType: 'image/png' },
      });
      const last = await chunk(me.headers, created.json().id, 0, bomb);
      expect(last.statusCode).toBe(200);
      const media = await waitReady(me.headers, last.json().media.id);
      expect(media.status).toBe('failed');
      expect(media.failureReason).toMatch(/pixels/i);
      expect(media.variants).toEqual([]);
    });

    it('takes a small file in one request and cleans sessions older than 24 hours', async () => {
      const me = await signedInAccount(ctx);
      const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#1E4FD8' } })
        .png()
        .toBuffer();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/media?purpose=cover',
        headers: { ...me.headers, 'content-type': 'image/png' },
        payload: small,
      });
      expect(res.statusCode).toBe(201);
      expect((await waitReady(me.headers, res.json().id)).status).toBe('ready');

      const stale = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: me.headers,
        payload: { purpose: 'post-media', size: 600_000, contentType: 'image/jpeg' },
      });
      // A JPEG's first bytes (the first chunk is checked at once), the rest never comes.
      const start = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(256 * 1024 - 3, 2)]);
      expect((await chunk(me.headers, stale.json().id, 0, start)).statusCode).toBe(204);
      ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
      expect(await ctx.built.services.media.cleanExpiredUploads()).toBe(1);
      const after = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/uploads/${stale.json().id}`,
        headers: { ...me.headers, 'content-type': CHUNK_CONTENT_TYPE, 'upload-offset': String(256 * 1024) },
        payload: Buffer.alloc(10),
      });
      expect(after.statusCode).toBe(410);
    });
  });
});
