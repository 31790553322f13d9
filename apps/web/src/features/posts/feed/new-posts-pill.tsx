import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Zoom from '@mui/material/Zoom';
import { useTranslation } from '@/lib/use-translation';

/** "3 new posts" floating over the feed; a click goes to the top and shows them. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  const { t, i18n } = useTranslation('posts');
  return (
    <Box
      sx={{
        position: 'fixed',
        top: { xs: 68, sm: 76 },
        left: 0,
        right: 0,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.appBar - 1,
      }}
      role="status"
    >
      <Zoom in={count > 0} unmountOnExit>
        <Button
          variant="contained"
          onClick={onShow}
          startIcon={<ArrowUpward />}
          sx={{ borderRadius: 999, px: 2.5, boxShadow: 6, pointerEvents: 'auto' }}
        >
          {t('feed.newPosts', { count, formatted: new Intl.NumberFormat(i18n.language).format(count) })}
        </Button>
      </Zoom>
    </Box>
  );
}
