import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHUNK_CONTENT_TYPE } from '@betogether/contracts/media/media.constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useS3Server } from '../../test/s3-server';
import { signedInAccount } from '../../test/sign-in';
import { type TestContext, useTestApp } from '../../test/test-app';
import { makeClip } from './video/test-clips';

let clips: string;
beforeAll(async () => {
  clips = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-clips-'));
});
afterAll(async () => {
  await fs.rm(clips, { recursive: true, force: true });
});

/** Sends a whole file through the resumable upload routes (one or two chunks) and answers the last reply. */
async function upload(ctx: TestContext, headers: Record<string, string>, purpose: string, file: Buffer) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers,
    payload: { purpose, size: file.length, contentType: 'video/mp4', fileName: 'clip.mp4' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  let last = created;
  for (let offset = 0; offset < file.length; offset += 256 * 1024) {
    const part = file.subarray(offset, offset + 256 * 1024);
    last = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      headers: { ...headers, 'content-type': CHUNK_CONTENT_TYPE, 'upload-offset': String(offset) },
      payload: part,
    });
    if (last.statusCode >= 400) return last;
  }
  return last;
}

async function mediaOf(ctx: TestContext, headers: Record<string, string>, id: string) {
  await ctx.built.settle();
  return (await ctx.app.inject({ method: 'GET', url: `/api/media/${id}`, headers })).json();
}

describe.each(['local', 's3'] as const)('videos on %s storage', (driver) => {
  const s3 = driver === 's3' ? useS3Server() : null;
  const ctx = useTestApp(() => s3?.env() ?? {});

  it('goes upload → probe → transcode → poster → playable, with Range for seeking, and keeps no original', async () => {
    const me = await signedInAccount(ctx);
    const file = await fs.readFile(
      await makeClip(clips, {
        seconds: 5,
        width: 640,
        height: 360,
        tags: { title: 'Secret title', location: '+48.85+002.29/' },
      }),
    );
    const last = await upload(ctx, me.headers, 'short-video', file);
    expect(last.statusCode, last.body).toBe(200);
    const pending = last.json().media;
    expect(pending).toMatchObject({ status: 'processing', progress: 0, video: null, url: null });

    const media = await mediaOf(ctx, me.headers, pending.id);
    expect(media).toMatchObject({ status: 'ready', progress: null, width: 640, height: 360 });
    expect(media.video.durationSeconds).toBeCloseTo(5, 0);
    expect(media.video.hlsUrl).toBeNull();
    // 360p source: one rendition at its own size, never enlarged to 720p.
    expect(media.video.sources).toEqual([
      expect.objectContaining({
        label: '360p',
        width: 640,
        height: 360,
        url: expect.stringMatching(/^\/files\/videos\/.+\.mp4$/),
      }),
    ]);
    expect(media.url).toBe(media.video.sources[0].url);
    expect(media.blurhash).toMatch(/^.{6,}$/);

    const poster = await ctx.app.inject({ method: 'GET', url: media.video.posterUrl });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
    expect((await sharp(poster.rawPayload).metadata()).width).toBe(640);

    const source = media.video.sources[0].url as string;
    const whole = await ctx.app.inject({ method: 'GET', url: source });
    expect(whole.headers['content-type']).toBe('video/mp4');
    // Faststart: the index (moov) comes before the data (mdat); the title and place are gone.
    const bytes = whole.rawPayload;
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(bytes.includes('Secret title')).toBe(false);
    const seek = await ctx.app.inject({ method: 'GET', url: source, headers: { range: 'bytes=100-199' } });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(seek.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    expect(await ctx.built.storage.statObject(`originals/${media.id}.mp4`)).toBeNull();
  }, 60_000);

  it('refuses a text file named .mp4 at its first chunk, and a video in a picture purpose', async () => {
    const me = await signedInAccount(ctx);
    const text = Buffer.from('this is not a video at all, only words in a file named clip.mp4\n'.repeat(50));
    const refused = await upload(ctx, me.headers, 'short-video', text);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('FILE_CONTENT_MISMATCH');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/media?purpose=post-media',
      headers: { ...me.headers, 'content-type': 'image/jpeg' },
      payload: (await fs.readFile(await makeClip(clips, { seconds: 1, width: 160, height: 90 }))).subarray(
        0,
        200 * 1024,
      ),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('FILE_CONTENT_MISMATCH');
  });

  it('refuses a video over the admins’ duration limit with the reason, and keeps nothing of it', async () => {
    const me = await signedInAccount(ctx);
    const admin = await signedInAccount(ctx, 'admin');
    const limits = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/media/video-limits',
      headers: admin.headers,
      payload: { maxSeconds: 180, maxBytes: 50 * 1024 * 1024, storyMaxSeconds: 5 },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    const file = await fs.readFile(await makeClip(clips, { seconds: 8, width: 320, height: 180 }));
    const last = await upload(ctx, me.headers, 'story-video', file);
    expect(last.statusCode).toBe(200);
    const media = await mediaOf(ctx, me.headers, last.json().media.id);
    expect(media).toMatchObject({
      status: 'failed',
      failureReason: 'This video lasts 8 s: at most 5 s here',
      video: null,
    });
    expect(await ctx.built.storage.statObject(`originals/${media.id}.mp4`)).toBeNull();
  }, 30_000);
});

describe('a video longer than a minute', () => {
  const ctx = useTestApp();

  it('also gets HLS: a master playlist whose renditions and segments are all served', async () => {
    const me = await signedInAccount(ctx);
    const file = await fs.readFile(await makeClip(clips, { seconds: 62, width: 480, height: 270, fps: 10 }));
    const last = await upload(ctx, me.headers, 'short-video', file);
    const media = await mediaOf(ctx, me.headers, last.json().media.id);
    expect(media.status, media.failureReason).toBe('ready');
    const master = await ctx.app.inject({ method: 'GET', url: media.video.hlsUrl });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    const folder = (media.video.hlsUrl as string).replace(/[^/]+$/, '');
    const addresses = (text: string) =>
      text.split('\n').flatMap((line) => {
        if (line.startsWith('#')) return [...line.matchAll(/URI="([^"]+)"/g)].map((m) => m[1] as string);
        return line.trim() ? [line.trim()] : [];
      });
    const playlists = addresses(master.body);
    expect(playlists.length).toBeGreaterThanOrEqual(1);
    for (const playlist of playlists) {
      const child = await ctx.app.inject({ method: 'GET', url: folder + playlist });
      expect(child.statusCode, playlist).toBe(200);
      const segments = addresses(child.body);
      expect(segments.length).toBeGreaterThan(5);
      for (const segment of segments) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: folder + segment,
          headers: { range: 'bytes=0-7' },
        });
        expect(res.statusCode, segment).toBe(206);
      }
    }
  }, 90_000);
});

