import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { BrandLogo } from '@/ui/brand-logo';
import { PageLoader } from '@/ui/page-loader';
import { LanguageSwitch, ThemeSwitch } from '@/ui/preference-switches';
import { LegalFooterLinks } from './legal-footer-links';

/** Login/register layout: a brand panel beside the form at lg and wider, the form alone below. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        aria-label={t('authPanel.title')}
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          width: '44%',
          px: 8,
          color: '#fff',
          background: 'linear-gradient(150deg, #1E4FD8 0%, #163A9F 70%, #0F2A75 100%)',
        }}
      >
        <Typography variant="h1" component="p" sx={{ mb: 2 }}>
          {t('authPanel.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', opacity: 0.92, maxWidth: 460 }}>
          {t('authPanel.body')}
        </Typography>
        <Box component="ul" sx={{ mt: 4, pl: 2.5, '& li': { mb: 1, fontSize: '1rem' } }}>
          <li>{t('authPanel.point1')}</li>
          <li>{t('authPanel.point2')}</li>
          <li>{t('authPanel.point3')}</li>
        </Box>
      </Box>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: 2 }}>
        <Box
          component="header"
          sx={{ width: '100%', maxWidth: 480, display: 'flex', alignItems: 'center', mb: 2 }}
        >
          <BrandLogo />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          <ThemeSwitch />
        </Box>
        {/* Not centred vertically: a form that loads late or grows (a message) must not move
            what is above it (layout shift); it grows downwards, the footer stays at the bottom. */}
        <Paper
          component="main"
          id="main"
          sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 }, mt: { xs: 0, sm: 4 } }}
        >
          {/* No query cache here: the sign-in pages call through lib/use-call; the few that
              keep answers (a reset link, an inviter) bring their own QueryProvider. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
        <Box component="footer" sx={{ width: '100%', maxWidth: 480, mt: 'auto', pt: 3 }}>
          <LegalFooterLinks compact />
        </Box>
      </Box>
    </Box>
  );
}
