import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeClip } from '../modules/media/video/test-clips';
import { detectVideoTools } from '../modules/media/video/video-tools';
import { demoApi } from './demo-api';
import type { DemoHost } from './demo-network';
import { landscapePicture } from './demo-pictures';

/**
 * Tasks for `npm run seed:demo`: the demo partner gets coins and publishes a picture task, a free
 * picture task, a video task with a quiz (when ffmpeg is there), special tasks reviewed by the
 * partner and by admins, one task still waiting for the admins' approval, and a draft. Ana completes
 * the picture task (through the real viewing clock), ben sends proofs and reports a task. A second
 * run changes nothing.
 */
export type DemoTasksHost = Pick<DemoHost, 'app' | 'clock' | 'codeFor' | 'drain'>;

type Token = { token: string; id: string };
type Beat = { seq: number; token: string };
type Started = { attempt: { id: string }; beat: Beat };

const DAY_MS = 86_400_000;

export async function seedDemoTasks(host: DemoTasksHost): Promise<{ created: number; video: boolean }> {
  const { api, signIn, uploadVideo } = demoApi(host);
  const { clock } = host;
  clock.set(new Date());
  const partner = await signIn('partner@betogether.local');
  const existing = await api<{ items: unknown[] }>('GET', '/api/partner/tasks?limit=1', {
    token: partner.token,
  });
  if (existing.items.length > 0) return { created: 0, video: false };

  const admin = await signIn('admin@betogether.local');
  const ana = await signIn('ana@betogether.local');
  const ben = await signIn('ben@betogether.local');
  const money = (who: Token) => ({ token: who.token, headers: { 'idempotency-key': randomUUID() } });

  // The partner's coins, and the review of a partner's first task only (the demo shows one in review).
  await api('POST', '/api/admin/wallet/adjustments', {
    ...money(admin),
    body: { userId: partner.id, coins: 20_000, reason: 'Demo partner budget' },
  });
  await api('PUT', '/api/admin/tasks/settings', {
    token: admin.token,
    body: { feePercent: 10, dailyCapCoins: 1000, minRewardCoins: 1, approvalsRequired: 1 },
  });

  const picture = async (index: number) =>
    (
      await api<{ id: string }>('POST', '/api/media?purpose=task-picture', {
        token: partner.token,
        raw: await landscapePicture(index, true),
        headers: { 'content-type': 'image/jpeg' },
      })
    ).id;
  const pictures = [await picture(0), await picture(1), await picture(2)];
  await host.drain();
  const endsAt = new Date(clock.now().getTime() + 30 * DAY_MS).toISOString();
  const create = (body: object) =>
    api<{ id: string }>('POST', '/api/partner/tasks', { token: partner.token, body });
  const publish = (id: string) => api(`POST`, `/api/partner/tasks/${id}/publish`, money(partner));
  let created = 0;

  // The first task goes to review; the admin approves it.
  const shop = await create({
    kind: 'picture',
    title: 'Discover our summer collection',
    instructions: 'Look at each picture: which one would you wear?',
    rewardCoins: 15,
    completions: 200,
    pictureIds: pictures.slice(0, 2),
    viewSeconds: 10,
    endsAt,
  });
  await publish(shop.id);
  await api('POST', `/api/admin/tasks/${shop.id}/approval`, {
    ...money(admin),
    body: { decision: 'approve' },
  });
  created += 1;

  const free = await create({
    kind: 'picture',
    free: true,
    title: 'Our new shop opens on Saturday',
    rewardCoins: 0,
    completions: 1000,
    pictureIds: [pictures[2]],
    viewSeconds: 5,
    endsAt,
  });
  await publish(free.id);
  created += 1;

  for (const special of [
    { title: 'Show us your coffee cup', proofKind: 'photo', reviewer: 'partner', rewardCoins: 40 },
    { title: 'Share our page and send the link', proofKind: 'link', reviewer: 'admin', rewardCoins: 25 },
  ]) {
    const task = await create({
      kind: 'special',
      instructions: 'Follow the steps, then send your proof here.',
      completions: 50,
      endsAt,
      ...special,
    });
    await publish(task.id);
    created += 1;
  }

  const tools = await detectVideoTools();
  if (tools.available) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-demo-tasks-'));
    try {
      const clip = await makeClip(dir, { seconds: 12, width: 640, height: 360 });
      const videoId = await uploadVideo(partner.token, await fs.readFile(clip), 'task-video');
      const video = await create({
        kind: 'video',
        title: 'Watch our 12-second ad',
        instructions: 'Watch it to the end, then answer two questions.',
        rewardCoins: 30,
        completions: 100,
        videoId,
        quiz: {
          questions: [
            {
              text: 'What did the video show?',
              answers: ['A test pattern', 'A cat', 'A beach'],
              correctIndex: 0,
            },
            { text: 'Was there a sound?', answers: ['Yes, a tone', 'No'], correctIndex: 0 },
            { text: 'How long was it?', answers: ['About 12 seconds', 'About 2 minutes'], correctIndex: 0 },
          ],
          drawCount: 2,
          passMark: 2,
        },
        endsAt,
      });
      await publish(video.id);
      created += 1;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  // A draft the partner has not published yet.
  await create({
    kind: 'picture',
    title: 'Autumn preview (draft)',
    rewardCoins: 10,
    completions: 100,
    pictureIds: [pictures[1]],
    viewSeconds: 8,
    endsAt,
  });
  created += 1;

  // Ana does the picture task through the real clock: beats 5 s apart, then the finish.
  let { attempt, beat } = await api<Started>('POST', `/api/tasks/${shop.id}/attempts`, { token: ana.token });
  for (let seconds = 0; seconds < 10; seconds += 5) {
    clock.set(new Date(clock.now().getTime() + 5000));
    ({ attempt, beat } = await api<Started>('POST', `/api/tasks/attempts/${attempt.id}/heartbeats`, {
      token: ana.token,
      body: { seq: beat.seq, token: beat.token, visible: true },
    }));
  }
  await api('POST', `/api/tasks/attempts/${attempt.id}/finish`, {
    ...money(ana),
    body: { seq: beat.seq, token: beat.token, visible: true },
  });

  // Ben's proofs wait for the partner's and the admins' reviews; he reports the free task.
  const proofs = await api<{ items: Array<{ id: string; proofKind: string }> }>(
    'GET',
    '/api/tasks?kind=special',
    {
      token: ben.token,
    },
  );
  for (const task of proofs.items) {
    if (task.proofKind === 'photo') {
      const photo = await api<{ id: string }>('POST', '/api/media?purpose=task-proof', {
        token: ben.token,
        raw: await landscapePicture(4, false),
        headers: { 'content-type': 'image/jpeg' },
      });
      await host.drain();
      await api('POST', `/api/tasks/${task.id}/proofs`, {
        token: ben.token,
        body: { kind: 'photo', mediaId: photo.id },
      });
    } else {
      await api('POST', `/api/tasks/${task.id}/proofs`, {
        token: ben.token,
        body: { kind: 'link', url: 'https://example.com/ben/shared-post' },
      });
    }
  }
  await api('POST', `/api/tasks/${free.id}/reports`, {
    token: ben.token,
    body: { reason: 'misleading', details: 'The opening date in the pictures is different.' },
  });
  await host.drain();
  clock.set(new Date());
  return { created, video: tools.available };
}
