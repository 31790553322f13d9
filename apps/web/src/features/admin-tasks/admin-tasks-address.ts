import { reviewQueues } from '@betogether/contracts/tasks/tasks.constants';
import { defineUrlFilters, oneOf } from '@/lib/url-filters';

/** The screen's tab in the address (`?tab=proofs`), so that a link opens the right queue. */
export const adminTasksAddress = defineUrlFilters({ tab: oneOf(reviewQueues) }, { tab: 'approvals' });
