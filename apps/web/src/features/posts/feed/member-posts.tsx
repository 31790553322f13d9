import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { useMemberPosts } from '../api/get-post-list';
import { PostList } from './post-list';

/** A member's posts the viewer may see, the pinned one first (for the profile page). */
export function MemberPosts({ userId, requestAs }: { userId: string; requestAs?: string }) {
  const { t } = useTranslation('posts');
  const query = useMemberPosts(userId, requestAs);
  return (
    <PostList
      query={query}
      label={t('member.label')}
      showPinned
      endText={t('member.end')}
      empty={
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 4 }}>
            <Typography color="text.secondary">{t('member.empty')}</Typography>
          </CardContent>
        </Card>
      }
    />
  );
}
