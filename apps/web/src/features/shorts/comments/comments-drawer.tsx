import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useShortComments } from '../api/get-short-comments';
import { fullCount } from '../player/counts';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import type { CommentsSheetProps } from './comments-sheet';

/** The drawer of CommentsSheet, in its own chunk: the list newest first, "Load more", the write field. */
export function CommentsDrawer({ open, short, onClose }: CommentsSheetProps) {
  const { t, i18n } = useTranslation('shorts');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const titleId = useId();
  const query = useShortComments(short?.id ?? '', open && short !== null);
  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? short?.commentCount ?? 0;

  return (
    <Drawer
      anchor={wide ? 'right' : 'bottom'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            width: { sm: 400 },
            height: { xs: '75dvh', sm: '100%' },
            borderTopLeftRadius: { xs: 16, sm: 0 },
            borderTopRightRadius: { xs: 16, sm: 0 },
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('comments.title', { count: total, formatted: fullCount(total, i18n.language) })}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('comments.close')} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}>
        {query.isPending && (
          <Box role="status" aria-label={t('comments.loading')}>
            {[0, 1, 2].map((row) => (
              <Box key={row} sx={{ display: 'flex', gap: 1.5, py: 1 }}>
                <Skeleton variant="circular" width={32} height={32} />
                <Skeleton variant="rounded" height={44} sx={{ flexGrow: 1 }} />
              </Box>
            ))}
          </Box>
        )}
        {query.isError && !query.data && (
          <RetryAlert
            message={problemMessage(query.error, t, { ns: 'shorts' })}
            retryLabel={t('actions.retry')}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.data && comments.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {t('comments.empty')}
          </Typography>
        )}
        {comments.length > 0 && short && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </Box>
        )}
        {query.hasNextPage && (
          <Box sx={{ textAlign: 'center', py: 1 }}>
            <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t('comments.loadMore')}
            </Button>
          </Box>
        )}
        {query.isFetchNextPageError && (
          <Typography variant="body2" color="error" role="alert" sx={{ textAlign: 'center' }}>
            {problemMessage(query.error, t, { ns: 'shorts' })}
          </Typography>
        )}
      </Box>
      {short && <CommentForm shortId={short.id} />}
    </Drawer>
  );
}
