import {
  PICTURE_SECONDS_MAX,
  PICTURE_SECONDS_MIN,
  QUIZ_ANSWER_MAX,
  QUIZ_DRAW_MAX,
  QUIZ_QUESTION_MAX,
  QUIZ_QUESTIONS_MAX,
  TARGET_AGE_MAX,
  TARGET_AGE_MIN,
  TARGET_COUNTRIES_MAX,
  TASK_COMPLETIONS_MAX,
  TASK_INSTRUCTIONS_MAX,
  TASK_MAX_DAYS,
  TASK_PICTURES_MAX,
  TASK_REWARD_MAX,
  TASK_TITLE_MAX,
} from '@betogether/contracts/tasks/tasks.constants';
import { fromLocalInput, type TaskForm } from './task-form-state';
import type { TaskVariant } from './task-variant';

/**
 * The rules of contracts' `taskInputSchema` (limits from tasks.constants.ts), checked as the
 * partner types, plus what the server checks with data: the admins' minimum reward, dates ahead,
 * files uploaded. Each problem names its text (`form.errors.<key>`) and the numbers it shows.
 */
type Problem = { key: string; values?: Record<string, number> };

/**
 * Problems by field: `title`, `rewardCoins`, …, `pictures`, `video`, `quiz`, `drawCount`,
 * `passMark`, and per question `question.<i>`, `question.<i>.answer.<j>`.
 */
export type Problems = Record<string, Problem>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A whole number typed in a field; null when empty, NaN when it is not a whole number. */
export function wholeNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function inRange(value: string, min: number, max: number, names: { required: string; range: string }) {
  const n = wholeNumber(value);
  if (n === null) return { key: names.required };
  if (Number.isNaN(n) || n < min || n > max) return { key: names.range, values: { min, max } };
  return null;
}

/** Whether the quiz goes with the task: always on a paid video task, by choice on a free one. */
export function hasQuiz(form: TaskForm, variant: TaskVariant): boolean {
  return variant.kind === 'video' && (!variant.free || form.withQuiz);
}

function checkQuiz(form: TaskForm, problems: Problems) {
  const { questions } = form;
  if (questions.length === 0) problems.quiz = { key: 'quizEmpty' };
  if (questions.length > QUIZ_QUESTIONS_MAX)
    problems.quiz = { key: 'quizTooMany', values: { max: QUIZ_QUESTIONS_MAX } };
  questions.forEach((question, i) => {
    const length = question.text.trim().length;
    if (length === 0) problems[`question.${i}`] = { key: 'questionRequired' };
    else if (length > QUIZ_QUESTION_MAX)
      problems[`question.${i}`] = { key: 'tooLong', values: { max: QUIZ_QUESTION_MAX } };
    question.answers.forEach((answer, j) => {
      const size = answer.trim().length;
      if (size === 0) problems[`question.${i}.answer.${j}`] = { key: 'answerRequired' };
      else if (size > QUIZ_ANSWER_MAX)
        problems[`question.${i}.answer.${j}`] = { key: 'tooLong', values: { max: QUIZ_ANSWER_MAX } };
    });
  });
  const draw = wholeNumber(form.drawCount);
  if (draw === null) problems.drawCount = { key: 'drawRequired' };
  else if (Number.isNaN(draw) || draw < 1 || draw > QUIZ_DRAW_MAX)
    problems.drawCount = { key: 'drawRange', values: { max: QUIZ_DRAW_MAX } };
  else if (draw > questions.length)
    problems.drawCount = { key: 'drawOverPool', values: { count: questions.length } };
  const pass = wholeNumber(form.passMark);
  if (pass === null) problems.passMark = { key: 'passRequired' };
  else if (Number.isNaN(pass) || pass < 1) problems.passMark = { key: 'passRange' };
  else if (draw !== null && !Number.isNaN(draw) && pass > draw)
    problems.passMark = { key: 'passOverDraw', values: { count: draw } };
}

