import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { useSavedPosts } from '../api/get-post-list';
import { PostList } from './post-list';

/** The viewer's saved posts, last saved first. */
export function SavedPosts() {
  const { t } = useTranslation('posts');
  const query = useSavedPosts();
  return (
    <PostList
      query={query}
      label={t('saved.label')}
      endText={t('saved.end')}
      empty={
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <BookmarkBorderOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
            <Typography variant="h4" component="p" gutterBottom>
              {t('saved.emptyTitle')}
            </Typography>
            <Typography color="text.secondary">{t('saved.emptyBody')}</Typography>
          </CardContent>
        </Card>
      }
    />
  );
}
