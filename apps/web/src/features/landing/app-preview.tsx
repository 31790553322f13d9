import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { CafeDrawing } from './cafe-drawing';
import { GoldCoin } from './gold-coin';

const coinPill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  px: 1.25,
  py: 0.5,
  borderRadius: 999,
  bgcolor: 'coin.main',
  color: 'coin.contrastText',
  fontWeight: 700,
  fontSize: '0.875rem',
  whiteSpace: 'nowrap',
} as const;

/** The hero's picture of the product: a post with a picture task, its reward and the member's league. */
export function AppPreview() {
  const { t } = useTranslation('landing');
  return (
    <Box
      role="img"
      aria-label={t('preview.label')}
      sx={{ position: 'relative', width: '100%', maxWidth: 400, mx: 'auto' }}
    >
      <Paper
        elevation={0}
        sx={(theme) => ({
          p: 2,
          borderRadius: 5,
          border: 1,
          borderColor: 'divider',
          boxShadow: `0 28px 56px -24px ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.5 : 0.45)}`,
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              background: 'linear-gradient(135deg, #1E4FD8, #6C8CF0)',
              color: '#FFFFFF',
              fontWeight: 700,
            }}
          >
            {t('preview.member').charAt(0)}
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{t('preview.member')}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('preview.time')}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ mt: 1.5, borderRadius: 3, overflow: 'hidden', aspectRatio: '320 / 150', display: 'flex' }}>
          <CafeDrawing />
        </Box>
        <Box
          sx={(theme) => ({
            mt: 1.5,
            p: 1.5,
            borderRadius: 3,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            bgcolor: alpha(theme.palette.primary.main, 0.1),
          })}
        >
          <Box
            sx={{
              width: 36,
              height: 36,
              flexShrink: 0,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <PhotoCameraIcon fontSize="small" />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="caption" sx={{ display: 'block', color: 'primary.main', fontWeight: 700 }}>
              {t('preview.taskType')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('preview.taskTitle')}
            </Typography>
            {/* Narrow screens: the reward goes under the title, which keeps the title on two lines. */}
            <Box sx={{ ...coinPill, display: { xs: 'inline-flex', sm: 'none' }, mt: 1 }}>
              <GoldCoin size={16} />
              {t('preview.reward', { count: 50 })}
            </Box>
          </Box>
          <Box sx={{ ...coinPill, display: { xs: 'none', sm: 'inline-flex' } }}>
            <GoldCoin size={16} />
            {t('preview.reward', { count: 50 })}
          </Box>
        </Box>
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
          <EmojiEventsIcon
            sx={(theme) => ({
              color: theme.palette.mode === 'dark' ? theme.palette.coin.main : theme.palette.coin.dark,
            })}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('preview.league')}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <GoldCoin size={16} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('preview.balance', { count: 1250 })}
          </Typography>
        </Box>
        <Box
          sx={(theme) => ({
            mt: 1,
            height: 8,
            borderRadius: 999,
            bgcolor: alpha(theme.palette.coin.main, 0.25),
          })}
        >
          <Box sx={{ width: '72%', height: '100%', borderRadius: 999, bgcolor: 'coin.main' }} />
        </Box>
      </Paper>
      <Box
        sx={{
          ...coinPill,
          position: 'absolute',
          top: -16,
          right: { xs: 12, sm: -12 },
          px: 1.75,
          py: 0.75,
          boxShadow: 4,
        }}
      >
        <GoldCoin size={18} />
        {t('preview.toast', { count: 50 })}
      </Box>
    </Box>
  );
}
