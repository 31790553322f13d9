import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { compactCount, fullCount } from '../player/counts';

type Props = {
  short: Short;
  /** The own grid: a button to the short's analytics under the tile. */
  onAnalytics?: (short: Short) => void;
};

/** A short in a grid: its poster at 9:16, its views, a link to the player opened on it. */
export function ShortTile({ short, onAnalytics }: Props) {
  const { t, i18n } = useTranslation('shorts');
  const views = t('grid.views', {
    count: short.viewCount,
    formatted: fullCount(short.viewCount, i18n.language),
  });
  const about = short.caption || t('player.articleNoCaption', { author: short.author.displayName });
  const poster = short.media.video?.posterUrl;
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box
        component={RouterLink}
        to={paths.short.href({ shortId: short.id })}
        aria-label={`${about}, ${views}`}
        sx={{
          position: 'relative',
          display: 'block',
          aspectRatio: '9 / 16',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          '&:focus-visible': {
            outline: 3,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {poster ? (
          <Box
            component="img"
            src={poster}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
            <HourglassTopRounded aria-hidden />
          </Box>
        )}
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 0.25,
            px: 0.75,
            pt: 3,
            pb: 0.5,
            color: 'common.white',
            typography: 'caption',
            fontWeight: 700,
            background: `linear-gradient(to bottom, transparent, ${alpha(theme.palette.common.black, 0.7)})`,
          })}
        >
          <PlayArrowRounded sx={{ fontSize: 18 }} />
          {compactCount(short.viewCount, i18n.language)}
        </Box>
      </Box>
      {onAnalytics && (
        <Button
          size="small"
          startIcon={<InsightsRounded />}
          onClick={() => onAnalytics(short)}
          aria-label={t('grid.analyticsOf', { caption: about })}
          sx={{ alignSelf: 'flex-start', minHeight: 32 }}
        >
          {t('menu.analytics')}
        </Button>
      )}
    </Box>
  );
}
