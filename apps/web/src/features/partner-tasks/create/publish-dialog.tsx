import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';
import { BalanceShort } from './balance-short';
import type { Budget } from './task-budget';

type Props = {
  open: boolean;
  free: boolean;
  budget: Budget;
  /** The partner's balance, when known. */
  balance: number | undefined;
  /** The team reviews the task before it goes live. */
  reviewed: boolean;
  /** A start chosen for later, or null: live once published. */
  startsAt: Date | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Publishing asked once more, with exactly what it does (DESIGN.md, money actions): the coins set
 * aside, the balance left, and what happens next (review, scheduled start, or live at once).
 */
export function PublishDialog({
  open,
  free,
  budget,
  balance,
  reviewed,
  startsAt,
  busy,
  onConfirm,
  onClose,
}: Props) {
  const { t, i18n } = useTranslation('partner-tasks');
  const id = useId();
  const after = balance === undefined ? null : balance - budget.total;
  const short = !free && after !== null && after < 0;
  const next = reviewed
    ? t('publish.nextReview')
    : startsAt
      ? t('publish.nextScheduled', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
            startsAt,
          ),
        })
      : t('publish.nextLive');

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>{t('publish.title')}</DialogTitle>
      <DialogContent>
        <Box id={`${id}-body`} sx={{ display: 'grid', gap: 1.5 }}>
          {free ? (
            <Typography>{t('publish.free')}</Typography>
          ) : (
            <>
              <Typography>
                {t('publish.setAside', {
                  count: budget.total,
                  formatted: formatCoins(budget.total, i18n.language),
                })}
              </Typography>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography color="text.secondary">{t('publish.budget')}</Typography>
                <CoinAmount value={budget.total} />
              </Box>
              {after !== null && (
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography color="text.secondary">{t('publish.balanceAfter')}</Typography>
                  <CoinAmount value={after} sx={{ color: short ? 'error.main' : undefined }} />
                </Box>
              )}
              {short && <BalanceShort missing={-(after ?? 0)} />}
            </>
          )}
          <Typography variant="body2" color="text.secondary">
            {next}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" loading={busy} disabled={short}>
          {t('publish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
