import { randomUUID } from 'node:crypto';
import type { TaskInput } from '@betogether/contracts/tasks/tasks.schemas';
import type { Role } from '@betogether/contracts/users/users.schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { randomToken, sha256 } from '../../platform/secrets';
import { createAccount } from '../../test/sign-in';
import type { TestContext } from '../../test/test-app';
import { sessions } from '../auth/auth.tables';
import { mediaObjects } from '../media/media.tables';
import { users } from '../users/users.tables';

export type Who = { id: string; headers: Record<string, string> };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Inject = Awaited<ReturnType<TestContext['app']['inject']>>;

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Set-up of the tasks tests: accounts with a session written straight to the table (a hundred
 * members race in one test; signing each in by mail would be the test's whole time), coins given
 * by an admin adjustment through the ledger, ready files written to the media table, and calls.
 */
export function tasksFixtures(ctx: TestContext) {
  const db = () => ctx.built.database.db;

  async function account(role: Role = 'member', values: { country?: string; birthDate?: string } = {}): Promise<Who> {
    const { id } = await createAccount(ctx, role);
    if (Object.keys(values).length > 0) await db().update(users).set(values).where(eq(users.id, id));
    const token = randomToken();
    const now = ctx.clock.now();
    await db()
      .insert(sessions)
      .values({
        userId: id,
        tokenHash: sha256(token),
        deviceHash: sha256(randomUUID()),
        deviceLabel: 'test',
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000 * 30),
      });
    return { id, headers: { authorization: `Token ${token}` } };
  }

  function call(method: Method, url: string, who?: Who, payload?: object, key?: string): Promise<Inject> {
    return ctx.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  }

  async function give(userId: string, coins: number): Promise<void> {
    await ctx.built.services.wallet.post({
      idempotencyKey: randomUUID(),
      type: 'admin_adjustment',
      description: 'Test coins',
      entries: [
        { account: { platform: 'adjustments' }, coins: -coins },
        { account: { userId }, coins },
      ],
    });
  }

  /** A ready file of this owner, as the pipeline leaves one (its bytes are not stored). */
  async function readyFile(
    owner: { id: string },
    purpose: 'task-picture' | 'task-video' | 'task-proof',
    durationMs = 30_000,
  ): Promise<string> {
    const id = randomUUID();
    const now = ctx.clock.now();
    const video = purpose === 'task-video';
    await db()
      .insert(mediaObjects)
      .values({
        id,
        ownerId: owner.id,
        purpose,
        status: 'ready',
        contentType: video ? 'video/mp4' : 'image/webp',
        size: 4096,
        width: 640,
        height: 360,
        ...(video
          ? {
              durationMs,
              video: {
                renditions: [
                  { label: '360p', width: 640, height: 360, key: `videos/${id}-360p.mp4`, bytes: 4096, bitrate: 4096 },
                ],
                posterKey: `videos/${id}-poster.webp`,
                hlsKey: null,
                hlsKeys: [],
              },
            }
          : { variants: [{ width: 640, height: 360, format: 'webp', bytes: 2048, key: `images/${id}-640.webp` }] }),
        visibility: purpose === 'task-proof' ? 'private' : 'public',
        createdAt: now,
        updatedAt: now,
      });
    return id;
  }

  const inAWeek = () => new Date(ctx.clock.now().getTime() + 7 * 86_400_000).toISOString();

  async function pictureInput(partner: Who, more: Partial<TaskInput> = {}): Promise<TaskInput> {
    return {
      kind: 'picture',
      title: 'Look at our new shop',
      instructions: 'Take your time',
      rewardCoins: 10,
      completions: 5,
      pictureIds: [await readyFile(partner, 'task-picture')],
      viewSeconds: 10,
      endsAt: inAWeek(),
      ...more,
    } as TaskInput;
  }

  async function videoInput(partner: Who, more: Partial<TaskInput> = {}, durationMs = 30_000): Promise<TaskInput> {
    return {
      kind: 'video',
      title: 'Watch our video',
      rewardCoins: 20,
      completions: 5,
      videoId: await readyFile(partner, 'task-video', durationMs),
      quiz: {
        questions: [
          { text: 'What colour is the car?', answers: ['Red', 'Blue'], correctIndex: 1 },
          { text: 'How many dogs?', answers: ['One', 'Two', 'Three'], correctIndex: 2 },
          { text: 'Where is it?', answers: ['Paris', 'Lyon', 'Nice', 'Lille'], correctIndex: 0 },
        ],
        drawCount: 2,
        passMark: 2,
      },
      endsAt: inAWeek(),
      ...more,
    } as TaskInput;
  }

  function specialInput(more: Partial<TaskInput> = {}): TaskInput {
    return {
      kind: 'special',
      title: 'Show us your coffee',
      instructions: 'A photo of your cup in our shop',
      rewardCoins: 15,
      completions: 3,
      proofKind: 'photo',
      reviewer: 'partner',
      endsAt: inAWeek(),
      ...more,
    } as TaskInput;
  }

  /** A draft created through the API (201 expected): its id. */
  async function draft(partner: Who, input: TaskInput): Promise<string> {
    const res = await call('POST', '/api/partner/tasks', partner, input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  async function publish(partner: Who, taskId: string, status = 200) {
    const res = await call('POST', `/api/partner/tasks/${taskId}/publish`, partner, undefined, randomUUID());
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  }

  /** A trusted partner (no review of its first tasks) with coins: set-up for member-side tests. */
  async function partnerWithCoins(coins = 10_000): Promise<Who> {
    const partner = await account('partner');
    await give(partner.id, coins);
    return partner;
  }

  /** Turns the admins' first-tasks review off (the default asks for it). */
  async function trustPartners() {
    const admin = await account('admin');
    const res = await call('PUT', '/api/admin/tasks/settings', admin, {
      feePercent: 10,
      dailyCapCoins: 1000,
      minRewardCoins: 1,
      approvalsRequired: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    return admin;
  }

  /** A live task of a trusted partner: its id. */
  async function liveTask(partner: Who, input: TaskInput): Promise<string> {
    const id = await draft(partner, input);
    const task = await publish(partner, id);
    expect(task.status).toBe('live');
    return id;
  }

  /** Watches a picture or video task to its end with beats 5 s apart on the test clock. */
  async function watch(member: Who, taskId: string, seconds: number, video = false) {
    const start = await call('POST', `/api/tasks/${taskId}/attempts`, member);
    expect(start.statusCode, start.body).toBe(201);
    let { attempt, beat } = start.json();
    let position = 0;
    for (let elapsed = 0; elapsed < seconds; elapsed += 5) {
      ctx.clock.advance(5000);
      position += 5;
      const res = await call('POST', `/api/tasks/attempts/${attempt.id}/heartbeats`, member, {
        seq: beat.seq,
        token: beat.token,
        visible: true,
        ...(video ? { position } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      ({ attempt, beat } = res.json());
    }
    return { attempt, beat, position };
  }

  return {
    db,
    account,
    call,
    give,
    readyFile,
    pictureInput,
    videoInput,
    specialInput,
    draft,
    publish,
    partnerWithCoins,
    trustPartners,
    liveTask,
    watch,
  };
}
