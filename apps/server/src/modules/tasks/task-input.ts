import type { MediaPurpose } from '@betogether/contracts/media/media.schemas';
import { TASK_MAX_DAYS } from '@betogether/contracts/tasks/tasks.constants';
import type { TaskSettings, taskInputSchema } from '@betogether/contracts/tasks/tasks.schemas';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { MediaService } from '../media/media.service';
import type { NewTaskRow } from './tasks.tables';

/** The task body after the contract's parsing (defaults filled). */
export type ParsedTaskInput = z.output<typeof taskInputSchema>;

export type TaskMedia = Pick<MediaService, 'readyMedia'>;

function invalid(field: string, message: string, code: string): AppError {
  return new AppError('VALIDATION_FAILED', { errors: [{ field, message, code }] });
}

const DAY_MS = 86_400_000;

/** The dates' rules, at saving and again at publishing (a draft may wait a long time). */
export function checkDates(startsAt: Date | null, endsAt: Date, now: Date): void {
  if (endsAt.getTime() <= now.getTime() + 60_000)
    throw invalid('endsAt', 'The end must be at least a minute ahead', 'ends_in_past');
  if (endsAt.getTime() > now.getTime() + TASK_MAX_DAYS * DAY_MS)
    throw invalid('endsAt', `A task runs at most ${TASK_MAX_DAYS} days`, 'too_long');
  if (startsAt && startsAt >= endsAt)
    throw invalid('startsAt', 'The start comes before the end', 'start_after_end');
}

/**
 * Checks what the contract's schema cannot (the admins' minimum, the partner's own ready files,
 * dates ahead) and answers the row's values. 422 names the field.
 */
export async function taskValues(
  media: TaskMedia,
  partnerId: string,
  input: ParsedTaskInput,
  settings: TaskSettings,
  now: Date,
): Promise<{
  values: Omit<NewTaskRow, 'partnerId' | 'createdAt' | 'updatedAt'>;
  questions: ParsedQuestions;
}> {
  if (input.free && input.rewardCoins !== 0)
    throw invalid('rewardCoins', 'A free task rewards nothing', 'free_with_reward');
  if (!input.free && input.rewardCoins < settings.minRewardCoins)
    throw invalid(
      'rewardCoins',
      `The reward is at least ${settings.minRewardCoins} coins`,
      'reward_too_small',
    );
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = new Date(input.endsAt);
  checkDates(startsAt, endsAt, now);
  const ready = (id: string, purpose: MediaPurpose, field: string) =>
    media.readyMedia(partnerId, id, purpose, field);

  const base = {
    kind: input.kind,
    free: input.free,
    title: input.title,
    instructions: input.instructions,
    rewardCoins: input.rewardCoins,
    completions: input.completions,
    countries: input.targeting.countries,
    minAge: input.targeting.minAge,
    maxAge: input.targeting.maxAge,
    startsAt,
    endsAt,
    pictureIds: [] as string[],
    videoId: null as string | null,
    quizDraw: null as number | null,
    quizPass: null as number | null,
    proofKind: null as string | null,
    reviewer: null as string | null,
    secondsNeeded: 0,
  };
  switch (input.kind) {
    case 'picture': {
      for (const [index, id] of input.pictureIds.entries())
        await ready(id, 'task-picture', `pictureIds.${index}`);
      return {
        values: { ...base, pictureIds: input.pictureIds, secondsNeeded: input.viewSeconds },
        questions: [],
      };
    }
    case 'video': {
      const video = await ready(input.videoId, 'task-video', 'videoId');
      if (!input.free && !input.quiz) throw invalid('quiz', 'A paid video task has a quiz', 'quiz_required');
      const seconds = Math.max(1, Math.floor(video.video?.durationSeconds ?? 0));
      return {
        values: {
          ...base,
          videoId: input.videoId,
          secondsNeeded: seconds,
          quizDraw: input.quiz?.drawCount ?? null,
          quizPass: input.quiz?.passMark ?? null,
        },
        questions: input.quiz?.questions ?? [],
      };
    }
    case 'special':
      return { values: { ...base, proofKind: input.proofKind, reviewer: input.reviewer }, questions: [] };
  }
}

export type ParsedQuestions = Array<{ text: string; answers: string[]; correctIndex: number }>;
