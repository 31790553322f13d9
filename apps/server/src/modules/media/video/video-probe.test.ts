import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from './test-clips';
import { probeVideo, VideoRejectedError } from './video-probe';
import { detectVideoTools, runTool, type VideoTools } from './video-tools';

let dir: string;
let tools: VideoTools;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-video-probe-'));
  const detection = await detectVideoTools();
  if (!detection.available) throw new Error(detection.reason);
  tools = detection.tools;
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function rejectionOf(promise: Promise<unknown>): Promise<VideoRejectedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VideoRejectedError);
  return error as VideoRejectedError;
}

describe('probeVideo', () => {
  it("reads a clip's duration, size, frame rate and codecs", async () => {
    const clip = await makeClip(dir, { seconds: 5, width: 320, height: 240, fps: 15 });

    const probe = await probeVideo(tools, clip);

    expect(probe).toMatchObject({
      width: 320,
      height: 240,
      rotation: 0,
      videoCodec: 'h264',
      audioCodec: 'aac',
      frameRate: 15,
    });
    expect(probe.durationSeconds).toBeCloseTo(5, 1);
    expect(probe.formatName).toContain('mp4');
    expect(probe.bitRate).toBeGreaterThan(0);
  });

  it('reports the displayed size of a video stored sideways, as a phone records it', async () => {
    const clip = await makeClip(dir, { seconds: 5, width: 320, height: 240, fps: 15, rotate: 90 });

    const probe = await probeVideo(tools, clip);

    expect(probe).toMatchObject({ width: 240, height: 320, rotation: 90 });
  });

  it('says there is no sound when the clip has no audio track', async () => {
    const clip = await makeClip(dir, { seconds: 5, width: 320, height: 240, fps: 15, audio: false });

    const probe = await probeVideo(tools, clip);

    expect(probe.audioCodec).toBeNull();
    expect(probe.videoCodec).toBe('h264');
  });

  it('refuses a text file named .mp4 and an empty file', async () => {
    const text = path.join(dir, 'notes.mp4');
    await fs.writeFile(text, 'Shopping list: eggs, milk, and a video that is not one.\n');
    const empty = path.join(dir, 'empty.mp4');
    await fs.writeFile(empty, '');

    for (const file of [text, empty]) {
      const error = await rejectionOf(probeVideo(tools, file));
      expect(error.reason).toBe('not-a-video');
      expect(error.message).toBe('This file is not a video we can read');
    }
  });

  it('refuses pictures, which ffprobe reads as videos, an animated GIF with a duration too', async () => {
    const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } });
    const png = path.join(dir, 'picture.mp4');
    await picture.clone().png().toFile(png);
    const jpeg = path.join(dir, 'picture.jpg');
    await picture.clone().jpeg().toFile(jpeg);
    const gif = path.join(dir, 'animation.gif');
    await runTool('ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=64x48:rate=5:duration=2',
      gif,
    ]);
    // Not refused for want of a duration: for the format.
    const gifProbe = await runTool(tools.ffprobe, [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      gif,
    ]);
    expect(Number(gifProbe.toString())).toBeCloseTo(2, 1);

    for (const file of [png, jpeg, gif]) {
      expect((await rejectionOf(probeVideo(tools, file))).reason).toBe('not-a-video');
    }
  });
});
