import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeClip } from '../modules/media/video/test-clips';
import { detectVideoTools } from '../modules/media/video/video-tools';
import { demoApi } from './demo-api';
import type { DemoHost } from './demo-network';

/**
 * Shorts for `npm run seed:demo`: a few of ana's friends post vertical clips (ffmpeg's test
 * pattern and a tone, made on the spot), sent through the resumable upload routes so the real
 * pipeline transcodes them; one is a remix that takes another's sound. Others like, comment and
 * watch them (ana has watched two: her For You puts them last). Skipped, with the reason, when
 * ffmpeg is missing; a second run changes nothing.
 */
export type DemoShortsHost = Pick<DemoHost, 'app' | 'clock' | 'codeFor' | 'drain'>;

const HOUR_MS = 3_600_000;

/** Oldest first; `remixOf` is the index of the short whose sound this one takes (its clip is silent). */
const plans: Array<{ seconds: number; hoursAgo: number; caption: string; remixOf?: number }> = [
  { seconds: 8, hoursAgo: 30, caption: 'Morning run by the river #running #sunrise' },
  { seconds: 6, hoursAgo: 20, caption: 'Trying the new ramen place 🍜 #food' },
  { seconds: 10, hoursAgo: 9, caption: 'Rooftop jam session with @ana #music' },
  { seconds: 7, hoursAgo: 4, caption: 'Same tune, my moves #dance', remixOf: 2 },
  { seconds: 9, hoursAgo: 1, caption: 'Sunset from the hill #nature' },
];

export async function seedDemoShorts(host: DemoShortsHost): Promise<{ created: number; skipped?: string }> {
  const tools = await detectVideoTools();
  if (!tools.available) return { created: 0, skipped: tools.reason };
  const { clock } = host;
  const realNow = new Date();

  const { api, signIn, uploadVideo } = demoApi(host);

  clock.set(realNow);
  const ana = await signIn('ana@betogether.local');
  const friends = (
    await api<{ items: Array<{ person: { id: string; username: string } }> }>(
      'GET',
      `/api/users/${ana.id}/friends?limit=5`,
      { token: ana.token },
    )
  ).items
    .filter(({ person }) => person.username !== 'ben')
    .slice(0, 4);
  const [first] = friends;
  if (!first) return { created: 0 };
  const existing = await api<{ items: unknown[] }>('GET', `/api/users/${first.person.id}/shorts?limit=1`, {
    token: ana.token,
  });
  if (existing.items.length > 0) return { created: 0 };

  const authors = [];
  for (const { person } of friends) authors.push(await signIn(`${person.username}@betogether.local`));
  const ben = await signIn('ben@betogether.local');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-demo-shorts-'));
  const made: string[] = [];
  try {
    for (const [index, plan] of plans.entries()) {
      const author = authors[index % authors.length] as { token: string };
      clock.set(new Date(realNow.getTime() - plan.hoursAgo * HOUR_MS));
      const clip = await makeClip(dir, {
        seconds: plan.seconds,
        width: 360,
        height: 640,
        audio: !plan.remixOf,
      });
      const mediaId = await uploadVideo(author.token, await fs.readFile(clip), 'short-video');
      const remixOf = plan.remixOf === undefined ? undefined : made[plan.remixOf];
      const short = await api<{ id: string }>('POST', '/api/shorts', {
        token: author.token,
        body: { mediaId, caption: plan.caption, altText: 'A test pattern with a tone', remixOf },
      });
      made.push(short.id);
      // A little later: likes, a comment and watches by the others.
      clock.set(new Date(clock.now().getTime() + HOUR_MS / 2));
      const audience = [ana, ben, ...authors].filter((who) => who !== author);
      for (const [rank, who] of audience.entries()) {
        if (rank <= index % 3) await api('PUT', `/api/shorts/${short.id}/like`, { token: who.token });
        // Ana has watched the two oldest; everyone else watches to the end.
        if (who !== ana || index < 2)
          await api('POST', `/api/shorts/${short.id}/views`, {
            token: who.token,
            body: { watchedMs: plan.seconds * 1000, completed: true },
          });
      }
      await api('POST', `/api/shorts/${short.id}/comments`, {
        token: ben.token,
        body: { body: index % 2 === 0 ? 'Love this 😍' : 'Where is this?' },
      });
    }
    await host.drain();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
    clock.set(new Date());
  }
  return { created: made.length };
}
