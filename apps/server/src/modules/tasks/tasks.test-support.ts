import { randomUUID } from 'node:crypto';
import type { Attempt } from '@betogether/contracts/tasks/task-play.schemas';
import { defaultTaskSettings } from '@betogether/contracts/tasks/tasks.constants';
import type { TaskInput, TaskSettings } from '@betogether/contracts/tasks/tasks.schemas';
import type { Role } from '@betogether/contracts/users/users.schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { randomToken, sha256 } from '../../platform/secrets';
import { createAccount } from '../../test/sign-in';
import type { TestContext } from '../../test/test-app';
import { sessions } from '../auth/auth.tables';
import { mediaObjects } from '../media/media.tables';
import { users } from '../users/users.tables';
import { verifyLedger } from '../wallet/ledger-verification';

export type Who = { id: string; headers: Record<string, string> };
export type Beat = { seq: number; token: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Inject = Awaited<ReturnType<TestContext['app']['inject']>>;

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The right answer of each question of `videoInput`'s quiz, by its text. */
export const RIGHT_ANSWERS: Record<string, number> = {
  'What colour is the car?': 1,
  'How many dogs?': 2,
  'Where is it?': 0,
};

/** Answers to a drawn quiz sheet: all right, or all wrong. */
export function answersTo(
  quiz: { questions: Array<{ id: string; text: string; answers: string[] }> },
  right = true,
) {
  return quiz.questions.map((q) => {
    const good = RIGHT_ANSWERS[q.text] ?? 0;
    return { questionId: q.id, answer: right ? good : (good + 1) % q.answers.length };
  });
}

/**
 * Set-up of the tasks tests: accounts with a session written straight to the table (a hundred
 * members race in one test; signing each in by mail would be the test's whole time), coins given
 * by an admin adjustment through the ledger, ready files written to the media table, and calls.
 */
export function tasksFixtures(ctx: TestContext) {
  const db = () => ctx.built.database.db;

  async function account(
    role: Role = 'member',
    values: { country?: string; birthDate?: string } = {},
  ): Promise<Who> {
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
                  {
                    label: '360p',
                    width: 640,
                    height: 360,
                    key: `videos/${id}-360p.mp4`,
                    bytes: 4096,
                    bitrate: 4096,
                  },
                ],
                posterKey: `videos/${id}-poster.webp`,
                hlsKey: null,
                hlsKeys: [],
              },
            }
          : {
              variants: [
                { width: 640, height: 360, format: 'webp', bytes: 2048, key: `images/${id}-640.webp` },
              ],
            }),
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

  async function videoInput(
    partner: Who,
    more: Partial<TaskInput> = {},
    durationMs = 30_000,
  ): Promise<TaskInput> {
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

  /**
   * Many members at once: users and sessions written in two statements (a hundred sign-ups with
   * a real password hash each would be most of the concurrency test's time).
   */
  async function members(count: number): Promise<Who[]> {
    const now = ctx.clock.now();
    const people = Array.from({ length: count }, () => ({
      id: randomUUID(),
      tag: randomUUID().replaceAll('-', '').slice(0, 16),
      token: randomToken(),
    }));
    await db()
      .insert(users)
      .values(
        people.map(({ id, tag }) => ({
          id,
          email: `racer${tag}@example.test`,
          username: `racer${tag}`,
          passwordHash: 'no-password',
          firstName: 'Test',
          lastName: 'Racer',
          birthDate: '1990-01-01',
          country: 'FR',
          role: 'member',
          referralCode: tag.toUpperCase(),
          emailVerifiedAt: now,
          termsAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      );
    await db()
      .insert(sessions)
      .values(
        people.map(({ id, token }) => ({
          userId: id,
          tokenHash: sha256(token),
          deviceHash: sha256(randomUUID()),
          deviceLabel: 'test',
          createdAt: now,
          lastUsedAt: now,
          expiresAt: new Date(now.getTime() + 86_400_000 * 30),
        })),
      );
    return people.map(({ id, token }) => ({ id, headers: { authorization: `Token ${token}` } }));
  }

  /** The admins' settings (the defaults, no first-task review, and `values`), set through the API. */
  async function setSettings(values: Partial<TaskSettings>, admin?: Who): Promise<Who> {
    const boss = admin ?? (await account('admin'));
    const res = await call('PUT', '/api/admin/tasks/settings', boss, {
      ...defaultTaskSettings,
      approvalsRequired: 0,
      ...values,
    });
    expect(res.statusCode, res.body).toBe(200);
    return boss;
  }

  /** One heartbeat with the beat last received; the raw answer. */
  function heartbeat(
    member: Who,
    attemptId: string,
    beat: Beat,
    more: { visible?: boolean; position?: number } = {},
  ) {
    return call('POST', `/api/tasks/attempts/${attemptId}/heartbeats`, member, {
      seq: beat.seq,
      token: beat.token,
      visible: more.visible ?? true,
      ...(more.position !== undefined ? { position: more.position } : {}),
    });
  }

  /**
   * Heartbeats one after the other, each after moving the clock by its `advanceMs` (200 expected):
   * the attempt and beat of the last.
   */
  async function beats(
    member: Who,
    attemptId: string,
    first: Beat,
    steps: Array<{ advanceMs: number; visible?: boolean; position?: number }>,
  ): Promise<{ attempt: Attempt; beat: Beat }> {
    let beat = first;
    let attempt: Attempt | undefined;
    for (const step of steps) {
      ctx.clock.advance(step.advanceMs);
      const res = await heartbeat(member, attemptId, beat, step);
      expect(res.statusCode, res.body).toBe(200);
      ({ attempt, beat } = res.json());
    }
    if (!attempt) throw new Error('no beat sent');
    return { attempt, beat };
  }

  /** The finish event with the beat last received; the raw answer. */
  function finish(
    member: Who,
    attemptId: string,
    beat: Beat,
    more: { key?: string; visible?: boolean; position?: number } = {},
  ) {
    return call(
      'POST',
      `/api/tasks/attempts/${attemptId}/finish`,
      member,
      {
        seq: beat.seq,
        token: beat.token,
        visible: more.visible ?? true,
        ...(more.position !== undefined ? { position: more.position } : {}),
      },
      more.key ?? randomUUID(),
    );
  }

  /** Starts a picture or video task (201 expected): the attempt and its first beat. */
  async function start(member: Who, taskId: string): Promise<{ attempt: { id: string }; beat: Beat }> {
    const res = await call('POST', `/api/tasks/${taskId}/attempts`, member);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  const balanceOf = (who: { id: string }) => ctx.built.services.wallet.balanceOf(who.id);

  /** The ledger's own checks: every transaction balanced, no negative balance, chains intact. */
  async function expectCleanLedger() {
    const report = await verifyLedger(db());
    expect(report.anomalies).toEqual([]);
    expect(report.ok).toBe(true);
    return report;
  }

  async function suspend(who: { id: string }, days = 7) {
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(ctx.clock.now().getTime() + days * 86_400_000) })
      .where(eq(users.id, who.id));
  }

  return {
    db,
    account,
    members,
    setSettings,
    heartbeat,
    beats,
    finish,
    start,
    balanceOf,
    expectCleanLedger,
    suspend,
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
