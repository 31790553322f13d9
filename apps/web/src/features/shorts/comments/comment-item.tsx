import type { ShortComment } from '@betogether/contracts/shorts/shorts.schemas';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RelativeTime } from '@/ui/relative-time';
import { useNotify } from '@/ui/snackbar';
import { useDeleteShortComment } from '../api/delete-short-comment';
import { AuthorAvatar } from '../player/author-avatar';

/** One comment: who, when, what; a delete button for its author and the short's author. */
export function CommentItem({ comment }: { comment: ShortComment }) {
  const { t } = useTranslation('shorts');
  const notify = useNotify();
  const remove = useDeleteShortComment(comment.shortId, comment.id);
  const [confirming, setConfirming] = useState(false);
  const profile = paths.userProfile.href({ userId: comment.author.id });

  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1 }}>
      <Link component={RouterLink} to={profile} tabIndex={-1} aria-hidden sx={{ mt: 0.25 }}>
        <AuthorAvatar person={comment.author} size={32} />
      </Link>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={profile}
            color="text.primary"
            underline="hover"
            sx={{ fontWeight: 600, typography: 'body2' }}
          >
            {comment.author.displayName}
          </Link>
          <Typography variant="caption" color="text.secondary">
            <RelativeTime value={comment.createdAt} />
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Typography>
      </Box>
      {comment.canDelete && (
        <IconButton
          size="small"
          onClick={() => setConfirming(true)}
          {...ConfirmDialog.preloadProps}
          aria-label={t('comments.delete')}
          sx={{ alignSelf: 'flex-start' }}
        >
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('comments.deleteTitle')}
        body={t('comments.deleteBody')}
        confirmLabel={t('comments.delete')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => notify(t('comments.deleted')),
            onError: (error) => {
              setConfirming(false);
              notify(problemMessage(error, t, { ns: 'shorts' }), 'error');
            },
          })
        }
      />
    </Box>
  );
}
