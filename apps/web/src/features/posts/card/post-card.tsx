import type { Post } from '@betogether/contracts/posts/posts.schemas';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PostText } from '../text/post-text';
import { PostFooter } from './post-footer';
import { PostHeader } from './post-header';
import { PostImages } from './post-images';
import { PostMenu } from './post-menu';
import { SharedPost } from './shared-post';

const CommentsSection = lazy(() =>
  import('../comments/comments-section').then((m) => ({ default: m.CommentsSection })),
);
const PostHistoryDialog = lazy(() =>
  import('../dialogs/post-history-dialog').then((m) => ({ default: m.PostHistoryDialog })),
);

// Short posts without pictures read larger, as in the social apps people know.
const LARGE_TEXT_MAX = 85;

type Props = {
  post: Post;
  /** The post's own page: comments open from the start. */
  commentsInitiallyOpen?: boolean;
  /** `?comment=<id>` on the post page: that comment is scrolled to and highlighted. */
  highlightCommentId?: string | null;
  /** On a profile, the pinned post says so. */
  showPinned?: boolean;
  /** In the home feed, a public post from outside the viewer's circle. */
  suggested?: boolean;
  onDeleted?: () => void;
};

/** One post as the social apps show it: header, text, pictures or shared post, counts, actions, comments. */
export const PostCard = memo(function PostCard({
  post,
  commentsInitiallyOpen = false,
  highlightCommentId = null,
  showPinned = false,
  suggested = false,
  onDeleted,
}: Props) {
  const { t } = useTranslation('posts');
  const [commentsOpen, setCommentsOpen] = useState(commentsInitiallyOpen);
  const [focusComposer, setFocusComposer] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const large =
    post.body.length <= LARGE_TEXT_MAX &&
    post.images.length === 0 &&
    !post.share &&
    !post.body.includes('\n');

  return (
    <Card component="article" aria-label={t('card.label', { name: post.author.displayName })} sx={{ mb: 2 }}>
      {suggested && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            typography: 'body2',
            fontWeight: 600,
            color: 'text.secondary',
          }}
        >
          <PublicOutlined fontSize="small" aria-hidden />
          {t('card.suggested')}
        </Box>
      )}
      <PostHeader
        post={post}
        showPinned={showPinned}
        onShowHistory={() => setHistoryOpen(true)}
        menu={<PostMenu post={post} onDeleted={onDeleted} />}
      />
      {post.body && (
        <Box sx={{ px: 2, pb: 1.5 }}>
          <PostText text={post.body} mentions={post.mentions} large={large} />
        </Box>
      )}
      {post.share ? <SharedPost share={post.share} /> : <PostImages images={post.images} />}
      <PostFooter
        post={post}
        commentsOpen={commentsOpen}
        onComment={() => {
          setCommentsOpen(true);
          setFocusComposer(true);
        }}
      />
      {commentsOpen && (
        <Suspense
          fallback={
            <Box sx={{ px: 2, pb: 2 }}>
              <Skeleton height={40} />
            </Box>
          }
        >
          <CommentsSection
            post={post}
            focusComposer={focusComposer}
            onComposerFocused={() => setFocusComposer(false)}
            highlightCommentId={highlightCommentId}
          />
        </Suspense>
      )}
      {historyOpen && (
        <Suspense fallback={null}>
          <PostHistoryDialog postId={post.id} open onClose={() => setHistoryOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
});
