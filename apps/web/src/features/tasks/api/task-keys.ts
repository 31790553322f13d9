import type { AttemptFilter, TaskKind } from '@betogether/contracts/tasks/tasks.constants';
import type { TaskListFilters } from './task-list-filters';

/**
 * Every query of the tasks feature, under one root: a finished attempt refreshes the lists, the
 * task, the dashboard and the history together.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (kind: TaskKind, filters: TaskListFilters) => [...taskKeys.lists(), kind, filters] as const,
  detail: (taskId: string) => [...taskKeys.all, 'detail', taskId] as const,
  quiz: (attemptId: string) => [...taskKeys.all, 'quiz', attemptId] as const,
  dashboard: (timeZone: string) => [...taskKeys.all, 'dashboard', timeZone] as const,
  history: (filter: AttemptFilter) => [...taskKeys.all, 'history', filter] as const,
};

/** The browser's IANA time zone: the dashboard's days are counted in it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
