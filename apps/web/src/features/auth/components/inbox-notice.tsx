import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, oneOf, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { emailRequests } from '../api/email-requests';
import { AuthHeading } from './auth-heading';

/** The notice's address: the request it follows (`?kind=`), a password reset when it says none. */
export const inboxAddress = defineUrlFilters({ kind: oneOf(emailRequests) });

/** /auth/try-submit: "check your inbox" after a reset or username request. */
export function InboxNotice() {
  const { t } = useTranslation('auth');
  const [address] = useUrlFilters(inboxAddress);
  const kind = address.kind === 'username-reminder' ? 'username' : 'reset';
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
        <Button component={RouterLink} to={paths.login.href()} variant="contained" size="large">
          {t('code.backToLogin')}
        </Button>
        <Button
          component={RouterLink}
          to={kind === 'username' ? paths.obtainId.href() : paths.resetPassword.href()}
        >
          {t('inbox.again')}
        </Button>
      </Box>
    </Box>
  );
}
