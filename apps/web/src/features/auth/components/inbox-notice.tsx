import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthHeading } from './auth-heading';

/** /auth/try-submit: "check your inbox" after a reset or username request. */
export function InboxNotice() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'username-reminder' ? 'username' : 'reset';
  return (
    <Box sx={{ textAlign: 'center' }}>
      <MarkEmailReadOutlined color="primary" sx={{ fontSize: 64, mb: 1 }} aria-hidden />
      <AuthHeading title={t('inbox.title')} />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t(`inbox.${kind}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('inbox.spam')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Button component={RouterLink} to="/auth/login" variant="contained" size="large">
          {t('code.backToLogin')}
        </Button>
        <Button component={RouterLink} to={kind === 'username' ? '/auth/obtain_id' : '/auth/reset_password'}>
          {t('inbox.again')}
        </Button>
      </Box>
    </Box>
  );
}
