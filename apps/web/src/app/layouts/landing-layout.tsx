import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { BrandLogo } from '@/ui/brand-logo';
import { PageLoader } from '@/ui/page-loader';
import { LanguageSwitch, ThemeSwitch } from '@/ui/preference-switches';
import { LegalFooterLinks } from './legal-footer-links';

/** Landing and public pages: brand bar with sign-in calls to action, legal footer. */
export function LandingLayout() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <BrandLogo />
            <Box sx={{ flexGrow: 1 }} />
            <LanguageSwitch />
            <ThemeSwitch />
            {token ? (
              <Button variant="contained" component={RouterLink} to={paths.feed.href()}>
                {t('cta.openApp')}
              </Button>
            ) : (
              <>
                <Button
                  component={RouterLink}
                  to={paths.login.href()}
                  sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                >
                  {t('cta.login')}
                </Button>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={paths.register.href()}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {t('cta.join')}
                  </Box>
                  <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                    {t('cta.joinShort')}
                  </Box>
                </Button>
              </>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box
        component="footer"
        sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}
      >
        <Container maxWidth="lg">
          <LegalFooterLinks />
        </Container>
      </Box>
    </Box>
  );
}
