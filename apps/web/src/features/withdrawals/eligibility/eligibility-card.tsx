import type { WithdrawalOverview } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';

/** Whether the member may withdraw: an approved identity check and a confirmed email (the server's rule). */
export function mayWithdraw(overview: WithdrawalOverview): boolean {
  return overview.kycStatus === 'approved' && overview.emailVerified;
}

function Step({
  icon,
  title,
  body,
  action,
  to,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action: string;
  to: string;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.75, justifyItems: 'start' }}>
        <Typography component="h3" variant="h6">
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        <Button component={RouterLink} to={to} variant="contained" endIcon={<ArrowForwardRounded />}>
          {action}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * What stands between the member and a withdrawal, and where to fix it: the identity check (by its
 * state: never sent, in review, refused, asked again, expired) and the email address. No form.
 */
export function EligibilityCard({ overview }: { overview: WithdrawalOverview }) {
  const { t } = useTranslation('withdrawals');
  const kyc = overview.kycStatus;
  return (
    <Card component="section" aria-labelledby="withdrawal-locked-title" data-testid="withdrawal-locked">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <LockOutlined color="action" aria-hidden />
          <Typography id="withdrawal-locked-title" variant="h4" component="h2">
            {t('locked.title')}
          </Typography>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
          {kyc !== 'approved' && (
            <Step
              icon={<VerifiedUserOutlined />}
              title={t(`locked.kyc.${kyc}.title`)}
              body={t(`locked.kyc.${kyc}.body`)}
              action={t(`locked.kyc.${kyc}.action`)}
              to={paths.kyc.href()}
            />
          )}
          {!overview.emailVerified && (
            <Step
              icon={<MarkEmailUnreadOutlined />}
              title={t('locked.email.title')}
              body={t('locked.email.body')}
              action={t('locked.email.action')}
              to={paths.showProfile.href()}
            />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
