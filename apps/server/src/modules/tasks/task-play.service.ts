import { randomInt } from 'node:crypto';
import type {
  AttemptStart,
  FinishBody,
  FinishResult,
  HeartbeatBody,
  ProofBody,
  QuizAnswersBody,
  QuizResult,
  QuizSheet,
} from '@betogether/contracts/tasks/task-play.schemas';
import { HEARTBEAT_SECONDS } from '@betogether/contracts/tasks/tasks.constants';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { beatToken, creditOf, FINISH_TOLERANCE_MS, MAX_STRIKES, newBeatKey, validBeat } from './beat-clock';
import * as attempts from './task-attempts.repository';
import type { TaskBrowse } from './task-browse.service';
import type { TaskMedia } from './task-input';
import type { Completion, Payout } from './task-payout';
import { claimKey } from './task-request-keys';
import { readSettings } from './task-settings.repository';
import { toAttempt } from './task-shapes';
import { bumpStats } from './task-stats.repository';
import * as repo from './tasks.repository';
import type { TaskAttemptRow, TaskRow } from './tasks.tables';

export type PlayDeps = {
  db: Db;
  clock: Clock;
  media: TaskMedia;
  payout: Payout;
  browse: Pick<TaskBrowse, 'visibleTask'>;
};

const attemptNotFound = () => new AppError('ATTEMPT_NOT_FOUND');

function beatOf(attempt: TaskAttemptRow) {
  return {
    seq: attempt.beatSeq,
    token: beatToken(attempt.beatKey, attempt.beatSeq),
    everySeconds: HEARTBEAT_SECONDS,
  };
}

/** `count` distinct items of `pool`, drawn with the system's secure random numbers. */
function draw<T>(pool: T[], count: number): T[] {
  const items = [...pool];
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items.slice(0, count);
}

/**
 * A refusal decided inside a transaction: committed first (the attempt's new state), or with
 * `commit` false rolled back (nothing changes, the beat stays good for a later try).
 */
class Refusal {
  constructor(
    readonly error: AppError,
    readonly commit = true,
  ) {}
}

function refusalOf(completion: Completion & { done: false }): Refusal {
  if (completion.refusal === 'cap') return new Refusal(new AppError('DAILY_CAP_REACHED'), false);
  if (completion.refusal === 'paused')
    return new Refusal(
      new AppError('ATTEMPT_STATE_CONFLICT', { detail: 'This task is paused: finish it once it runs again' }),
      false,
    );
  if (completion.refusal === 'full') return new Refusal(new AppError('TASK_FULL'));
  if (completion.refusal === 'closed')
    return new Refusal(new AppError('TASK_NOT_FOUND', { detail: 'This task is over' }));
  return new Refusal(
    new AppError('ATTEMPT_STATE_CONFLICT', { detail: 'This account cannot earn coins now' }),
  );
}

/**
 * A repeated request whose first answer was a refusal that committed (the attempt ended for want of
 * a place) answers that refusal again, not the attempt's state.
 */
function refuseAgain(attempt: TaskAttemptRow, task: TaskRow): void {
  if (attempt.status !== 'failed' || attempt.failure !== 'task_closed') return;
  if (task.completionsDone + task.pendingReviews < task.completions)
    throw new AppError('TASK_NOT_FOUND', { detail: 'This task is over' });
  throw new AppError('TASK_FULL');
}

/**
 * Doing a task (docs/decisions.md "Tasks: fair play"): the viewing clock from signed beats, the
 * quiz scored here, proofs. Every reward goes through the payout, in the transaction that ends
 * the attempt.
 */
