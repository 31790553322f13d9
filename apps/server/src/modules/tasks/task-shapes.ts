import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import type { Attempt, TaskCard } from '@betogether/contracts/tasks/task-play.schemas';
import type {
  AttemptFailure,
  AttemptStatus,
  ProofKind,
  ProofReviewer,
  TaskKind,
  TaskStatus,
} from '@betogether/contracts/tasks/tasks.constants';
import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { toMediaObject } from '../media/media.read';
import { mediaObjects } from '../media/media.tables';
import type { TaskAttemptRow, TaskQuestionRow, TaskRow } from './tasks.tables';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The media of these tasks (pictures and videos are public files), by id. */
export async function mediaOfTasks(db: Executor, rows: TaskRow[]): Promise<Map<string, MediaObject>> {
  const ids = [...new Set(rows.flatMap((row) => [...row.pictureIds, ...(row.videoId ? [row.videoId] : [])]))];
  if (ids.length === 0) return new Map();
  const media = await db.select().from(mediaObjects).where(inArray(mediaObjects.id, ids));
  return new Map(media.map((row) => [row.id, toMediaObject(row)]));
}

function picturesOf(row: TaskRow, media: Map<string, MediaObject>): MediaObject[] {
  return row.pictureIds.flatMap((id) => media.get(id) ?? []);
}

function escrowLeft(row: TaskRow): number {
  return row.budgetCoins - row.spentCoins - row.refundedCoins;
}

/** A task for its partner (and admins): everything, the quiz with its right answers too. */
export function toPartnerTask(
  row: TaskRow,
  questions: TaskQuestionRow[],
  media: Map<string, MediaObject>,
): PartnerTask {
  return {
    id: row.id,
    kind: row.kind as TaskKind,
    free: row.free,
    status: row.status as TaskStatus,
    title: row.title,
    instructions: row.instructions,
    rewardCoins: row.rewardCoins,
    completions: row.completions,
    completionsDone: row.completionsDone,
    pendingReviews: row.pendingReviews,
    feePerCompletion: row.feePerCompletion,
    budgetCoins: row.budgetCoins,
    escrowCoins: escrowLeft(row),
    spentCoins: row.spentCoins,
    secondsNeeded: row.secondsNeeded,
    pictures: picturesOf(row, media),
    video: row.videoId ? (media.get(row.videoId) ?? null) : null,
    quiz:
      row.kind === 'video' && row.quizDraw !== null && row.quizPass !== null
        ? {
            questions: questions
              .filter((q) => q.taskId === row.id)
              .map((q) => ({ id: q.id, text: q.text, answers: q.answers, correctIndex: q.correctIndex })),
            drawCount: row.quizDraw,
            passMark: row.quizPass,
          }
        : null,
    proofKind: (row.proofKind as ProofKind | null) ?? null,
    reviewer: (row.reviewer as ProofReviewer | null) ?? null,
    targeting: { countries: row.countries, minAge: row.minAge, maxAge: row.maxAge },
    startsAt: iso(row.startsAt),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    closedAt: iso(row.closedAt),
    closingReason: row.closingReason,
    openReports: row.openReports,
  };
}

/** A live task in a member's list. */
export function toTaskCard(row: TaskRow, partner: PersonSummary, media: Map<string, MediaObject>): TaskCard {
  const pictures = picturesOf(row, media);
  const video = row.videoId ? (media.get(row.videoId) ?? null) : null;
  return {
    id: row.id,
    kind: row.kind as TaskKind,
    free: row.free,
    title: row.title,
    partner,
    rewardCoins: row.rewardCoins,
    secondsNeeded: row.secondsNeeded,
    cover: pictures[0] ?? video,
    placesLeft: Math.max(0, row.completions - row.completionsDone - row.pendingReviews),
    endsAt: row.endsAt.toISOString(),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    proofKind: (row.proofKind as ProofKind | null) ?? null,
    questionCount: row.quizDraw,
  };
}

/** A member's attempt as they see it. */
export function toAttempt(
  row: TaskAttemptRow,
  task: Pick<TaskRow, 'secondsNeeded' | 'quizPass' | 'rewardCoins'>,
): Attempt {
  return {
    id: row.id,
    taskId: row.taskId,
    status: row.status as AttemptStatus,
    watchedSeconds: Math.round(row.watchedMs / 100) / 10,
    secondsNeeded: task.secondsNeeded,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    rewardCoins:
      row.status === 'completed' ? row.rewardCoins : row.status === 'pending' ? task.rewardCoins : 0,
    failure: (row.failure as AttemptFailure | null) ?? null,
    reviewReason: row.reviewReason,
    quizScore:
      row.quizCorrect !== null && row.questionIds && task.quizPass !== null
        ? { correct: row.quizCorrect, of: row.questionIds.length, passMark: task.quizPass }
        : null,
  };
}
