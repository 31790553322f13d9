import type { ReferralSummary } from '@betogether/contracts/wallet/wallet.schemas';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { useReferrals } from '../api/get-referrals';

function Step({ done, children }: { done: boolean; children: string }) {
  const Icon = done ? CheckCircleOutlined : RadioButtonUncheckedOutlined;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color={done ? 'success' : 'disabled'} aria-hidden />
      {children}
    </Box>
  );
}

/**
 * A newcomer's pending welcome bonus (docs/decisions.md, "Referral bonus vesting"): who invited
 * them, what they get, and the two conditions with where each stands. Nothing once it is paid.
 */
export function WelcomeBonusNotice() {
  const { t, i18n } = useTranslation('wallet');
  const referrals: ReferralSummary | undefined = useReferrals().data;
  const bonus = referrals?.welcomeBonus;
  if (bonus?.status !== 'pending') return null;
  const vestsAfter = new Date(bonus.vestsAfter);
  const waited = vestsAfter.getTime() <= Date.now();
  return (
    <Alert
      severity="info"
      variant="outlined"
      component="section"
      role="region"
      aria-labelledby="welcome-bonus-title"
    >
      <AlertTitle id="welcome-bonus-title" component="h2" sx={{ fontSize: '1rem' }}>
        {t('welcome.title')}
      </AlertTitle>
      {t('welcome.body', {
        name: bonus.invitedBy,
        coins: formatCoins(bonus.coins, i18n.language),
        days: referrals?.vestingDays ?? 0,
      })}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
        <Step done={waited}>
          {waited
            ? t('welcome.waitDone')
            : t('welcome.waitUntil', {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(vestsAfter),
              })}
        </Step>
        <Step done={bonus.activityDone}>
          {bonus.activityDone ? t('welcome.activityDone') : t('welcome.activityTodo')}
        </Step>
      </Box>
      {!bonus.activityDone && (
        <Button
          component={RouterLink}
          to={paths.coinStore.href()}
          variant="outlined"
          color="inherit"
          size="small"
          sx={{ mt: 1.5 }}
        >
          {t('welcome.buy')}
        </Button>
      )}
    </Alert>
  );
}