function checkSchedule(form: TaskForm, now: Date, problems: Problems) {
  let start = now;
  if (form.startMode === 'later') {
    const startsAt = fromLocalInput(form.startsAt);
    if (!startsAt) problems.startsAt = { key: 'startRequired' };
    else if (startsAt <= now) problems.startsAt = { key: 'startPast' };
    else start = startsAt;
  }
  const endsAt = fromLocalInput(form.endsAt);
  if (!endsAt) problems.endsAt = { key: 'endRequired' };
  else if (endsAt <= start)
    problems.endsAt = { key: form.startMode === 'later' ? 'endBeforeStart' : 'endPast' };
  else if (endsAt.getTime() - start.getTime() > TASK_MAX_DAYS * DAY_MS)
    problems.endsAt = { key: 'endTooFar', values: { count: TASK_MAX_DAYS } };
}

/** Every problem of the form; an empty object when it may be saved. */
export function checkTask(
  form: TaskForm,
  variant: TaskVariant,
  settings: { minRewardCoins: number },
  now = new Date(),
): Problems {
  const problems: Problems = {};
  const title = form.title.trim().length;
  if (title < 3) problems.title = { key: title === 0 ? 'titleRequired' : 'titleShort', values: { min: 3 } };
  else if (title > TASK_TITLE_MAX) problems.title = { key: 'tooLong', values: { max: TASK_TITLE_MAX } };
  if (form.instructions.trim().length > TASK_INSTRUCTIONS_MAX)
    problems.instructions = { key: 'tooLong', values: { max: TASK_INSTRUCTIONS_MAX } };

  if (!variant.free) {
    const reward = wholeNumber(form.rewardCoins);
    if (reward === null) problems.rewardCoins = { key: 'rewardRequired' };
    else if (Number.isNaN(reward)) problems.rewardCoins = { key: 'wholeNumber' };
    else if (reward < settings.minRewardCoins)
      problems.rewardCoins = { key: 'rewardBelowMin', values: { count: settings.minRewardCoins } };
    else if (reward > TASK_REWARD_MAX)
      problems.rewardCoins = { key: 'rewardAboveMax', values: { count: TASK_REWARD_MAX } };
  }
  const completions = inRange(form.completions, 1, TASK_COMPLETIONS_MAX, {
    required: 'completionsRequired',
    range: 'completionsRange',
  });
  if (completions) problems.completions = completions;

  if (form.countries.length > TARGET_COUNTRIES_MAX)
    problems.countries = { key: 'countriesTooMany', values: { max: TARGET_COUNTRIES_MAX } };
  for (const field of ['minAge', 'maxAge'] as const) {
    const age = wholeNumber(form[field]);
    if (age !== null && (Number.isNaN(age) || age < TARGET_AGE_MIN || age > TARGET_AGE_MAX))
      problems[field] = { key: 'ageRange', values: { min: TARGET_AGE_MIN, max: TARGET_AGE_MAX } };
  }
  const minAge = wholeNumber(form.minAge);
  const maxAge = wholeNumber(form.maxAge);
  if (!problems.minAge && !problems.maxAge && minAge !== null && maxAge !== null && minAge > maxAge)
    problems.maxAge = { key: 'ageOrder' };

  checkSchedule(form, now, problems);

  if (variant.kind === 'picture') {
    if (form.pictures.some((p) => p.media === null)) problems.pictures = { key: 'picturesUploading' };
    else if (form.pictures.length === 0) problems.pictures = { key: 'picturesRequired' };
    else if (form.pictures.length > TASK_PICTURES_MAX)
      problems.pictures = { key: 'picturesTooMany', values: { count: TASK_PICTURES_MAX } };
    const seconds = inRange(form.viewSeconds, PICTURE_SECONDS_MIN, PICTURE_SECONDS_MAX, {
      required: 'secondsRequired',
      range: 'secondsRange',
    });
    if (seconds) problems.viewSeconds = seconds;
  }
  if (variant.kind === 'video') {
    if (form.videoFile && !form.video) problems.video = { key: 'videoUploading' };
    else if (!form.video) problems.video = { key: 'videoRequired' };
    if (hasQuiz(form, variant)) checkQuiz(form, problems);
  }
  return problems;
}
