import type { ReviewItem, ReviewQueuePage } from '@betogether/contracts/tasks/task-reviews.schemas';
import type { ReviewQueue } from '@betogether/contracts/tasks/tasks.constants';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Every query of the admin tasks screen, under one root. */
export const adminTasksKeys = {
  all: ['admin-tasks'] as const,
  queues: () => [...adminTasksKeys.all, 'queue'] as const,
  queue: (queue: ReviewQueue) => [...adminTasksKeys.queues(), queue] as const,
  settings: () => [...adminTasksKeys.all, 'settings'] as const,
};

/**
 * A decided item leaves its queue at once, and the queue's count goes down with it. The queues are
 * marked stale without being asked again now (the one on screen would flash): another tab, or a
 * return to this one, fetches them afresh.
 */
export function removeDecided(
  client: QueryClient,
  queue: ReviewQueue,
  decided: (item: ReviewItem) => boolean,
) {
  client.setQueryData<InfiniteData<ReviewQueuePage>>(adminTasksKeys.queue(queue), (data) => {
    if (!data) return data;
    const removed = data.pages.reduce((sum, page) => sum + page.items.filter(decided).length, 0);
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => !decided(item)),
        counts: { ...page.counts, [queue]: Math.max(0, page.counts[queue] - removed) },
      })),
    };
  });
  return client.invalidateQueries({ queryKey: adminTasksKeys.queues(), refetchType: 'none' });
}
