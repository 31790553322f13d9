import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { GoldCoin } from './gold-coin';

export function FinalCallToAction({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="landing-final-title" sx={{ py: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 5,
            px: { xs: 3, sm: 6 },
            py: { xs: 6, md: 8 },
            textAlign: 'center',
            color: '#FFFFFF',
            // The same deep blue in both themes: white text on it keeps well above AA contrast.
            background:
              theme.palette.mode === 'dark'
                ? 'linear-gradient(135deg, #1B3FA8 0%, #12296F 100%)'
                : 'linear-gradient(135deg, #1E4FD8 0%, #143A9E 100%)',
          })}
        >
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: { xs: -48, md: -28 },
              right: { xs: -48, md: -28 },
              transform: 'rotate(-12deg)',
            }}
          >
            <GoldCoin size={120} />
          </Box>
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              bottom: { xs: -36, md: -20 },
              left: { xs: -36, md: -20 },
              opacity: 0.6,
            }}
          >
            <GoldCoin size={72} />
          </Box>
          <Box sx={{ position: 'relative', maxWidth: 620, mx: 'auto' }}>
            <Typography
              id="landing-final-title"
              variant="h2"
              sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' } }}
            >
              {t('final.title')}
            </Typography>
            <Typography sx={{ mt: 1.5, fontSize: { xs: '1.05rem', md: '1.15rem' }, opacity: 0.92 }}>
              {t('final.body')}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 4, justifyContent: 'center' }}
            >
              {signedIn ? (
                <Button
                  variant="contained"
                  color="secondary"
                  size="large"
                  component={RouterLink}
                  to={paths.feed.href()}
                >
                  {t('final.openApp')}
                </Button>
              ) : (
                <>
                  <Button
                    variant="contained"
                    color="secondary"
                    size="large"
                    component={RouterLink}
                    to={paths.register.href()}
                  >
                    {t('final.join')}
                  </Button>
                  <Button
                    variant="outlined"
                    size="large"
                    component={RouterLink}
                    to={paths.login.href()}
                    sx={{
                      color: '#FFFFFF',
                      borderColor: 'rgba(255, 255, 255, 0.7)',
                      '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255, 255, 255, 0.08)' },
                    }}
                  >
                    {t('final.login')}
                  </Button>
                </>
              )}
            </Stack>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
