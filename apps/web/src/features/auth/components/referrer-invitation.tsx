import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { QueryProvider } from '@/lib/query-client';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { useReferralOffer } from '../api/referral-offer';
import { useReferrer } from '../api/referrer';
import { updateDraft } from '../register/register-draft';
import { AuthHeading } from './auth-heading';

/** /auth/{ReferrerLink}: who invited you, then the registration form with the referrer kept. */
export function ReferrerInvitation({ code }: { code: string }) {
  return (
    <QueryProvider>
      <Invitation code={code} />
    </QueryProvider>
  );
}

function Invitation({ code }: { code: string }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const referrer = useReferrer(code);
  const offer = useReferralOffer().data;
  const start = (withReferrer: boolean) => {
    updateDraft({ referrer: withReferrer ? code : null });
    navigate(paths.register.href());
  };
  return (
    <Box sx={{ textAlign: 'center' }}>
      <AuthHeading title={t('invitation.title')} />
      {referrer.isPending && (
        <Skeleton variant="circular" width={80} height={80} sx={{ mx: 'auto', mb: 2 }} />
      )}
      {referrer.data && (
        <>
          <Avatar
            src={referrer.data.avatarUrl ?? undefined}
            sx={{ width: 80, height: 80, mx: 'auto', mb: 2, fontSize: 32 }}
          >
            {referrer.data.displayName.slice(0, 1)}
          </Avatar>
          <Typography sx={{ mb: offer ? 1 : 3 }}>
            {t('invitation.body', { name: referrer.data.displayName })}
          </Typography>
          {offer && (
            // What the newcomer gets, and the rule of the bonus (docs/decisions.md, Hardening).
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="invitation-offer">
              {offer.newMemberBonusCoins > 0
                ? t('invitation.offer', {
                    name: referrer.data.displayName,
                    coins: new Intl.NumberFormat(i18n.language).format(offer.newMemberBonusCoins),
                    days: offer.vestingDays,
                  })
                : t('invitation.offerFriendsOnly', { name: referrer.data.displayName })}
            </Typography>
          )}
          <Button variant="contained" size="large" fullWidth onClick={() => start(true)}>
            {t('invitation.accept')}
          </Button>
        </>
      )}
      {referrer.isError && (
        <>
          <Alert severity="warning" sx={{ mb: 3, textAlign: 'left' }}>
            {t('invitation.invalid')}
          </Alert>
          <Button variant="contained" size="large" fullWidth onClick={() => start(false)}>
            {t('register.title')}
          </Button>
        </>
      )}
    </Box>
  );
}
