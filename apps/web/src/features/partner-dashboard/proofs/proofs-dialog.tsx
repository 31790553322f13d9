import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { usePendingSubmissions } from '../api/get-submissions';
import { partnerProblems } from '../partner-problems';
import { SubmissionCard } from './submission-card';

/** The proofs of one special task waiting for its partner, to approve or refuse one by one. */
export function ProofsDialog({ task, onClose }: { task: PartnerTask; onClose: () => void }) {
  const { t } = useTranslation('partner-dashboard');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const list = usePendingSubmissions(task.id);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const problem = (error: unknown) => problemMessage(error, t, partnerProblems);

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('proofs.title', { title: task.title })}</DialogTitle>
      <DialogContent dividers>
        {list.isPending ? (
          <RowsSkeleton rows={3} label={t('proofs.loading')} />
        ) : list.isError && items.length === 0 ? (
          <ListError
            surface="outlined"
            title={t('proofs.loadError')}
            message={problem(list.error)}
            retryLabel={t('actions.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            surface="outlined"
            icon={<FactCheckOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
            title={t('proofs.emptyTitle')}
            body={t('proofs.emptyBody')}
          />
        ) : (
          <Box>
            <Box
              component="ul"
              aria-label={t('proofs.listLabel')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
            >
              {items.map((submission) => (
                <SubmissionCard key={submission.attemptId} submission={submission} taskId={task.id} />
              ))}
            </Box>
            <InfiniteListEnd
              query={list}
              problem={problem}
              retryLabel={t('actions.retry')}
              loadMoreLabel={t('proofs.loadMore')}
              endText={undefined}
              rootMargin="0px 0px 200px 0px"
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
