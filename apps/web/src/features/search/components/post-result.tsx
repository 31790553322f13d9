import type { Post } from '@betogether/contracts/posts/posts.schemas';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { HighlightedText } from '@/ui/highlighted-text';
import { RelativeTime } from '@/ui/relative-time';

/**
 * A post found by its words, compact: author, time, the text (plain, with the matched words
 * marked, cut after a few lines) and the first picture. Opens the post.
 */
export function PostResult({ post, query }: { post: Post; query: string }) {
  const { t } = useTranslation('search');
  const image = post.images[0];
  const text = post.body || post.share?.post?.body || '';
  return (
    <Card variant="outlined" component="article" sx={{ borderRadius: 2 }}>
      <CardActionArea component={Link} to={paths.post.href({ feedId: post.id })} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={post.author.avatarUrl ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
            {post.author.displayName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {post.author.displayName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <RelativeTime value={post.createdAt} />
              {post.share && ` · ${t('posts.sharedPost')}`}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1.5}>
          <Typography
            variant="body2"
            color={text ? 'text.primary' : 'text.secondary'}
            sx={{
              flexGrow: 1,
              minWidth: 0,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {text ? <HighlightedText text={text} query={query} /> : t('posts.noText')}
          </Typography>
          {image?.url && (
            <Box
              component="img"
              src={image.url}
              alt={image.altText}
              loading="lazy"
              width={72}
              height={72}
              sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
            />
          )}
        </Stack>
        {post.images.length > 1 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('posts.photos', { count: post.images.length })}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
