import { randomUUID } from 'node:crypto';
import { CHUNK_CONTENT_TYPE } from '@betogether/contracts/media/media.constants';
import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import { expect } from 'vitest';
import { type Member, type Method, socialFixtures } from '../../test/social';
import type { TestContext } from '../../test/test-app';
import { mediaObjects } from '../media/media.tables';

export { type Member, UNKNOWN_ID } from '../../test/social';

type Who = { headers: Record<string, string> };

/**
 * Set-up of the shorts tests: the social fixtures, calls made as a member, ready videos written
 * straight to the media table (no ffmpeg: most tests are about shorts, not files), and real clips
 * sent through the resumable upload routes for the tests that need the pipeline.
 */
export function shortsFixtures(ctx: TestContext) {
  const social = socialFixtures(ctx);

  function call(method: Method, url: string, who?: Who, payload?: object) {
    return social.call(method, url, who?.headers, payload);
  }

  /** A ready `short-video` of this member, as the pipeline leaves one (its files are not stored). */
  async function readyVideo(owner: { id: string }): Promise<string> {
    const id = randomUUID();
    const now = ctx.clock.now();
    await social
      .db()
      .insert(mediaObjects)
      .values({
        id,
        ownerId: owner.id,
        purpose: 'short-video',
        status: 'ready',
        contentType: 'video/mp4',
        size: 4096,
        width: 360,
        height: 640,
        durationMs: 8000,
        video: {
          renditions: [
            {
              label: '360p',
              width: 360,
              height: 640,
              key: `videos/${id}-360p.mp4`,
              bytes: 4096,
              bitrate: 4096,
            },
          ],
          posterKey: `videos/${id}-poster.webp`,
          hlsKey: null,
          hlsKeys: [],
        },
        visibility: 'public',
        createdAt: now,
        updatedAt: now,
      });
    return id;
  }

  /** Posts a short through the API (201 expected), on a ready video made for it unless one is given. */
  async function short(who: Member, payload: Record<string, unknown> = {}): Promise<Short> {
    const res = await call('POST', '/api/shorts', who, { mediaId: await readyVideo(who), ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** Sends a clip through the resumable upload routes and waits for its transcode: its media id. */
  async function uploadClip(who: Who, file: Buffer): Promise<string> {
    const created = await call('POST', '/api/uploads', who, {
      purpose: 'short-video',
      size: file.length,
      contentType: 'video/mp4',
      fileName: 'clip.mp4',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    let last = created;
    for (let offset = 0; offset < file.length; offset += 256 * 1024) {
      last = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/uploads/${id}`,
        headers: { ...who.headers, 'content-type': CHUNK_CONTENT_TYPE, 'upload-offset': String(offset) },
        payload: file.subarray(offset, offset + 256 * 1024),
      });
      expect(last.statusCode, last.body).toBeLessThan(300);
    }
    await ctx.built.settle();
    return last.json().media.id;
  }

  return { ...social, call, readyVideo, short, uploadClip };
}
