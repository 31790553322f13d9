import type { CoinPack } from '@betogether/contracts/payments/coin-packs.schemas';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import { RetryAlert } from '@/ui/retry-alert';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useCheckout } from '../api/create-checkout';
import { useCoinPacks, usePaymentsStatus } from '../api/get-coin-packs';
import { paymentsKeys } from '../api/payments-keys';
import { BuyDialog } from './buy-dialog';
import { PackCard } from './pack-card';
import { PurchaseHistory } from './purchase-history';

const cell = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

function PackSkeletons() {
  const { t } = useTranslation('payments');
  return (
    <Grid container spacing={2} role="status" aria-busy="true" aria-label={t('store.loading')}>
      {[0, 1, 2, 3].map((key) => (
        <Grid key={key} size={cell}>
          <Card sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Skeleton width="60%" />
            <Skeleton variant="circular" width={56} height={56} />
            <Skeleton width="50%" height={36} />
            <Skeleton width="30%" />
            <Skeleton variant="rounded" width="100%" height={36} />
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

type Props = {
  /** The member's balance now (from the wallet), for "balance after" in the confirmation. */
  balance: number | undefined;
};

/** /betogether/users/jackpot/gold-coin-store: the coin packs on sale, Buy, and past purchases. */
export function CoinStorePage({ balance }: Props) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const packs = useCoinPacks();
  const status = usePaymentsStatus();
  const checkout = useCheckout();
  const [chosen, setChosen] = useState<CoinPack | null>(null);
  const onHold = status.data?.purchasesAllowed === false;

  useEffect(() => {
    document.title = `${t('store.title')} · BeTogether`;
  }, [t]);

  // A pack taken off sale meanwhile, or a hold: the store shows the new state.
  useEffect(() => {
    const error = checkout.error;
    if (!(error instanceof ApiError)) return;
    if (error.code === 'COIN_PACK_UNAVAILABLE' || error.code === 'COIN_PACK_NOT_FOUND')
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.packs() });
    if (error.code === 'PURCHASES_ON_HOLD')
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.status() });
  }, [checkout.error, queryClient]);

  let content: ReactNode;
  if (packs.isPending) content = <PackSkeletons />;
  else if (packs.isError)
    content = (
      <RetryAlert
        message={problemMessage(packs.error, t, { ns: 'payments' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void packs.refetch()}
      />
    );
  else if (packs.data.items.length === 0)
    content = (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <StorefrontOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
          <Typography variant="h4" component="p" gutterBottom>
            {t('store.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('store.emptyBody')}</Typography>
        </CardContent>
      </Card>
    );
  else
    content = (
      <Box component="section" aria-labelledby="packs-title">
        {/* The packs' names are h3: their section heading keeps the order h1 → h2 → h3. */}
        <Typography id="packs-title" variant="h4" component="h2" sx={visuallyHidden}>
          {t('store.packsLabel')}
        </Typography>
        <Grid container spacing={2}>
          {packs.data.items.map((pack) => (
            <Grid key={pack.id} size={cell}>
              <PackCard pack={pack} disabled={onHold} onBuy={setChosen} />
            </Grid>
          ))}
        </Grid>
      </Box>
    );

  return (
    <Box sx={{ px: { xs: 1, sm: 0 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 1, mb: 2 }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            {t('store.title')}
          </Typography>
          <Typography color="text.secondary">{t('store.subtitle')}</Typography>
        </Box>
        {balance !== undefined && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography color="text.secondary">{t('store.yourBalance')}</Typography>
            <CoinAmount value={balance} iconSize={22} sx={{ fontWeight: 700, fontSize: 18 }} />
          </Box>
        )}
      </Stack>
      <Stack sx={{ gap: 3 }}>
        {onHold && <Alert severity="warning">{t('problems.PURCHASES_ON_HOLD')}</Alert>}
        {content}
        <Typography variant="body2" color="text.secondary">
          {t('store.note')}
        </Typography>
        <PurchaseHistory />
      </Stack>
      <BuyDialog pack={chosen} balance={balance} checkout={checkout} onClose={() => setChosen(null)} />
    </Box>
  );
}
