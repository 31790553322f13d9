import type { Comment } from '@betogether/contracts/posts/posts.schemas';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RelativeTime } from '@/ui/relative-time';
import { useNotify } from '@/ui/snackbar';
import { useDeleteComment } from '../api/delete-comment';
import { useReactToComment } from '../api/react-to-comment';
import { PersonAvatar } from '../card/post-header';
import { tapTarget } from '../card/tap-target';
import { ReactionButton } from '../reactions/reaction-button';
import { reactionLook } from '../reactions/reaction-kinds';
import { PostText } from '../text/post-text';
import { CommentEditor } from './comment-editor';

const flash = keyframes`
  from { background-color: rgba(242, 183, 5, 0.35); }
  to { background-color: transparent; }
`;

type Props = {
  comment: Comment;
  reply?: boolean;
  highlighted?: boolean;
  /** Absent when comments are turned off. */
  onReply?: () => void;
};

// Opened on demand: the report reasons load with the dialog, not with every comment.
const ReportCommentDialog = lazy(() =>
  import('../dialogs/report-post-dialog').then((m) => ({ default: m.ReportCommentDialog })),
);

/** One comment: the author's bubble, then time, React, Reply, "edited", and the author's menu. */
export function CommentItem({ comment, reply = false, highlighted = false, onReply }: Props) {
  const { t, i18n } = useTranslation('posts');
  const notify = useNotify();
  const root = useRef<HTMLDivElement>(null);
  const menuAnchor = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const react = useReactToComment(comment.postId, comment.id);
  const remove = useDeleteComment(comment);

  useEffect(() => {
    if (!highlighted) return;
    root.current?.scrollIntoView({ block: 'center' });
    root.current?.focus({ preventScroll: true });
  }, [highlighted]);

  const canEdit = comment.mine;
  // Anyone else's comment can be reported to the moderators.
  const canReport = !comment.mine;
  const hasMenu = canEdit || comment.canDelete || canReport;
  const look = comment.myReaction ? reactionLook[comment.myReaction] : reactionLook.like;

  return (
    <Box
      ref={root}
      id={`comment-${comment.id}`}
      tabIndex={highlighted ? -1 : undefined}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        borderRadius: 2,
        py: 0.5,
        outline: 'none',
        ...(highlighted && { animation: `${flash} 3s ease-out` }),
      }}
    >
      <Link
        component={RouterLink}
        to={paths.userProfile.href({ userId: comment.author.id })}
        tabIndex={-1}
        aria-hidden
        sx={{ mt: 0.25 }}
      >
        <PersonAvatar person={comment.author} size={reply ? 28 : 32} />
      </Link>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        {editing ? (
          <CommentEditor comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              sx={{
                bgcolor: 'action.hover',
                borderRadius: 4,
                px: 1.5,
                py: 0.75,
                minWidth: 0,
                maxWidth: '100%',
                ...(highlighted && { boxShadow: (theme) => `0 0 0 2px ${theme.palette.secondary.main}` }),
              }}
            >
              <Link
                component={RouterLink}
                to={paths.userProfile.href({ userId: comment.author.id })}
                color="text.primary"
                underline="hover"
                sx={{ fontWeight: 600, typography: 'body2', display: 'block' }}
              >
                {comment.author.displayName}
              </Link>
              <PostText text={comment.body} variant="body2" collapsedLines={8} />
            </Box>
            {hasMenu && (
              <IconButton
                ref={menuAnchor}
                size="small"
                aria-label={t('comments.menu')}
                aria-haspopup="menu"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <MoreHoriz fontSize="small" />
              </IconButton>
            )}
          </Box>
        )}
        {!editing && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              columnGap: 1,
              px: 1,
              typography: 'caption',
              color: 'text.secondary',
            }}
          >
            <Link
              component={RouterLink}
              to={paths.post.href({ feedId: comment.postId }, { query: { comment: comment.id } })}
              color="inherit"
              underline="hover"
              sx={tapTarget}
            >
              <RelativeTime value={comment.createdAt} />
            </Link>
            <ReactionButton compact value={comment.myReaction} onChange={(type) => react.mutate(type)} />
            {onReply && (
              <Button
                size="small"
                color="inherit"
                onClick={onReply}
                sx={{
                  minWidth: 24,
                  minHeight: 24,
                  px: 0.5,
                  py: 0,
                  fontSize: 12,
                  fontWeight: 700,
                  color: 'text.secondary',
                }}
              >
                {t('comments.reply')}
              </Button>
            )}
            {comment.edited && <Typography variant="caption">{t('comments.edited')}</Typography>}
            {comment.reactionCount > 0 && (
              <Box
                component="span"
                role="img"
                aria-label={t('comments.reactionCount', { count: comment.reactionCount })}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
              >
                <span aria-hidden>{look.emoji}</span>
                <span aria-hidden>{new Intl.NumberFormat(i18n.language).format(comment.reactionCount)}</span>
              </Box>
            )}
          </Box>
        )}
      </Box>
      <Menu
        anchorEl={menuAnchor.current}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {canEdit && (
          <MenuItem
            onClick={() => {
              setMenuOpen(false);
              setEditing(true);
            }}
          >
            {t('comments.edit')}
          </MenuItem>
        )}
        {comment.canDelete && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setMenuOpen(false);
              setConfirming(true);
            }}
          >
            {t('comments.delete')}
          </MenuItem>
        )}
        {canReport && (
          <MenuItem
            onClick={() => {
              setMenuOpen(false);
              setReporting(true);
            }}
          >
            {t('comments.report')}
          </MenuItem>
        )}
      </Menu>
      {reporting && (
        <Suspense fallback={null}>
          <ReportCommentDialog commentId={comment.id} open onClose={() => setReporting(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('comments.deleteTitle')}
        body={t(comment.replyCount > 0 && !reply ? 'comments.deleteBodyWithReplies' : 'comments.deleteBody')}
        confirmLabel={t('comments.delete')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => notify(t('comments.deleted')),
            onError: (error) => {
              setConfirming(false);
              notify(problemMessage(error, t, { ns: 'posts' }), 'error');
            },
          })
        }
      />
    </Box>
  );
}
