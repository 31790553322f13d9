import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import type { ProofKind, ProofReviewer } from '@betogether/contracts/tasks/tasks.constants';
import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';

/** A picture of the task: a file on its way (`media` null), or an upload that is ready. */
export type PictureEntry = { key: string; file: File | null; media: MediaObject | null };

export type QuestionDraft = { key: string; text: string; answers: string[]; correctIndex: number };

/**
 * The create form as typed: numbers and dates stay text until sent, so that what the partner
 * typed is kept as it is, even when it is not valid yet.
 */
export type TaskForm = {
  title: string;
  instructions: string;
  rewardCoins: string;
  completions: string;
  countries: string[];
  minAge: string;
  maxAge: string;
  startMode: 'now' | 'later';
  /** `datetime-local` values, in the partner's time zone. */
  startsAt: string;
  endsAt: string;
  pictures: PictureEntry[];
  viewSeconds: string;
  /** The ready video; `videoFile` while it uploads and transcodes. */
  video: MediaObject | null;
  videoFile: File | null;
  /** Free video tasks may go without a quiz; paid ones always have one. */
  withQuiz: boolean;
  questions: QuestionDraft[];
  drawCount: string;
  passMark: string;
  proofKind: ProofKind;
  reviewer: ProofReviewer;
};

let lastKey = 0;
/** A stable React key for a row added in the browser. */
export function newKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export function emptyQuestion(): QuestionDraft {
  return { key: newKey(), text: '', answers: ['', ''], correctIndex: 0 };
}

const DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as a `datetime-local` value (local time, to the minute). */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as a date (local time), null when empty or unreadable. */
export function fromLocalInput(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A new task: starts once published, ends in 30 days at the next full hour. */
export function emptyForm(now = new Date()): TaskForm {
  const end = new Date(now.getTime() + DEFAULT_DAYS * DAY_MS);
  end.setMinutes(0, 0, 0);
  end.setHours(end.getHours() + 1);
  return {
    title: '',
    instructions: '',
    rewardCoins: '',
    completions: '',
    countries: [],
    minAge: '',
    maxAge: '',
    startMode: 'now',
    startsAt: '',
    endsAt: toLocalInput(end),
    pictures: [],
    viewSeconds: '10',
    video: null,
    videoFile: null,
    withQuiz: false,
    questions: [emptyQuestion()],
    drawCount: '1',
    passMark: '1',
    proofKind: 'photo',
    reviewer: 'partner',
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** A saved draft back in the form, as it was written. */
export function formOfTask(task: PartnerTask): TaskForm {
  const base = emptyForm();
  return {
    ...base,
    title: task.title,
    instructions: task.instructions,
    rewardCoins: task.free ? '' : String(task.rewardCoins),
    completions: String(task.completions),
    countries: task.targeting.countries,
    minAge: text(task.targeting.minAge),
    maxAge: text(task.targeting.maxAge),
    startMode: task.startsAt ? 'later' : 'now',
    startsAt: task.startsAt ? toLocalInput(new Date(task.startsAt)) : '',
    endsAt: toLocalInput(new Date(task.endsAt)),
    pictures: task.pictures.map((media) => ({ key: media.id, file: null, media })),
    viewSeconds: task.kind === 'picture' ? String(task.secondsNeeded) : base.viewSeconds,
    video: task.video,
    withQuiz: task.quiz !== null,
    questions: task.quiz
      ? task.quiz.questions.map((q) => ({
          key: q.id,
          text: q.text,
          answers: q.answers,
          correctIndex: q.correctIndex,
        }))
      : base.questions,
    drawCount: task.quiz ? String(task.quiz.drawCount) : base.drawCount,
    passMark: task.quiz ? String(task.quiz.passMark) : base.passMark,
    proofKind: task.proofKind ?? base.proofKind,
    reviewer: task.reviewer ?? base.reviewer,
  };
}