describe('video limits', () => {
  const ctx = useTestApp();

  it('are shown to members, changed by admins only, audited, and hold the byte limit at the upload', async () => {
    const me = await signedInAccount(ctx);
    const admin = await signedInAccount(ctx, 'admin');
    const shown = await ctx.app.inject({
      method: 'GET',
      url: '/api/media/video-limits',
      headers: me.headers,
    });
    expect(shown.json()).toEqual({
      available: true,
      reason: null,
      maxSeconds: 180,
      maxBytes: 200 * 1024 * 1024,
      storyMaxSeconds: 60,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/media/video-limits' })).statusCode).toBe(401);

    const body = { maxSeconds: 120, maxBytes: 10 * 1024 * 1024, storyMaxSeconds: 30 };
    const url = '/api/admin/media/video-limits';
    expect((await ctx.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PUT', url, headers: me.headers, payload: body })).statusCode,
    ).toBe(403);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...body, storyMaxSeconds: 90 },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await ctx.app.inject({ method: 'PUT', url, headers: admin.headers, payload: body })).json(),
    ).toMatchObject(body);

    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=media.video-limits',
      headers: admin.headers,
    });
    expect(audit.json().items[0]).toMatchObject({ action: 'media.video-limits', subjectType: 'setting' });

    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: me.headers,
      payload: { purpose: 'short-video', size: 11 * 1024 * 1024, contentType: 'video/mp4' },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('A video may be at most 10 MB');
  });
});

describe('without ffmpeg', () => {
  const ctx = useTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' });

  it('starts, says so in /readyz and to members, refuses video uploads clearly, and still takes pictures', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().video).toEqual({ available: false, reason: expect.stringContaining('ffmpeg') });

    const me = await signedInAccount(ctx);
    const limits = await ctx.app.inject({
      method: 'GET',
      url: '/api/media/video-limits',
      headers: me.headers,
    });
    expect(limits.json()).toMatchObject({
      available: false,
      reason: expect.stringContaining('Videos cannot be uploaded'),
    });

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: me.headers,
      payload: { purpose: 'short-video', size: 1024 * 1024, contentType: 'video/mp4' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'VIDEO_UNAVAILABLE',
      detail: expect.stringContaining('Pictures still work'),
    });

    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1877F2' } })
      .png()
      .toBuffer();
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/media?purpose=post-media',
      headers: { ...me.headers, 'content-type': 'image/png' },
      payload: picture,
    });
    expect(taken.statusCode).toBe(201);
  });
});