export function createTaskPlay(deps: PlayDeps) {
  const { db, clock, media, payout, browse } = deps;

  async function ownAttempt(memberId: string, id: string, tx?: Tx): Promise<TaskAttemptRow> {
    if (!isUuid(id)) throw attemptNotFound();
    const attempt = await attempts.findAttempt(tx ?? db, id, Boolean(tx));
    if (!attempt || attempt.memberId !== memberId) throw attemptNotFound();
    return attempt;
  }

  /** The member's attempt, locked, with its task: one round trip. */
  async function ownAttemptWithTask(memberId: string, id: string, tx: Tx) {
    if (!isUuid(id)) throw attemptNotFound();
    const found = await attempts.findAttemptWithTask(tx, id);
    if (!found || found.attempt.memberId !== memberId) throw attemptNotFound();
    return found;
  }

  async function taskOf(tx: Tx, attempt: TaskAttemptRow): Promise<TaskRow> {
    const task = await repo.findTask(tx, attempt.taskId);
    if (!task) throw attemptNotFound();
    return task;
  }

  /** Reads one beat against the attempt: refused unless it is the expected, signed one. */
  function takeBeat(attempt: TaskAttemptRow, task: TaskRow, body: HeartbeatBody, now: Date) {
    if (attempt.status !== 'watching') throw new AppError('ATTEMPT_STATE_CONFLICT');
    if (!validBeat(attempt.beatKey, attempt.beatSeq, body.seq, body.token))
      throw new AppError('HEARTBEAT_REFUSED');
    // A video's `last_position` is the furthest point its counted viewing reached.
    const { creditMs, strike, furthest } = creditOf({
      gapMs: attempt.lastBeatAt ? now.getTime() - attempt.lastBeatAt.getTime() : null,
      visible: body.visible,
      video: task.kind === 'video' ? { position: body.position, furthest: attempt.lastPosition } : null,
    });
    const strikes = attempt.strikes + (strike ? 1 : 0);
    // Counted time stops a minute past the need: nothing is gained by leaving a page open.
    const watchedMs = Math.min(attempt.watchedMs + creditMs, task.secondsNeeded * 1000 + 60_000);
    return {
      strikes,
      watchedMs,
      values: {
        beatSeq: attempt.beatSeq + 1,
        lastBeatAt: now,
        lastPosition: furthest,
        strikes,
        watchedMs,
      },
    };
  }

  /** Saves a beat; three strikes end the attempt (it earns nothing). Null when a twin beat won. */
  async function saveBeat(tx: Tx, attempt: TaskAttemptRow, beat: ReturnType<typeof takeBeat>, now: Date) {
    const failed = beat.strikes >= MAX_STRIKES;
    const saved = await attempts.saveBeat(tx, attempt.id, attempt.beatSeq, {
      ...beat.values,
      ...(failed ? { status: 'failed', failure: 'tampering', finishedAt: now } : {}),
    });
    if (!saved) throw new AppError('HEARTBEAT_REFUSED');
    if (failed) await bumpStats(tx, attempt.taskId, now, { fraudRefused: 1 });
    return saved;
  }

  async function capReached(memberId: string, task: TaskRow, now: Date): Promise<boolean> {
    if (task.free || task.rewardCoins === 0) return false;
    const { dailyCapCoins } = await readSettings(db);
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    return (await attempts.paidSince(db, memberId, today)) + task.rewardCoins > dailyCapCoins;
  }

  /** An attempt's outcome as `finish` answered it (a repeated request answers it again). */
  async function finishedState(tx: Tx, attempt: TaskAttemptRow, task: TaskRow): Promise<FinishResult> {
    const reward =
      attempt.status === 'completed' && attempt.transactionId
        ? { coins: attempt.rewardCoins, transactionId: attempt.transactionId }
        : null;
    let quiz: FinishResult['quiz'] = null;
    if (attempt.status === 'quiz' && attempt.questionIds) {
      const pool = new Map((await repo.questionsOf(tx, [task.id])).map((q) => [q.id, q]));
      quiz = {
        questions: attempt.questionIds.flatMap((id) => {
          const q = pool.get(id);
          return q ? [{ id: q.id, text: q.text, answers: q.answers }] : [];
        }),
        passMark: task.quizPass ?? attempt.questionIds.length,
      };
    }
    return { attempt: toAttempt(attempt, task), reward, quiz };
  }

  /**
   * The usual finish (a watched picture or a video without a quiz, its last beat good, a place
   * free and not the last) in two round trips and no transaction around them: the attempt read,
   * then task_complete, one statement that locks the attempt again and checks it did not move on,
   * then writes the key, the beat, the place and the reward. Null for anything else, which the
   * step-by-step path says and records, nothing written here.
   */
  async function finishAtOnce(
    memberId: string,
    attemptId: string,
    body: FinishBody,
    key: string,
    now: Date,
  ): Promise<(FinishResult & { replayed: boolean }) | null> {
    if (!isUuid(attemptId)) return null;
    const found = await attempts.readAttemptWithTask(db, attemptId);
    if (!found || found.attempt.memberId !== memberId) return null;
    const { attempt, task } = found;
    if (attempt.status !== 'watching' || (task.kind === 'video' && task.quizDraw !== null)) return null;
    let beat: ReturnType<typeof takeBeat>;
    try {
      beat = takeBeat(attempt, task, body, now);
    } catch {
      return null; // refused by the step-by-step path, in the order it checks
    }
    if (beat.strikes >= MAX_STRIKES || beat.watchedMs + FINISH_TOLERANCE_MS < task.secondsNeeded * 1000)
      return null;
    const done = await payout.completeAtOnce(
      db,
      task,
      { ...attempt, finishedAt: now },
      {
        placeHeld: false,
        applyCap: true,
        claim: { key, scope: 'finish', subjectId: attempt.id },
        beat: { expectedSeq: attempt.beatSeq, ...beat.values },
        stats: { watchMs: beat.watchedMs, watchCount: 1 },
      },
    );
    if (!done) return null;
    return { attempt: toAttempt(done.attempt, task), reward: done.reward, quiz: null, replayed: false };
  }

  /** Runs `work`; a refusal it returns is committed first (the attempt's new state), then thrown. */
  async function settle<T>(work: (tx: Tx) => Promise<T | Refusal>): Promise<T> {
    const outcome = await db.transaction(async (tx) => {
      const result = await work(tx);
      // Nothing to keep of a capped payout (or of a paused task's): the attempt stays as it was, its beat still good.
      if (result instanceof Refusal && !result.commit) throw result.error;
      return result;
    });
    if (outcome instanceof Refusal) throw outcome.error;
    return outcome;
  }

  return {
    /** Starts the viewing clock, or resumes the member's attempt with a fresh beat (counted time kept). */
    async start(memberId: string, taskId: string): Promise<AttemptStart> {
      const { task, attempt: existing, eligible, now } = await browse.visibleTask(memberId, taskId);
      if (task.kind === 'special')
        throw new AppError('ATTEMPT_STATE_CONFLICT', { detail: 'A special task asks for a proof' });
      if (existing && existing.status !== 'watching') {
        if (existing.status === 'quiz')
          throw new AppError('ATTEMPT_STATE_CONFLICT', { detail: 'Answer the quiz of this task' });
        throw new AppError('TASK_ALREADY_DONE');
      }
      if (!eligible) throw new AppError('TASK_NOT_FOUND');
      if (task.completionsDone + task.pendingReviews >= task.completions) throw new AppError('TASK_FULL');
      if (await capReached(memberId, task, now)) throw new AppError('DAILY_CAP_REACHED');
      const attempt = await db.transaction(async (tx) => {
        if (existing) {
          // A page opened again (another tab, a reload): the old page's beats stop counting; the
          // counted time and a video's furthest point are kept.
          const resumed = await attempts.saveBeat(tx, existing.id, existing.beatSeq, {
            beatSeq: existing.beatSeq + 1,
            lastBeatAt: now,
          });
          if (!resumed) throw new AppError('HEARTBEAT_REFUSED');
          return resumed;
        }
        const inserted = await attempts.insertAttempt(tx, {
          taskId: task.id,
          memberId,
          status: 'watching',
          beatKey: newBeatKey(),
          lastBeatAt: now,
          // A video starts at its beginning; a resumed one reports where it is with its next beat.
          lastPosition: task.kind === 'video' ? 0 : null,
          startedAt: now,
        });
        if (!inserted) throw new AppError('TASK_ALREADY_DONE');
        await bumpStats(tx, task.id, now, { starts: 1 });
        return inserted;
      });
      return { attempt: toAttempt(attempt, task), beat: beatOf(attempt) };
    },

    async heartbeat(memberId: string, attemptId: string, body: HeartbeatBody): Promise<AttemptStart> {
      const now = clock.now();
      const { saved, task } = await db.transaction(async (tx) => {
        const { attempt, task } = await ownAttemptWithTask(memberId, attemptId, tx);
        const saved = await saveBeat(tx, attempt, takeBeat(attempt, task, body, now), now);
        return { saved, task };
      });
      return { attempt: toAttempt(saved, task), beat: beatOf(saved) };
    },

    /**
     * The last beat. Refused (nothing written, the beat still good) until the server counted the
     * time the task needs. A picture task (or a video without quiz) completes and pays; a video
     * with a quiz draws this member's questions.
     */
    async finish(
      memberId: string,
      attemptId: string,
      body: FinishBody,
      key: string,
    ): Promise<FinishResult & { replayed: boolean }> {
      const now = clock.now();
      const atOnce = await finishAtOnce(memberId, attemptId, body, key, now);
      if (atOnce) return atOnce;
      return settle(async (tx) => {
        const { attempt, task } = await ownAttemptWithTask(memberId, attemptId, tx);
        if (
          (await claimKey(tx, { userId: memberId, key, scope: 'finish', subjectId: attemptId, at: now })) ===
          'replay'
        ) {
          refuseAgain(attempt, task);
          return { ...(await finishedState(tx, attempt, task)), replayed: true };
        }
        const beat = takeBeat(attempt, task, body, now);
        if (beat.strikes < MAX_STRIKES && beat.watchedMs + FINISH_TOLERANCE_MS < task.secondsNeeded * 1000)
          throw new AppError('WATCH_INCOMPLETE', {
            detail: `${Math.floor(beat.watchedMs / 1000)} of ${task.secondsNeeded} seconds counted`,
          });
        const saved = await saveBeat(tx, attempt, beat, now);
        if (saved.status === 'failed')
          return { attempt: toAttempt(saved, task), reward: null, quiz: null, replayed: false };
        await bumpStats(tx, task.id, now, { watchMs: saved.watchedMs, watchCount: 1 });
        if (task.kind === 'video' && task.quizDraw !== null) {
          const pool = await repo.questionsOf(tx, [task.id]);
          const drawn = draw(pool, task.quizDraw);
          const quizzing = await attempts.moveAttempt(tx, attempt.id, ['watching'], {
            status: 'quiz',
            questionIds: drawn.map((q) => q.id),
            finishedAt: now,
          });
          if (!quizzing) throw new AppError('ATTEMPT_STATE_CONFLICT');
          return {
            attempt: toAttempt(quizzing, task),
            reward: null,
            quiz: {
              questions: drawn.map((q) => ({ id: q.id, text: q.text, answers: q.answers })),
              passMark: task.quizPass ?? drawn.length,
            },
            replayed: false,
          };
        }
        const done = await payout.complete(
          tx,
          task,
          { ...saved, finishedAt: now },
          { placeHeld: false, applyCap: true },
        );
        if (!done.done) return refusalOf(done);
        return { attempt: toAttempt(done.attempt, task), reward: done.reward, quiz: null, replayed: false };
      });
    },

    /** The questions drawn for this attempt, in their order (never which answer is right). */
    async quiz(memberId: string, attemptId: string): Promise<QuizSheet> {
      const attempt = await ownAttempt(memberId, attemptId);
      if (attempt.status !== 'quiz' || !attempt.questionIds) throw new AppError('ATTEMPT_STATE_CONFLICT');
      const task = await repo.findTask(db, attempt.taskId);
      const pool = new Map((await repo.questionsOf(db, [attempt.taskId])).map((q) => [q.id, q]));
      return {
        questions: attempt.questionIds.flatMap((id) => {
          const q = pool.get(id);
          return q ? [{ id: q.id, text: q.text, answers: q.answers }] : [];
        }),
        passMark: task?.quizPass ?? attempt.questionIds.length,
      };
    },

    /** Scored here, once: the answers to exactly the questions drawn. Passing pays. */
    async answer(
      memberId: string,
      attemptId: string,
      body: QuizAnswersBody,
      key: string,
    ): Promise<QuizResult & { replayed: boolean }> {
      const now = clock.now();
      return settle(async (tx) => {
        const attempt = await ownAttempt(memberId, attemptId, tx);
        if (
          (await claimKey(tx, { userId: memberId, key, scope: 'answer', subjectId: attemptId, at: now })) ===
          'replay'
        ) {
          const task = await taskOf(tx, attempt);
          refuseAgain(attempt, task);
          const { attempt: state, reward } = await finishedState(tx, attempt, task);
          return { attempt: state, passed: attempt.status === 'completed', reward, replayed: true };
        }
        if (attempt.status !== 'quiz' || !attempt.questionIds)
          throw new AppError('ATTEMPT_STATE_CONFLICT', { detail: 'This quiz was already answered' });
        const drawn = attempt.questionIds;
        const given = new Map(body.answers.map((a) => [a.questionId.toLowerCase(), a.answer]));
        if (given.size !== drawn.length || drawn.some((id) => !given.has(id)))
          throw new AppError('VALIDATION_FAILED', {
            errors: [
              { field: 'answers', message: 'Answer each question drawn, once', code: 'answers_mismatch' },
            ],
          });
        const task = await taskOf(tx, attempt);
        const pool = new Map((await repo.questionsOf(tx, [task.id])).map((q) => [q.id, q]));
        const correct = drawn.filter((id) => pool.get(id)?.correctIndex === given.get(id)).length;
        const passMark = task.quizPass ?? drawn.length;
        if (correct < passMark) {
          const failed = await attempts.moveAttempt(tx, attempt.id, ['quiz'], {
            status: 'failed',
            failure: 'quiz_failed',
            quizCorrect: correct,
          });
          if (!failed) throw new AppError('ATTEMPT_STATE_CONFLICT');
          await bumpStats(tx, task.id, now, { quizFails: 1 });
          return { attempt: toAttempt(failed, task), passed: false, reward: null, replayed: false };
        }
        const done = await payout.complete(tx, task, attempt, {
          placeHeld: false,
          applyCap: true,
          quiz: { correct },
        });
        if (!done.done) return refusalOf(done);
        return { attempt: toAttempt(done.attempt, task), passed: true, reward: done.reward, replayed: false };
      });
    },

    /** A special task's proof: its place is held until a reviewer decides. */
    async submitProof(memberId: string, taskId: string, body: ProofBody) {
      const { task, attempt: existing, eligible, now } = await browse.visibleTask(memberId, taskId);
      if (task.kind !== 'special')
        throw new AppError('PROOF_KIND_MISMATCH', { detail: 'This task asks for no proof' });
      if (existing) throw new AppError('TASK_ALREADY_DONE');
      if (!eligible) throw new AppError('TASK_NOT_FOUND');
      if (body.kind !== task.proofKind)
        throw new AppError('PROOF_KIND_MISMATCH', { detail: `This task asks for a ${task.proofKind} proof` });
      if (body.kind === 'photo') await media.readyMedia(memberId, body.mediaId, 'task-proof', 'mediaId');
      const attempt = await db.transaction(async (tx) => {
        const held = await repo.takePlace(tx, task.id, { done: 0, pending: 1, spent: 0 }, true, now);
        if (!held) throw new AppError('TASK_FULL');
        const inserted = await attempts.insertAttempt(tx, {
          taskId: task.id,
          memberId,
          status: 'pending',
          beatKey: newBeatKey(),
          startedAt: now,
          finishedAt: now,
          proofKind: body.kind,
          proofMediaId: body.kind === 'photo' ? body.mediaId : null,
          proofLink: body.kind === 'link' ? body.url : null,
          proofText: body.kind === 'text' ? body.text : null,
        });
        if (!inserted) throw new AppError('TASK_ALREADY_DONE');
        await bumpStats(tx, task.id, now, { starts: 1 });
        return inserted;
      });
      return toAttempt(attempt, task);
    },
  };
}

export type TaskPlay = ReturnType<typeof createTaskPlay>;
