import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { AppPreview } from './app-preview';
import { GoldCoin } from './gold-coin';

export function LandingHero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-labelledby="landing-hero-title"
      sx={(theme) => ({
        pt: { xs: 5, md: 10 },
        pb: { xs: 7, md: 11 },
        overflow: 'hidden',
        background: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1)} 0%, ${theme.palette.background.default} 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' },
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Box
              sx={(theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 0.5,
                borderRadius: 999,
                fontSize: '0.875rem',
                fontWeight: 600,
                bgcolor: alpha(theme.palette.coin.main, 0.2),
              })}
            >
              <GoldCoin size={18} />
              {t('hero.eyebrow')}
            </Box>
            <Typography
              id="landing-hero-title"
              variant="h1"
              sx={{
                mt: 2.5,
                fontSize: { xs: '2.25rem', sm: '2.9rem', lg: '3.5rem' },
                letterSpacing: '-0.02em',
                lineHeight: 1.1,
              }}
            >
              {t('hero.title')}
            </Typography>
            <Typography
              sx={{
                mt: 2.5,
                maxWidth: 580,
                color: 'text.secondary',
                fontSize: { xs: '1.05rem', md: '1.2rem' },
              }}
            >
              {t('hero.lead')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              {signedIn ? (
                <Button
                  variant="contained"
                  size="large"
                  component={RouterLink}
                  to={paths.feed.href()}
                  endIcon={<ArrowForwardIcon />}
                >
                  {t('hero.openApp')}
                </Button>
              ) : (
                <>
                  <Button variant="contained" size="large" component={RouterLink} to={paths.register.href()}>
                    {t('hero.join')}
                  </Button>
                  <Button variant="outlined" size="large" component={RouterLink} to={paths.login.href()}>
                    {t('hero.login')}
                  </Button>
                </>
              )}
            </Stack>
            {!signedIn && (
              <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
                {t('hero.note')}
              </Typography>
            )}
          </Box>
          <AppPreview />
        </Box>
      </Container>
    </Box>
  );
}
