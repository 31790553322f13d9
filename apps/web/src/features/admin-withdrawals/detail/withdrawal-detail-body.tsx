import type { PayoutDestinationField } from '@betogether/contracts/payouts/payouts.constants';
import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { Coins } from '../components/coins';
import { MemberLine } from '../components/member-line';
import { exactDate, formatMoney } from '../components/withdrawal-format';
import { Fact, Facts } from './facts';
import { WithdrawalHistory } from './withdrawal-history';

/** Where the withdrawal stands, in one sentence, when there is more to say than its chip. */
function StatusNote({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const first = withdrawal.approvals[0];
  if (withdrawal.status === 'pending' && withdrawal.needsSecondApproval && first)
    return (
      <Alert severity="warning" role="note">
        {t('detail.waitingSecond', {
          admin: first.admin ? `@${first.admin.username}` : t('detail.formerAdmin'),
          date: exactDate(first.at, i18n.language),
        })}
      </Alert>
    );
  if (withdrawal.status === 'rejected')
    return (
      <Alert severity="error" role="note">
        {t('detail.rejectedBecause', { reason: withdrawal.reason ?? '' })}
      </Alert>
    );
  if (withdrawal.status === 'paid')
    return (
      <Alert severity="success" role="note">
        {t('detail.paidWith', { reference: withdrawal.reference ?? '' })}
      </Alert>
    );
  if (withdrawal.status === 'cancelled')
    return (
      <Alert severity="info" role="note">
        {t('detail.cancelledByMember')}
      </Alert>
    );
  return null;
}

/** A withdrawal for finance: who, where the money goes, how much, at which rate, and what happened. */
export function WithdrawalDetailBody({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const destination = Object.entries(withdrawal.destination) as Array<[PayoutDestinationField, string]>;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <StatusNote withdrawal={withdrawal} />
      <Box component="section" aria-labelledby="withdrawal-who" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="withdrawal-who" variant="h5" component="h3">
          {t('detail.who')}
        </Typography>
        <MemberLine
          person={withdrawal.member}
          detail={`@${withdrawal.member.username} · ${withdrawal.member.email}`}
        />
        <Facts label={t('detail.destination')}>
          <Fact label={t('detail.provider')}>
            {withdrawal.provider.name} · {t(`providerKinds.${withdrawal.provider.kind}`)}
          </Fact>
          {destination.map(([field, value]) => (
            <Fact key={field} label={t(`destination.${field}`)}>
              <Box component="span" sx={{ fontFamily: field === 'iban' ? 'monospace' : undefined }}>
                {value}
              </Box>
            </Fact>
          ))}
        </Facts>
      </Box>
      <Box component="section" aria-labelledby="withdrawal-amounts" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="withdrawal-amounts" variant="h5" component="h3">
          {t('detail.amounts')}
        </Typography>
        <Facts label={t('detail.amounts')}>
          <Fact label={t('detail.coins')}>
            <Coins value={withdrawal.coins} strong />
          </Fact>
          <Fact label={t('detail.fee')}>
            <Coins value={withdrawal.feeCoins} />
          </Fact>
          <Fact label={t('detail.money')}>
            <Box component="strong" data-testid="withdrawal-money">
              {formatMoney(withdrawal, i18n.language)}
            </Box>
          </Fact>
          <Fact label={t('detail.rate')}>
            {t('detail.rateValue', {
              version: withdrawal.rate.version,
              rate: withdrawal.rate.rate,
              currency: withdrawal.currency,
            })}
          </Fact>
          <Fact label={t('detail.requested')}>
            <time dateTime={withdrawal.requestedAt}>{exactDate(withdrawal.requestedAt, i18n.language)}</time>
          </Fact>
        </Facts>
      </Box>
      <WithdrawalHistory withdrawal={withdrawal} />
    </Box>
  );
}
