import { type CommentOrder, commentOrders } from '@betogether/contracts/posts/posts.constants';
import type { Post } from '@betogether/contracts/posts/posts.schemas';
import CommentsDisabledOutlined from '@mui/icons-material/CommentsDisabledOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useComments } from '../api/get-comments';
import { ProblemAlert } from '../problem-alert';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';

// How many more pages to read looking for a linked comment (`?comment=`) before giving up.
const HIGHLIGHT_SEARCH_PAGES = 5;

type Props = {
  post: Post;
  focusComposer: boolean;
  onComposerFocused: () => void;
  highlightCommentId: string | null;
};

/** A post's comments: order switch, composer (or a note when comments are off), threads in pages. */
export function CommentsSection({ post, focusComposer, onComposerFocused, highlightCommentId }: Props) {
  const { t } = useTranslation('posts');
  const [order, setOrder] = useState<CommentOrder>('newest');
  const query = useComments(post.id, order);
  const searched = useRef(0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];
  const highlightLoaded =
    highlightCommentId !== null &&
    comments.some(
      (c) => c.id === highlightCommentId || c.firstReplies.some((r) => r.id === highlightCommentId),
    );

  // A linked comment further down: read on a few pages to reach it.
  useEffect(() => {
    if (!highlightCommentId || highlightLoaded || !hasNextPage || isFetchingNextPage) return;
    if (searched.current >= HIGHLIGHT_SEARCH_PAGES) return;
    searched.current += 1;
    void fetchNextPage();
  }, [highlightCommentId, highlightLoaded, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Box component="section" aria-label={t('comments.title')} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <OrderSwitch value={order} onChange={setOrder} />
      </Box>
      {post.commentsEnabled ? (
        <Box sx={{ mb: 1.5 }}>
          <CommentComposer postId={post.id} autoFocus={focusComposer} onFocused={onComposerFocused} />
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1.5, px: 1 }}>
          <CommentsDisabledOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">{t('comments.off')}</Typography>
        </Box>
      )}

      {query.isPending && (
        <Box aria-busy="true" aria-label={t('comments.loading')}>
          {[0, 1].map((i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
              <Skeleton variant="circular" width={32} height={32} />
              <Skeleton variant="rounded" sx={{ flexGrow: 1, borderRadius: 4 }} height={52} />
            </Box>
          ))}
        </Box>
      )}
      {query.isError && !query.data && (
        <ProblemAlert error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.data && comments.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
          {post.commentsEnabled ? t('comments.empty') : t('comments.emptyOff')}
        </Typography>
      )}
      {comments.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {comments.map((comment) => (
            <CommentThread
              key={comment.id}
              comment={comment}
              commentsEnabled={post.commentsEnabled}
              highlightId={highlightCommentId}
            />
          ))}
        </Box>
      )}
      {hasNextPage && (
        <Button
          onClick={() => void fetchNextPage()}
          loading={isFetchingNextPage}
          color="inherit"
          sx={{ mt: 1, fontWeight: 700, color: 'text.secondary' }}
        >
          {t('comments.viewMore')}
        </Button>
      )}
      {query.isFetchNextPageError && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {problemMessage(query.error, t, { ns: 'posts' })}
        </Typography>
      )}
    </Box>
  );
}

function OrderSwitch({ value, onChange }: { value: CommentOrder; onChange: (order: CommentOrder) => void }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        ref={anchor}
        size="small"
        color="inherit"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={t('comments.orderLabel', { order: t(`comments.order.${value}`) })}
        onClick={() => setOpen(true)}
        sx={{ color: 'text.secondary', fontWeight: 600 }}
      >
        {t(`comments.order.${value}`)}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {commentOrders.map((order) => (
          <MenuItem
            key={order}
            selected={order === value}
            onClick={() => {
              setOpen(false);
              onChange(order);
            }}
            sx={{ flexDirection: 'column', alignItems: 'flex-start' }}
          >
            <span>{t(`comments.order.${order}`)}</span>
            <Typography variant="body2" color="text.secondary">
              {t(`comments.orderHelp.${order}`)}
            </Typography>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
