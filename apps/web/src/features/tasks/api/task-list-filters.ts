import { taskListSorts } from '@betogether/contracts/tasks/tasks.constants';
import { defineUrlFilters, oneOf, type UrlFilterValues } from '@/lib/url-filters';

export const rewardFilters = ['all', 'paid', 'free'] as const;

/** A list's order and reward filter, kept in the address (`?sort=&reward=`) so back and reload keep them. */
export const taskListFilters = defineUrlFilters(
  { sort: oneOf(taskListSorts), reward: oneOf(rewardFilters) },
  { sort: 'newest', reward: 'all' },
);

export type TaskListFilters = UrlFilterValues<typeof taskListFilters.params, typeof taskListFilters.defaults>;
