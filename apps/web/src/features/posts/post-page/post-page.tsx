import ArrowBack from '@mui/icons-material/ArrowBack';
import HideSourceOutlined from '@mui/icons-material/HideSourceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';
import { usePost } from '../api/get-post';
import { PostCard } from '../card/post-card';
import { PostCardSkeleton } from '../feed/post-card-skeleton';

// Ids are UUIDs: anything else cannot be a post, so no request is made for it.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /social/post/{id}: the post with its comments open; `?comment=` brings one comment into view. */
export function PostPage({
  postId,
  highlightCommentId,
}: {
  postId: string;
  highlightCommentId: string | null;
}) {
  if (!UUID.test(postId)) return <PostUnavailable />;
  return <LoadedPost key={postId} postId={postId} highlightCommentId={highlightCommentId} />;
}

function LoadedPost({ postId, highlightCommentId }: { postId: string; highlightCommentId: string | null }) {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const query = usePost(postId);
  const post = query.data;

  useEffect(() => {
    const name = post?.author.displayName;
    document.title = `${name ? t('page.titleBy', { name }) : t('page.title')} · BeTogether`;
  }, [post?.author.displayName, t]);

  if (query.isError && !post) {
    const gone = query.error instanceof ApiError && [403, 404, 422].includes(query.error.status);
    if (gone) return <PostUnavailable />;
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('list.errorTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {problemMessage(query.error, t, { ns: 'posts' })}
          </Typography>
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, px: { xs: 1, sm: 0 } }}>
        <Button component={RouterLink} to={paths.feed.href()} startIcon={<ArrowBack />} color="inherit">
          {t('page.back')}
        </Button>
      </Box>
      <Typography component="h1" sx={visuallyHidden}>
        {post ? t('page.titleBy', { name: post.author.displayName }) : t('page.title')}
      </Typography>
      {post ? (
        <PostCard
          post={post}
          commentsInitiallyOpen
          highlightCommentId={highlightCommentId}
          onDeleted={() => navigate(paths.feed.href(), { replace: true })}
        />
      ) : (
        <PostCardSkeleton withImage />
      )}
    </>
  );
}

/** Deleted, hidden from the viewer, or never existed: the same friendly answer (never the content). */
function PostUnavailable() {
  const { t } = useTranslation('posts');
  useEffect(() => {
    document.title = `${t('page.unavailableTitle')} · BeTogether`;
  }, [t]);
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6, px: 3 }}>
        <HideSourceOutlined sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
        <Typography variant="h3" component="h1" gutterBottom>
          {t('page.unavailableTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 420, mx: 'auto' }}>
          {t('page.unavailableBody')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.feed.href()}>
          {t('page.toFeed')}
        </Button>
      </CardContent>
    </Card>
  );
}
