import AddRounded from '@mui/icons-material/AddRounded';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';

/** Icons alone on phones (their names stay, for screen readers and voice control). */
const labelFromSm = { display: { xs: 'none', sm: 'inline' } } as const;
const iconOnPhone = {
  minWidth: { xs: 44, sm: 64 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
} as const;

/** Above the player: the page's heading, the feeds' tabs when given, "My shorts" and "Create". */
export function ShortsHeader({ tabs }: { tabs?: ReactNode }) {
  const { t } = useTranslation('shorts');
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, lg: 0 }, py: 1 }}
    >
      <Typography component="h1" sx={visuallyHidden}>
        {t('title')}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>{tabs}</Box>
      <Button
        component={RouterLink}
        to={paths.shortsOfCreator.href()}
        aria-label={t('header.mine')}
        startIcon={<GridViewRounded />}
        sx={iconOnPhone}
      >
        <Box component="span" sx={labelFromSm}>
          {t('header.mine')}
        </Box>
      </Button>
      <Button
        component={RouterLink}
        to={paths.shortCreate.href()}
        variant="contained"
        aria-label={t('header.create')}
        startIcon={<AddRounded />}
        sx={iconOnPhone}
      >
        <Box component="span" sx={labelFromSm}>
          {t('header.create')}
        </Box>
      </Button>
    </Box>
  );
}
