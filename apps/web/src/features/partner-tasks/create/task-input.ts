import type { TaskInput } from '@betogether/contracts/tasks/tasks.schemas';
import { hasQuiz, wholeNumber } from './task-form-rules';
import { fromLocalInput, type TaskForm } from './task-form-state';
import type { TaskVariant } from './task-variant';

const whole = (value: string) => wholeNumber(value) ?? 0;
const optionalWhole = (value: string) => wholeNumber(value);
const iso = (value: string) => fromLocalInput(value)?.toISOString() ?? '';

/**
 * The body of create and replace, from a form `checkTask` accepts: texts trimmed, numbers as
 * numbers, dates in UTC; a free task rewards 0.
 */
export function taskInputOf(form: TaskForm, variant: TaskVariant): TaskInput {
  const common = {
    title: form.title.trim(),
    instructions: form.instructions.trim(),
    free: variant.free,
    rewardCoins: variant.free ? 0 : whole(form.rewardCoins),
    completions: whole(form.completions),
    targeting: {
      countries: form.countries,
      minAge: optionalWhole(form.minAge),
      maxAge: optionalWhole(form.maxAge),
    },
    startsAt: form.startMode === 'later' ? iso(form.startsAt) : null,
    endsAt: iso(form.endsAt),
  };
  if (variant.kind === 'picture')
    return {
      kind: 'picture',
      ...common,
      pictureIds: form.pictures.flatMap((p) => (p.media ? [p.media.id] : [])),
      viewSeconds: whole(form.viewSeconds),
    };
  if (variant.kind === 'video')
    return {
      kind: 'video',
      ...common,
      videoId: form.video?.id ?? '',
      quiz: hasQuiz(form, variant)
        ? {
            questions: form.questions.map((q) => ({
              text: q.text.trim(),
              answers: q.answers.map((a) => a.trim()),
              correctIndex: q.correctIndex,
            })),
            drawCount: whole(form.drawCount),
            passMark: whole(form.passMark),
          }
        : null,
    };
  return { kind: 'special', ...common, proofKind: form.proofKind, reviewer: form.reviewer };
}

/**
 * Where a 422's field (`targeting.maxAge`, `quiz.questions.2.answers.1`, `pictureIds.0`) shows on
 * the form; null for a field the form has no place for (shown above the actions).
 */
export function formFieldOf(path: string): string | null {
  const question = /^quiz\.questions\.(\d+)(?:\.(text|answers|correctIndex)(?:\.(\d+))?)?/.exec(path);
  if (question) {
    const [, i, part, j] = question;
    if (part === 'answers' && j !== undefined) return `question.${i}.answer.${j}`;
    return `question.${i}`;
  }
  const direct: Record<string, string> = {
    title: 'title',
    instructions: 'instructions',
    rewardCoins: 'rewardCoins',
    completions: 'completions',
    'targeting.countries': 'countries',
    'targeting.minAge': 'minAge',
    'targeting.maxAge': 'maxAge',
    targeting: 'countries',
    startsAt: 'startsAt',
    endsAt: 'endsAt',
    pictureIds: 'pictures',
    viewSeconds: 'viewSeconds',
    videoId: 'video',
    'quiz.drawCount': 'drawCount',
    'quiz.passMark': 'passMark',
    'quiz.questions': 'quiz',
    quiz: 'quiz',
    proofKind: 'proofKind',
    reviewer: 'reviewer',
  };
  for (let cut = path; cut; cut = cut.includes('.') ? cut.slice(0, cut.lastIndexOf('.')) : '') {
    const field = direct[cut];
    if (field) return field;
  }
  return null;
}
