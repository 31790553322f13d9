import type { ReviewItem } from '@betogether/contracts/tasks/task-reviews.schemas';
import type { ReviewQueue } from '@betogether/contracts/tasks/tasks.constants';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { BackOfficeListEnd } from '@/ui/back-office-list-end';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { adminTasksProblems } from '../admin-tasks-problems';
import type { useReviewQueue } from '../api/get-review-queue';
import { ApprovalItem } from './approval-item';
import { ProofItem } from './proof-item';
import { ReportItem } from './report-item';

function Item({ item }: { item: ReviewItem }) {
  switch (item.queue) {
    case 'approvals':
      return <ApprovalItem task={item.task} partner={item.partner} />;
    case 'proofs':
      return <ProofItem submission={item.submission} />;
    case 'reports':
      return <ReportItem report={item.report} />;
  }
}

function keyOf(item: ReviewItem): string {
  if (item.queue === 'approvals') return item.task.id;
  if (item.queue === 'proofs') return item.submission.attemptId;
  return item.report.id;
}

/** One queue: skeletons, the error with a retry, an empty state, or its items as they come. */
export function QueuePanel({ queue, list }: { queue: ReviewQueue; list: ReturnType<typeof useReviewQueue> }) {
  const { t } = useTranslation('admin-tasks');
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const problem = (error: unknown) => problemMessage(error, t, adminTasksProblems);

  if (list.isPending) return <RowsSkeleton label={t(`${queue}.loading`)} />;
  if (list.isError && items.length === 0)
    return (
      <ListError
        surface="outlined"
        title={t(`${queue}.loadError`)}
        message={problem(list.error)}
        retryLabel={t('actions.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState
        surface="outlined"
        icon={<TaskAltOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
        title={t(`${queue}.emptyTitle`)}
        body={t(`${queue}.emptyBody`)}
      />
    );
  return (
    <Box>
      <Box
        component="ul"
        aria-label={t(`tabs.${queue}`)}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {items.map((item) => (
          <Item key={keyOf(item)} item={item} />
        ))}
      </Box>
      <BackOfficeListEnd
        query={list}
        problem={problem}
        loadingLabel={t('list.loadingMore')}
        loadMoreLabel={t('list.loadMore')}
        retryLabel={t('actions.retry')}
        endText={t('list.end')}
      />
    </Box>
  );
}
