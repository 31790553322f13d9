import ConstructionIcon from '@mui/icons-material/Construction';
import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

type Props = {
  /** `page`: the public /come-soon screen; `card`: inside a signed-in layout, for a screen not open yet. */
  variant?: 'page' | 'card';
};

/**
 * The notice for an area announced but not open yet. Its texts live in `common` because signed-in
 * layouts show it too, and they should not have to load the landing page's texts for it.
 */
export function ComingSoon({ variant = 'page' }: Props) {
  const { t } = useTranslation('common');
  const signedIn = Boolean(useSession().token);
  const title = t('comingSoon.title');

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · BeTogether`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  const notice = (
    <Box sx={{ textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          width: 88,
          height: 88,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: theme.palette.mode === 'dark' ? theme.palette.coin.main : theme.palette.coin.contrastText,
          bgcolor: alpha(theme.palette.coin.main, theme.palette.mode === 'dark' ? 0.18 : 0.35),
          '& svg': { fontSize: 44 },
        })}
      >
        <ConstructionIcon />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.05rem' }}>
        {t('comingSoon.body')}
      </Typography>
      <Box
        sx={{
          mt: 4,
          mx: 'auto',
          maxWidth: { xs: 320, sm: 'none' },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          justifyContent: 'center',
        }}
      >
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.legalRoadMap.href()}
          startIcon={<MapIcon />}
        >
          {t('comingSoon.roadmap')}
        </Button>
        {signedIn ? (
          <Button variant="outlined" component={RouterLink} to={paths.feed.href()}>
            {t('comingSoon.back')}
          </Button>
        ) : (
          <Button variant="outlined" component={RouterLink} to={paths.landing.href()}>
            {t('errors.home')}
          </Button>
        )}
      </Box>
    </Box>
  );

  if (variant === 'card') {
    return (
      <Paper
        elevation={0}
        sx={{ px: { xs: 2.5, sm: 5 }, py: { xs: 5, sm: 7 }, border: 1, borderColor: 'divider' }}
      >
        {notice}
      </Paper>
    );
  }
  return <Box sx={{ px: 2, py: { xs: 8, md: 14 } }}>{notice}</Box>;
}
