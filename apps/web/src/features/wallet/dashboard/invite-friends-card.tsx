import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import { RetryAlert } from '@/ui/retry-alert';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useReferrals } from '../api/get-referrals';
import { ReferralQr } from './referral-qr';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: '1 1 0', minWidth: 88 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 700, fontSize: 20 }}>{children}</Box>
    </Box>
  );
}

/** "Invite friends": the member's referral link, a copy button, its QR code and what it brought. */
export function InviteFriendsCard() {
  const { t, i18n } = useTranslation('wallet');
  const notify = useNotify();
  const query = useReferrals();
  const referrals = query.data;

  const copy = (link: string) =>
    navigator.clipboard.writeText(link).then(
      () => notify(t('invite.copied')),
      () => notify(t('invite.copyFailed'), 'warning'),
    );

  return (
    <Card component="section" aria-labelledby="invite-title" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
          <GroupAddOutlined color="primary" aria-hidden />
          <Typography id="invite-title" variant="h4" component="h2">
            {t('invite.title')}
          </Typography>
        </Stack>
        {query.isPending ? (
          <Stack sx={{ gap: 1 }} aria-busy="true">
            <Skeleton />
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" width={168} height={168} sx={{ mx: 'auto' }} />
          </Stack>
        ) : !referrals ? (
          <RetryAlert
            message={problemMessage(query.error, t)}
            retryLabel={t('actions.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {referrals.referrerBonusCoins > 0 || referrals.newMemberBonusCoins > 0
                ? t('invite.bodyWithBonus', {
                    referrer: new Intl.NumberFormat(i18n.language).format(referrals.referrerBonusCoins),
                    newMember: new Intl.NumberFormat(i18n.language).format(referrals.newMemberBonusCoins),
                    days: referrals.vestingDays,
                  })
                : t('invite.body')}
            </Typography>
            <TextInput
              value={referrals.link}
              size="small"
              label={t('invite.link')}
              readOnly
              inputProps={{ 'data-testid': 'referral-link' }}
              onFocus={(event) => event.target.select()}
              sx={{ mb: 1 }}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyOutlined />}
              fullWidth
              onClick={() => void copy(referrals.link)}
              sx={{ mb: 2 }}
            >
              {t('invite.copy')}
            </Button>
            <ReferralQr link={referrals.link} />
            <Stack direction="row" sx={{ mt: 2, gap: 2, flexWrap: 'wrap' }}>
              <Figure label={t('invite.joined')}>
                <span data-testid="referral-joined">
                  {new Intl.NumberFormat(i18n.language).format(referrals.joinedCount)}
                </span>
              </Figure>
              {referrals.pendingCount > 0 && (
                <Figure label={t('invite.pending')}>
                  {new Intl.NumberFormat(i18n.language).format(referrals.pendingCount)}
                </Figure>
              )}
              <Figure label={t('invite.bonusEarned')}>
                <CoinAmount value={referrals.bonusCoinsEarned} iconSize={20} />
              </Figure>
              {referrals.pendingBonusCount > 0 && (
                <Figure label={t('invite.bonusPending')}>
                  <span data-testid="referral-bonus-pending">
                    <CoinAmount value={referrals.pendingBonusCoins} iconSize={20} />
                  </span>
                </Figure>
              )}
            </Stack>
            {referrals.pendingBonusCount > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('invite.bonusPendingHint', {
                  count: referrals.pendingBonusCount,
                  days: referrals.vestingDays,
                })}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
