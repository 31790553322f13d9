import type { TaskForm } from './task-form-state';
import type { TaskVariant } from './task-variant';
import type { useTaskForm } from './use-task-form';

type UpdateForm = ReturnType<typeof useTaskForm>['update'];

/** What each section of the create form gets: the values, a way to change them, the messages. */
export type SectionProps = {
  form: TaskForm;
  update: UpdateForm;
  variant: TaskVariant;
  /** The message next to a field (`title`, `question.0.answer.1`), translated, or undefined. */
  errorOf: (field: string) => string | undefined;
};
