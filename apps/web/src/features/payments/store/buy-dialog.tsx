import type { CoinPack } from '@betogether/contracts/payments/coin-packs.schemas';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { isRetryableError } from '@/lib/idempotency-keys';
import { formatMoney } from '@/lib/money-format';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import type { useCheckout } from '../api/create-checkout';

type Props = {
  pack: CoinPack | null;
  balance: number | undefined;
  checkout: ReturnType<typeof useCheckout>;
  onClose: () => void;
};

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Box sx={{ fontWeight: 700, textAlign: 'right' }}>{children}</Box>
    </Stack>
  );
}

/**
 * What buying this pack does, exactly (DESIGN.md: amount and resulting balance before confirming),
 * the consent to immediate delivery that EU law asks for digital content (our terms say so), then
 * Pay → checkout → the provider's page. A failure without a definite answer offers a retry that
 * repeats the same request (same Idempotency-Key).
 */
export function BuyDialog({ pack, balance, checkout, onClose }: Props) {
  const { t, i18n } = useTranslation('payments');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const busy = checkout.isPending || checkout.isSuccess;
  const error = checkout.isError ? checkout.error : null;
  const retryable = isRetryableError(error);

  const close = () => {
    if (busy) return;
    setConsent(false);
    setConsentMissing(false);
    checkout.reset();
    onClose();
  };

  if (!pack) return null;
  const price = formatMoney(pack.priceMinor, pack.currency, i18n.language);
  const pay = () => {
    if (!consent) {
      setConsentMissing(true);
      return;
    }
    checkout.mutate(pack.id);
  };

  return (
    <Dialog open onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="buy-title">
      <DialogTitle id="buy-title">{t('buy.title', { name: pack.name })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 1.5 }}>
          <Line label={t('buy.youReceive')}>
            <CoinAmount value={pack.totalCoins} />
            {pack.bonusCoins > 0 && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 400 }}>
                {t('buy.includingBonus', {
                  bonus: new Intl.NumberFormat(i18n.language).format(pack.bonusCoins),
                })}
              </Typography>
            )}
          </Line>
          <Line label={t('buy.youPay')}>{price}</Line>
          {balance !== undefined && (
            <>
              <Divider />
              <Line label={t('buy.balanceNow')}>
                <CoinAmount value={balance} />
              </Line>
              <Line label={t('buy.balanceAfter')}>
                <CoinAmount value={balance + pack.totalCoins} />
              </Line>
            </>
          )}
          <Divider />
          <FormControlLabel
            control={
              <Checkbox
                checked={consent}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  if (event.target.checked) setConsentMissing(false);
                }}
                slotProps={{
                  input: { 'aria-describedby': consentMissing ? 'buy-consent-error' : undefined },
                }}
              />
            }
            label={<Typography variant="body2">{t('buy.consent')}</Typography>}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
          />
          {consentMissing && (
            <Typography id="buy-consent-error" variant="body2" color="error" role="alert">
              {t('buy.consentMissing')}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 1 }}>
            <LockOutlined fontSize="small" aria-hidden />
            {t('buy.secure')}
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {problemMessage(error, t, { ns: 'payments' })}
              {retryable && ` ${t('buy.retryHint')}`}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {t('buy.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={pay}
          disabled={busy || (error !== null && !retryable)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? t('buy.opening') : retryable ? t('buy.retry') : t('buy.pay', { price })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
