import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import type { PartnerTaskListQuery } from '@betogether/contracts/tasks/tasks.schemas';
import { useCursorList } from '@/lib/use-cursor-list';
import { partnerTaskKeys } from './partner-task-keys';

/** The partner's tasks of one kind (free or paid), newest first, in keyset pages. */
export function usePartnerTasks(query: PartnerTaskListQuery) {
  return useCursorList(partnerTasksEndpoints.list, { query }, { queryKey: partnerTaskKeys.list(query) });
}
