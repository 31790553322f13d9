import { TASK_INSTRUCTIONS_MAX, TASK_TITLE_MAX } from '@betogether/contracts/tasks/tasks.constants';
import type { PartnerTask, TaskPatch } from '@betogether/contracts/tasks/tasks.schemas';

/** The title's shortest length (the contracts' taskInputSchema). */
export const TASK_TITLE_MIN = 3;

export type EditValues = { title: string; instructions: string; endsAt: string };
type EditProblems = Partial<
  Record<keyof EditValues, 'titleShort' | 'titleLong' | 'instructionsLong' | 'endInvalid' | 'endEarlier'>
>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input shows it: the partner's own clock, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function editValuesOf(task: Pick<PartnerTask, 'title' | 'instructions' | 'endsAt'>): EditValues {
  return { title: task.title, instructions: task.instructions, endsAt: toLocalInput(task.endsAt) };
}

/** What is wrong with each field, as the partner types. The end may only move later. */
export function editProblems(values: EditValues, initial: EditValues, currentEnd: string): EditProblems {
  const problems: EditProblems = {};
  const title = values.title.trim();
  if (title.length < TASK_TITLE_MIN) problems.title = 'titleShort';
  else if (title.length > TASK_TITLE_MAX) problems.title = 'titleLong';
  if (values.instructions.trim().length > TASK_INSTRUCTIONS_MAX) problems.instructions = 'instructionsLong';
  if (values.endsAt !== initial.endsAt) {
    const end = new Date(values.endsAt);
    if (!values.endsAt || Number.isNaN(end.getTime())) problems.endsAt = 'endInvalid';
    else if (end.getTime() <= new Date(currentEnd).getTime()) problems.endsAt = 'endEarlier';
  }
  return problems;
}

/** The PATCH body: only what changed (an unchanged field is not sent), or null when nothing did. */
export function editPatchOf(values: EditValues, initial: EditValues): TaskPatch | null {
  const patch: TaskPatch = {};
  if (values.title.trim() !== initial.title.trim()) patch.title = values.title.trim();
  if (values.instructions.trim() !== initial.instructions.trim())
    patch.instructions = values.instructions.trim();
  if (values.endsAt !== initial.endsAt) patch.endsAt = new Date(values.endsAt).toISOString();
  return Object.keys(patch).length > 0 ? patch : null;
}
