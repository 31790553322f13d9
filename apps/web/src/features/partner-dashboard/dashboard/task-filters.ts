import { taskKinds, taskStatuses } from '@betogether/contracts/tasks/tasks.constants';
import { defineUrlFilters, oneOf } from '@/lib/url-filters';
import type { PartnerTaskFilters } from '../api/get-partner-tasks';

/** The dashboard's list filters in the address (`?status=live&kind=video`): back and reload keep them. */
export const taskFilters = defineUrlFilters(
  { status: oneOf(taskStatuses), kind: oneOf(taskKinds) },
  { status: '', kind: '' },
);

type TaskFilterValues = ReturnType<typeof taskFilters.read>;

/** The list call's filters: an empty choice asks for every task. */
export function listFiltersOf(values: TaskFilterValues): PartnerTaskFilters {
  return {
    ...(values.status ? { status: values.status } : {}),
    ...(values.kind ? { kind: values.kind } : {}),
  };
}
