import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { usePostHistory } from '../api/get-post';
import { FeelingLine } from '../card/post-header';
import { ProblemAlert } from '../problem-alert';
import { PlainText } from '../text/post-text';
import { ClosableDialogTitle } from './closable-dialog-title';

/** Every version of a post's text, the current one first (the "edited" marker opens it). */
export function PostHistoryDialog({
  postId,
  open,
  onClose,
}: {
  postId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('posts');
  const id = useId();
  const history = usePostHistory(postId, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      scroll="paper"
    >
      <ClosableDialogTitle id={`${id}-title`} onClose={onClose}>
        {t('history.title')}
      </ClosableDialogTitle>
      <DialogContent dividers>
        {history.isPending && (
          <Box aria-busy="true">
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton width="80%" />
          </Box>
        )}
        {history.isError && <ProblemAlert error={history.error} onRetry={() => void history.refetch()} />}
        {history.data?.versions.map((version, index) => (
          <Fragment key={version.writtenAt}>
            {index > 0 && <Divider sx={{ my: 2 }} />}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {index === 0 ? t('history.current') : t('history.earlier')} ·{' '}
              <RelativeTime value={version.writtenAt} />
            </Typography>
            {(version.feeling || version.location) && (
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                <FeelingLine feeling={version.feeling} location={version.location} />
              </Typography>
            )}
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {version.body ? <PlainText text={version.body} /> : <em>{t('history.noText')}</em>}
            </Typography>
          </Fragment>
        ))}
      </DialogContent>
    </Dialog>
  );
}
