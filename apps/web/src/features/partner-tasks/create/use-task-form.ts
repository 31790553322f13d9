import { useState } from 'react';
import type { Problems } from './task-form-rules';
import type { TaskForm } from './task-form-state';

/** A field's problem also shows once a field it depends on was changed (the end after the start). */
const relatedFields: Record<string, readonly string[]> = {
  endsAt: ['startsAt'],
  maxAge: ['minAge'],
  passMark: ['drawCount'],
  drawCount: ['quiz'],
};

function isUnder(field: string, prefix: string): boolean {
  return field === prefix || field.startsWith(`${prefix}.`);
}

/**
 * The form's values, which fields the partner changed (their problems show as they type; every
 * problem shows after a save was tried), and the server's 422 field messages, each cleared as soon
 * as its field changes.
 */
export function useTaskForm(initial: () => TaskForm) {
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});

  /** Changes values; `fields` are the fields the change is about (`question.2`, `pictures`). */
  const update = (
    change: Partial<TaskForm> | ((current: TaskForm) => Partial<TaskForm>),
    fields: string[],
  ) => {
    setForm((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
    setTouched((current) => new Set([...current, ...fields]));
    setServerProblems((current) => {
      const kept = Object.entries(current).filter(([key]) => !fields.some((field) => isUnder(key, field)));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };

  const isShown = (field: string) => {
    if (submitted) return true;
    const names = [field, ...(relatedFields[field] ?? [])];
    return names.some((name) => touched.has(name));
  };

  return {
    form,
    update,
    /** Every problem shows from now on (a save or a publish was tried). */
    submit: () => setSubmitted(true),
    setServerProblems,
    /** The message to show next to a field, translated by `translate`, or undefined. */
    messageOf(
      field: string,
      problems: Problems,
      translate: (key: string, values?: Record<string, number>) => string,
    ) {
      const server = serverProblems[field];
      if (server) return server;
      const problem = problems[field];
      return problem && isShown(field) ? translate(problem.key, problem.values) : undefined;
    },
  };
}
