import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { storageKeys } from '@/lib/storage-keys';
import { useTranslation } from '@/lib/use-translation';

/**
 * The spec lists the invitations page as public: a visitor without a session is asked to sign in,
 * and comes back here afterwards (the kept redirectUrl, as for private pages).
 */
export function SignInCard() {
  const { t } = useTranslation('friends');
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    document.title = `${t('invitations.title')} · BeTogether`;
  }, [t]);

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, sm: 8 } }}>
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 5, px: { xs: 2, sm: 4 } }}>
          <GroupAddOutlined sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} aria-hidden />
          <Typography variant="h2" component="h1" gutterBottom>
            {t('invitations.signInTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('invitations.signInBody')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.login.href()}
              onClick={() => sessionStorage.setItem(storageKeys.redirectUrl, here)}
            >
              {t('invitations.signIn')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={paths.register.href()}>
              {t('invitations.join')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
