import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { CoinIcon } from '@/ui/coin-icon';
import { Hint } from '@/ui/hint';
import { useWalletBalance } from '../api/get-wallet-summary';
import { useLiveWallet } from '../api/use-live-wallet';

/**
 * The member's coin balance in the top bar of the member layouts, live (`wallet:balance`), and
 * the way to the dashboard.
 */
export function HeaderBalance() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={72} height={32} sx={{ borderRadius: 4 }} />}>
      <HeaderBalanceInner />
    </Suspense>
  );
}

function HeaderBalanceInner() {
  const { t, i18n } = useTranslation('wallet');
  useLiveWallet();
  const wallet = useWalletBalance();
  const balance = wallet.data?.balance;
  const exact = balance === undefined ? '' : formatCoins(balance, i18n.language);
  const label =
    balance === undefined
      ? t('header.labelUnknown')
      : t('header.label', { count: balance, formatted: exact });

  return (
    <Hint title={label}>
      <ButtonBase
        component={RouterLink}
        to={paths.coinDashboard.href()}
        aria-label={label}
        data-testid="header-balance"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          height: 36,
          pl: 0.5,
          pr: 1.25,
          borderRadius: 5,
          border: 1,
          borderColor: 'coin.main',
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(242, 183, 5, 0.12)' : '#FFF8E1'),
          color: 'text.primary',
          fontWeight: 700,
          fontSize: 14,
          flexShrink: 0,
          '&:hover': {
            bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(242, 183, 5, 0.2)' : '#FFEFB3'),
          },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <CoinIcon sx={{ fontSize: 24 }} />
        {balance === undefined ? (
          wallet.isError ? (
            <Box component="span" aria-hidden>
              –
            </Box>
          ) : (
            <Skeleton width={32} />
          )
        ) : (
          <Box component="span" aria-hidden>
            {formatCoins(balance, i18n.language, { compact: true })}
          </Box>
        )}
      </ButtonBase>
    </Hint>
  );
}
