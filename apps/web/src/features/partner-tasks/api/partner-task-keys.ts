import type { PartnerTaskListQuery } from '@betogether/contracts/tasks/tasks.schemas';

/**
 * Every query of the partner's task screens, under one root: a save or a publish refreshes the
 * lists, the task and the balance at once.
 */
export const partnerTaskKeys = {
  all: ['partner-tasks'] as const,
  settings: () => [...partnerTaskKeys.all, 'settings'] as const,
  balance: () => [...partnerTaskKeys.all, 'balance'] as const,
  videoLimits: () => [...partnerTaskKeys.all, 'video-limits'] as const,
  lists: () => [...partnerTaskKeys.all, 'list'] as const,
  list: (query: PartnerTaskListQuery) => [...partnerTaskKeys.lists(), query] as const,
  detail: (taskId: string) => [...partnerTaskKeys.all, 'detail', taskId] as const,
  views: (from: string, to: string) => [...partnerTaskKeys.all, 'views', from, to] as const,
};
