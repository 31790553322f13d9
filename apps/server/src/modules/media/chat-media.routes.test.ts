import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHUNK_CONTENT_TYPE } from '@betogether/contracts/media/media.constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useS3Server } from '../../test/s3-server';
import { signedInAccount } from '../../test/sign-in';
import { type TestContext, useTestApp } from '../../test/test-app';
import {
  linkSignerAt,
  mediaObjectsByIds,
  mediaRowsByIds,
  privateFileSigner,
  toMediaObject,
} from './media.read';
import { mediaObjects, uploadSessions } from './media.tables';
import { makeClip, makeSound } from './video/test-clips';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let sounds: string;
beforeAll(async () => {
  sounds = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-chat-media-'));
});
afterAll(async () => {
  await fs.rm(sounds, { recursive: true, force: true });
});

/** `size` bytes starting with `head` (a file's signature), the rest filler. */
function fileOf(head: string | Buffer, size: number, fill = 0x41): Buffer {
  const start = Buffer.isBuffer(head) ? head : Buffer.from(head, 'latin1');
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), fill)]);
}

const pdf = (size = 4000) => fileOf('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', size);
const zip = (size = 4000) => fileOf('PK\x03\x04\x14\x00\x06\x00', size);

type Headers = Record<string, string>;

/** One request (up to 256 KB): `POST /api/media?purpose=…&fileName=…` with the bytes as body. */
function sendWhole(
  ctx: TestContext,
  headers: Headers,
  purpose: string,
  type: string,
  bytes: Buffer,
  name?: string,
) {
  const query = new URLSearchParams({ purpose, ...(name ? { fileName: name } : {}) });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/media?${query}`,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  });
}

/** The resumable protocol: a session, then chunks of 256 KB doubling up to 4 MB; the last reply. */
async function sendResumable(
  ctx: TestContext,
  headers: Headers,
  purpose: string,
  contentType: string,
  bytes: Buffer,
  fileName?: string,
) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers,
    payload: { purpose, size: bytes.length, contentType, ...(fileName ? { fileName } : {}) },
  });
  if (created.statusCode !== 201) return created;
  const id = created.json().id as string;
  let last = created;
  let size = 256 * 1024;
  for (let offset = 0; offset < bytes.length; offset += size, size = Math.min(size * 2, 4 * MB)) {
    last = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      headers: { ...headers, 'content-type': CHUNK_CONTENT_TYPE, 'upload-offset': String(offset) },
      payload: bytes.subarray(offset, offset + size),
    });
    if (last.statusCode >= 400) return last;
  }
  return last;
}

async function usedBytes(ctx: TestContext, headers: Headers): Promise<number> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/storage/usage', headers })).json().usedBytes;
}

/** The same link with one character of its signature changed. */
function tampered(url: string): string {
  return url.replace(/signature=./, (m) => (m.endsWith('A') ? `${m.slice(0, -1)}B` : `${m.slice(0, -1)}A`));
}

describe.each(['local', 's3'] as const)('chat attachments on %s storage', (driver) => {
  const s3 = driver === 's3' ? useS3Server() : null;
  const ctx = useTestApp(() => s3?.env() ?? {});

  // Refused when the session opens, before any byte is sent.
  it.each([
    ['chat-file', 25, 'application/pdf'],
    ['chat-image', 30, 'image/jpeg'],
    ['chat-voice', 10, 'audio/webm'],
  ])('refuses a %s over %i MB', async (purpose, megabytes, contentType) => {
    const ana = await signedInAccount(ctx);
    const over = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: ana.headers,
      payload: { purpose, size: megabytes * MB + 1, contentType, fileName: 'big' },
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'FILE_TOO_LARGE', detail: `At most ${megabytes} MB here` });
    expect(await usedBytes(ctx, ana.headers)).toBe(0);
  });

  describe('chat-file', () => {
    it('keeps a PDF as sent, ready at once with its safe name, served as a download through a signed link only', async () => {
      const ana = await signedInAccount(ctx);
      const bytes = pdf();
      const sent = await sendWhole(
        ctx,
        ana.headers,
        'chat-file',
        'application/pdf',
        bytes,
        '../../Rapport final ✓.pdf',
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const media = sent.json();
      expect(media).toMatchObject({
        purpose: 'chat-file',
        status: 'ready',
        contentType: 'application/pdf',
        size: bytes.length,
        fileName: 'Rapport final ✓.pdf',
        durationSeconds: null,
        variants: [],
        progress: null,
      });
      // The owner's answer is signed (private); the stored file sits under attachments/.
      expect(media.url).toMatch(
        new RegExp(`^/files/attachments/${media.id}\\.pdf\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`),
      );

      const read = await ctx.app.inject({ method: 'GET', url: media.url });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(bytes)).toBe(true);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.headers['content-disposition']).toBe(
        `attachment; filename="Rapport final _.pdf"; filename*=UTF-8''Rapport%20final%20%E2%9C%93.pdf`,
      );
      expect(read.headers['x-content-type-options']).toBe('nosniff');
      expect(read.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(read.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      const ranged = await ctx.app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=0-7' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload.toString()).toBe('%PDF-1.7');

      // Unsigned: a 404 that tells nothing; a wrong or expired signature: 403.
      const bare = media.url.split('?')[0];
      expect((await ctx.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: tampered(media.url) })).statusCode).toBe(403);
      const otherId = media.url.replace(media.id, crypto.randomUUID());
      expect((await ctx.app.inject({ method: 'GET', url: otherId })).statusCode).toBe(404);

      // The 5-minute link of the owner's own calls works the same way.
      const link = await ctx.app.inject({
        method: 'GET',
        url: `/api/media/${media.id}/url`,
        headers: ana.headers,
      });
      expect(link.json().url).toMatch(new RegExp(`^/files/attachments/${media.id}\\.pdf\\?`));
      expect((await ctx.app.inject({ method: 'GET', url: link.json().url })).statusCode).toBe(200);
      ctx.clock.advance(31 * 60 * 1000);
      expect((await ctx.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(403);
    });

    it('is usable by its owner only, ready, for its purpose; and signed for the other members the chat shows it to', async () => {
      const ana = await signedInAccount(ctx);
      const ben = await signedInAccount(ctx);
      const sent = (
        await sendWhole(ctx, ana.headers, 'chat-file', 'application/pdf', pdf(), 'plan.pdf')
      ).json();
      const media = ctx.built.services.media;
      await expect(media.readyMedia(ana.id, sent.id, 'chat-file', 'mediaId')).resolves.toMatchObject({
        id: sent.id,
        fileName: 'plan.pdf',
        contentType: 'application/pdf',
      });
      for (const [owner, purpose] of [
        [ben.id, 'chat-file'],
        [ana.id, 'chat-image'],
      ] as const) {
        await expect(media.readyMedia(owner, sent.id, purpose, 'mediaId')).rejects.toMatchObject({
          code: 'VALIDATION_FAILED',
        });
      }
      // Ben cannot read Ana's file through the media calls…
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/media/${sent.id}`, headers: ben.headers }))
          .statusCode,
      ).toBe(404);
      // …but the chat shows it to him with a link signed for this window (15 to 30 minutes).
      const shown = await mediaObjectsByIds(
        ctx.built.database.db,
        [sent.id, crypto.randomUUID()],
        ctx.clock.now(),
      );
      expect([...shown.keys()]).toEqual([sent.id]);
      const forBen = shown.get(sent.id);
      expect(forBen).toMatchObject({ fileName: 'plan.pdf', size: 4000, contentType: 'application/pdf' });
      const read = await ctx.app.inject({ method: 'GET', url: forBen?.url ?? '', headers: ben.headers });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-disposition']).toMatch(/^attachment; filename="plan\.pdf"/);
      ctx.clock.advance(14 * 60 * 1000);
      expect((await ctx.app.inject({ method: 'GET', url: forBen?.url ?? '' })).statusCode).toBe(200);
      // A module reading the rows with its own (joining messages, say) signs them the same way.
      const db = ctx.built.database.db;
      const [row] = await mediaRowsByIds(db, [sent.id, sent.id]);
      expect(row?.fileName).toBe('plan.pdf');
      const signed = toMediaObject(
        row as NonNullable<typeof row>,
        linkSignerAt(await privateFileSigner(db), ctx.clock.now()),
      );
      expect((await ctx.app.inject({ method: 'GET', url: signed.url ?? '' })).statusCode).toBe(200);
      expect(toMediaObject(row as NonNullable<typeof row>).url).toBe(`/files/attachments/${sent.id}.pdf`);
    });

    it('takes a 5 MB document through the resumable upload, its type from its name when the browser gives none', async () => {
      const ana = await signedInAccount(ctx);
      const bytes = zip(5 * MB);
      const last = await sendResumable(
        ctx,
        ana.headers,
        'chat-file',
        'application/octet-stream',
        bytes,
        'Budget 2025.docx',
      );
      expect(last.statusCode, last.body).toBe(200);
      const media = last.json().media;
      expect(media).toMatchObject({
        status: 'ready',
        contentType: DOCX,
        size: 5 * MB,
        fileName: 'Budget 2025.docx',
      });
      const read = await ctx.app.inject({ method: 'GET', url: media.url });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(bytes)).toBe(true);
      expect(read.headers['content-type']).toBe(DOCX);
      expect(read.headers['content-disposition']).toMatch(/^attachment; filename="Budget 2025\.docx"/);
      expect(await usedBytes(ctx, ana.headers)).toBe(5 * MB);
      const [session] = await ctx.built.database.db.select().from(uploadSessions);
      expect(session).toMatchObject({ status: 'complete', mediaId: media.id });

      // Windows names a ZIP `application/x-zip-compressed`; a CSV from Excel `application/vnd.ms-excel`.
      const archive = await sendWhole(
        ctx,
        ana.headers,
        'chat-file',
        'application/x-zip-compressed',
        zip(),
        'photos.zip',
      );
      expect(archive.json()).toMatchObject({
        status: 'ready',
        contentType: 'application/zip',
        fileName: 'photos.zip',
      });
      const csv = Buffer.from('name;amount\nAna;12,50\nBen;7\n');
      const sheet = await sendWhole(
        ctx,
        ana.headers,
        'chat-file',
        'application/vnd.ms-excel',
        csv,
        'comptes.csv',
      );
      expect(sheet.json()).toMatchObject({
        status: 'ready',
        contentType: 'text/csv',
        fileName: 'comptes.csv',
      });
      // A photo sent as a file is kept as it is (the chat-image purpose makes variants).
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
        .jpeg()
        .toBuffer();
      const asFile = await sendWhole(ctx, ana.headers, 'chat-file', 'image/jpeg', photo, 'IMG_0042.JPG');
      expect(asFile.json()).toMatchObject({
        status: 'ready',
        contentType: 'image/jpeg',
        fileName: 'IMG_0042.JPG',
      });
      expect(asFile.json().variants).toEqual([]);
    });

    it('refuses a file that is not what it claims, at once, and keeps none of it', async () => {
      const ana = await signedInAccount(ctx);
      // A ZIP named and typed as a PDF.
      const single = await sendWhole(ctx, ana.headers, 'chat-file', 'application/pdf', zip(), 'invoice.pdf');
      expect(single.statusCode).toBe(422);
      expect(single.json()).toMatchObject({ code: 'FILE_CONTENT_MISMATCH' });
      expect(single.json().detail).toContain('application/pdf');
      // The same lie through the resumable upload ends the session at its first chunk.
      const large = await sendResumable(
        ctx,
        ana.headers,
        'chat-file',
        'application/pdf',
        zip(MB),
        'invoice.pdf',
      );
      expect(large.statusCode).toBe(422);
      expect(large.json().code).toBe('FILE_CONTENT_MISMATCH');
      // An executable sent as text, a PDF sent as a Word file.
      const exe = fileOf('MZ\x90\x00\x03\x00\x00\x00', 2000, 0);
      expect(
        (await sendWhole(ctx, ana.headers, 'chat-file', 'text/plain', exe, 'readme.txt')).statusCode,
      ).toBe(422);
      expect((await sendWhole(ctx, ana.headers, 'chat-file', DOCX, pdf(), 'cv.docx')).statusCode).toBe(422);
      // A type the chat does not take at all.
      const program = await sendWhole(
        ctx,
        ana.headers,
        'chat-file',
        'application/x-msdownload',
        exe,
        'setup.exe',
      );
      expect(program.statusCode).toBe(415);
      expect(
        (await sendWhole(ctx, ana.headers, 'chat-file', 'application/octet-stream', exe, 'setup.exe'))
          .statusCode,
      ).toBe(415);

      expect(await usedBytes(ctx, ana.headers)).toBe(0);
      expect(await ctx.built.database.db.select().from(mediaObjects)).toEqual([]);
      expect(await ctx.built.database.db.select().from(uploadSessions)).toEqual([]);
    });

    it('never serves a page: HTML and SVG are refused, and text is a download whose name says text', async () => {
      const ana = await signedInAccount(ctx);
      const page = Buffer.from(
        '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
      );
      const drawing = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
      expect(
        (await sendWhole(ctx, ana.headers, 'chat-file', 'text/html', page, 'page.html')).statusCode,
      ).toBe(415);
      expect(
        (await sendWhole(ctx, ana.headers, 'chat-file', 'image/svg+xml', drawing, 'x.svg')).statusCode,
      ).toBe(415);
      expect(
        (await sendWhole(ctx, ana.headers, 'chat-file', 'application/octet-stream', page, 'page.html'))
          .statusCode,
      ).toBe(415);
      // Markup claiming to be text is not what it says.
      for (const [bytes, name] of [
        [page, 'page.txt'],
        [drawing, 'drawing.txt'],
        [Buffer.from(`\uFEFF  \n<?xml version="1.0"?><svg/>`), 'notes.txt'],
      ] as const) {
        const sent = await sendWhole(ctx, ana.headers, 'chat-file', 'text/plain', bytes, name);
        expect(sent.statusCode, name).toBe(422);
        expect(sent.json().code).toBe('FILE_CONTENT_MISMATCH');
      }
      // Plain text with a page's name, or a script's: kept as text, named so, never shown inline.
      const text = Buffer.from('Meeting notes: bring the <b> key.\n');
      const notes = (await sendWhole(ctx, ana.headers, 'chat-file', 'text/plain', text, 'notes.html')).json();
      expect(notes).toMatchObject({ status: 'ready', contentType: 'text/plain', fileName: 'notes.html.txt' });
      const read = await ctx.app.inject({ method: 'GET', url: notes.url });
      expect(read.headers['content-type']).toBe('text/plain');
      expect(read.headers['content-disposition']).toMatch(/^attachment; filename="notes\.html\.txt"/);
      expect(read.headers['x-content-type-options']).toBe('nosniff');
      const script = (await sendWhole(ctx, ana.headers, 'chat-file', 'text/plain', text, 'run.js')).json();
      expect(script.fileName).toBe('run.js.txt');
    });
  });

  describe('chat-image', () => {
    it('processes a picture like the others (variants, blurhash, no EXIF), served only through signed links', async () => {
      const ana = await signedInAccount(ctx);
      const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'SecretCam' } })
        .toBuffer();
      const sent = await sendWhole(ctx, ana.headers, 'chat-image', 'image/jpeg', picture, 'me.jpg');
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toMatchObject({ status: 'processing', fileName: null });
      await ctx.built.settle();
      const media = (
        await ctx.app.inject({ method: 'GET', url: `/api/media/${sent.json().id}`, headers: ana.headers })
      ).json();
      expect(media).toMatchObject({ status: 'ready', width: 900, height: 600, fileName: null });
      expect(media.blurhash).toHaveLength(28);
      expect(media.variants.length).toBeGreaterThan(0);
      const served = await ctx.app.inject({ method: 'GET', url: media.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['content-disposition']).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
      expect((await ctx.app.inject({ method: 'GET', url: media.url.split('?')[0] })).statusCode).toBe(404);
      await expect(
        ctx.built.services.media.readyMedia(ana.id, media.id, 'chat-image', 'mediaId'),
      ).resolves.toMatchObject({ id: media.id });

      const notAPicture = await sendWhole(ctx, ana.headers, 'chat-image', 'image/png', pdf());
      expect(notAPicture.statusCode).toBe(422);
    });
  });

  describe('chat-voice', () => {
    it('keeps a recorder’s WebM as sent, with its duration measured, played inline through its signed link', async () => {
      const ana = await signedInAccount(ctx);
      const bytes = await makeSound(sounds, 2, 'webm');
      const sent = await sendWhole(ctx, ana.headers, 'chat-voice', 'audio/webm;codecs=opus', bytes);
      expect(sent.statusCode, sent.body).toBe(201);
      const media = sent.json();
      expect(media).toMatchObject({
        status: 'ready',
        contentType: 'audio/webm',
        size: bytes.length,
        fileName: null,
      });
      expect(media.durationSeconds).toBeCloseTo(2, 1);
      expect(media.url).toMatch(new RegExp(`^/files/attachments/${media.id}\\.webm\\?expires=`));
      const played = await ctx.app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=0-' } });
      expect(played.statusCode).toBe(206);
      expect(played.rawPayload.equals(bytes)).toBe(true);
      expect(played.headers['content-type']).toBe('audio/webm');
      expect(played.headers['content-disposition']).toMatch(/^inline; filename="voice-note\.webm"/);
      expect(played.headers['x-content-type-options']).toBe('nosniff');
      expect((await ctx.app.inject({ method: 'GET', url: media.url.split('?')[0] })).statusCode).toBe(404);
      await expect(
        ctx.built.services.media.readyMedia(ana.id, media.id, 'chat-voice', 'mediaId'),
      ).resolves.toMatchObject({ durationSeconds: media.durationSeconds });
    });

    it('measures Firefox’s Ogg, Safari’s MP4 and MP3 notes, and a 30 s note sent in chunks', async () => {
      const ana = await signedInAccount(ctx);
      for (const [format, type, extension] of [
        ['ogg', 'audio/ogg;codecs=opus', 'ogg'],
        ['m4a', 'audio/mp4', 'm4a'],
        ['mp3', 'audio/mpeg', 'mp3'],
      ] as const) {
        const sent = await sendWhole(
          ctx,
          ana.headers,
          'chat-voice',
          type,
          await makeSound(sounds, 3, format),
        );
        expect(sent.statusCode, `${format}: ${sent.body}`).toBe(201);
        expect(sent.json().durationSeconds, format).toBeCloseTo(3, 0);
        const played = await ctx.app.inject({ method: 'GET', url: sent.json().url });
        expect(played.headers['content-type']).toBe(type.split(';')[0]);
        expect(played.headers['content-disposition']).toMatch(
          new RegExp(`^inline; filename="voice-note\\.${extension}"`),
        );
      }
      // 30 s of Safari's AAC (about 190 KB) through the resumable upload.
      const long = await makeSound(sounds, 30, 'm4a');
      const last = await sendResumable(ctx, ana.headers, 'chat-voice', 'audio/mp4', long, 'recording.m4a');
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json().media).toMatchObject({
        status: 'ready',
        contentType: 'audio/mp4',
        size: long.length,
      });
      expect(last.json().media.durationSeconds).toBeCloseTo(30, 0);
    });

    it('refuses a note over 5 minutes, a video, and what is no sound, keeping nothing', async () => {
      const ana = await signedInAccount(ctx);
      const tooLong = await makeSound(sounds, 302, 'webm');
      const refused = await sendResumable(ctx, ana.headers, 'chat-voice', 'audio/webm', tooLong);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'VOICE_NOTE_TOO_LONG' });
      expect(refused.json().detail).toBe('This voice note lasts 5 min 2 s: at most 5 min');

      const film = await fs.readFile(await makeClip(sounds, { seconds: 1, width: 160, height: 120 }));
      const video = await sendWhole(ctx, ana.headers, 'chat-voice', 'audio/mp4', film);
      expect(video.statusCode).toBe(422);
      expect(video.json().code).toBe('FILE_CONTENT_MISMATCH');
      const picture = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer();
      expect((await sendWhole(ctx, ana.headers, 'chat-voice', 'audio/webm', picture)).statusCode).toBe(422);
      // The right signature, then nothing a player can read.
      const broken = fileOf(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), 3000, 0x13);
      expect((await sendWhole(ctx, ana.headers, 'chat-voice', 'audio/webm', broken)).statusCode).toBe(422);
      expect((await sendWhole(ctx, ana.headers, 'chat-voice', 'video/webm', picture)).statusCode).toBe(415);

      expect(await usedBytes(ctx, ana.headers)).toBe(0);
      expect(await ctx.built.database.db.select().from(mediaObjects)).toEqual([]);
    });
  });
});

describe('voice notes without ffprobe', () => {
  const ctx = useTestApp({ FFPROBE_PATH: '/nowhere/ffprobe' });

  it('keeps them without a duration', async () => {
    const ana = await signedInAccount(ctx);
    const bytes = await makeSound(sounds, 2, 'ogg');
    const sent = await sendWhole(ctx, ana.headers, 'chat-voice', 'audio/ogg', bytes);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'ready', contentType: 'audio/ogg', durationSeconds: null });
    const played = await ctx.app.inject({ method: 'GET', url: sent.json().url });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(bytes)).toBe(true);
    // Its signature is still checked: a picture is no voice note.
    const picture = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await sendWhole(ctx, ana.headers, 'chat-voice', 'audio/ogg', picture)).statusCode).toBe(422);
  });
});
