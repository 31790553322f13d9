import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { makeClip } from '../media/video/test-clips';
import { probeVideo } from '../media/video/video-probe';
import { type Member, shortsFixtures } from './shorts.test-support';

const ctx = useTestApp();
const f = shortsFixtures(ctx);
const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-remix-test-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** A vertical clip through the upload routes and the real transcode: its ready media id. */
async function clip(who: Member, seconds: number, audio: boolean): Promise<string> {
  const file = await makeClip(dir, { seconds, width: 360, height: 640, audio });
  return f.uploadClip(who, await fs.readFile(file));
}

/** Downloads the short's video (its one rendition, 360p) through the public file route and probes it. */
async function probeShort(short: Short) {
  const url = short.media.video?.sources[0]?.url;
  if (!url) throw new Error('no video');
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const file = path.join(dir, `${short.id}.mp4`);
  await fs.writeFile(file, res.rawPayload);
  return { url, probe: await probeVideo(tools, file) };
}

describe('a remix (shortiscopie)', () => {
  it('takes the original’s sound once its job has run, lasting as long as the shorter of the two', async () => {
    const author = await f.member();
    const remixer = await f.member();
    const original = await f.short(author, { mediaId: await clip(author, 3, true) });
    const silent = await clip(remixer, 4, false);
    const before = (
      await ctx.app.inject({ method: 'GET', url: `/api/media/${silent}`, headers: remixer.headers })
    ).json();
    const created = await f.call('POST', '/api/shorts', remixer, { mediaId: silent, remixOf: original.id });
    expect(created.statusCode, created.body).toBe(201);
    const remix = created.json() as Short;
    expect(remix.remixOf).toEqual({ id: original.id, author: expect.objectContaining({ id: author.id }) });
    expect(remix.media).toMatchObject({ status: 'processing', video: null });

    await ctx.built.settle();
    const ready = (await f.call('GET', `/api/shorts/${remix.id}`, author)).json() as Short;
    expect(ready.media.status).toBe('ready');
    const { url, probe } = await probeShort(ready);
    expect(url).toMatch(/-remix-360p\.mp4$/);
    expect(probe.audioCodec).toBe('aac');
    expect(probe.width).toBe(360);
    expect(probe.durationSeconds).toBeGreaterThan(2.5);
    expect(probe.durationSeconds).toBeLessThan(3.5);
    expect(ready.media.video?.durationSeconds).toBeCloseTo(probe.durationSeconds, 0);
    expect(ready.media.video?.posterUrl).toBe(before.video.posterUrl);
    // The silent rendition is gone.
    expect((await ctx.app.inject({ method: 'GET', url: before.video.sources[0].url })).statusCode).toBe(404);
    expect((await f.call('GET', `/api/shorts/${original.id}/remixes`, author)).json().items).toHaveLength(1);
  }, 60_000);

  it('keeps its own sound when the original has none', async () => {
    const author = await f.member();
    const remixer = await f.member();
    const original = await f.short(author, { mediaId: await clip(author, 3, false) });
    const remix = await f.short(remixer, { mediaId: await clip(remixer, 3, true), remixOf: original.id });
    await ctx.built.settle();
    const ready = (await f.call('GET', `/api/shorts/${remix.id}`, remixer)).json() as Short;
    expect(ready.media.status).toBe('ready');
    const { url, probe } = await probeShort(ready);
    expect(url).not.toMatch(/-remix-/);
    expect(probe.audioCodec).toBe('aac');
    expect(ready.remixOf?.id).toBe(original.id);
  }, 60_000);
});
