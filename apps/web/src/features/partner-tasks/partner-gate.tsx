import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { useBecomePartner } from './api/become-partner';

/**
 * The partner area's door: partners and admins go in; a member is told what partners do and may
 * switch role here (the server refuses partner calls to anyone else, 403).
 */
export function PartnerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('partner-tasks');
  const notify = useNotify();
  const { userData } = useSession();
  const become = useBecomePartner();
  const role = userData?.role;
  if (role === 'partner' || role === 'admin') return children;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Box sx={{ display: 'inline-flex', p: 2, borderRadius: '50%', bgcolor: 'action.hover', mb: 2 }}>
        <BusinessCenterOutlined color="primary" fontSize="large" />
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('gate.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('gate.body')}
      </Typography>
      <Button
        variant="contained"
        size="large"
        loading={become.isPending}
        onClick={() =>
          become.mutate(undefined, {
            onSuccess: () => notify(t('gate.done')),
            onError: (error) => notify(problemMessage(error, t), 'error'),
          })
        }
      >
        {t('gate.switch')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('gate.later')}
      </Typography>
    </Paper>
  );
}
