import type { Post } from '@betogether/contracts/posts/posts.schemas';
import HideSourceOutlined from '@mui/icons-material/HideSourceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { PostText } from '../text/post-text';
import { PostHeader } from './post-header';
import { PostImages } from './post-images';

/** The original inside a share, or a note when it was deleted or is hidden from the viewer. */
export function SharedPost({ share }: { share: NonNullable<Post['share']> }) {
  const { t } = useTranslation('posts');
  const original = share.post;
  return (
    <Box sx={{ mx: 2, mb: 1, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      {original ? (
        <>
          <PostHeader post={original} size="small" />
          {original.body && (
            <Box sx={{ px: 2, pb: 1.5 }}>
              <PostText
                text={original.body}
                mentions={original.mentions}
                collapsedLines={4}
                variant="body2"
              />
            </Box>
          )}
          <PostImages images={original.images} />
        </>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, bgcolor: 'action.hover' }}>
          <HideSourceOutlined color="disabled" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{t('share.unavailableTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('share.unavailableBody')}
            </Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}
