import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { allowedActions, approvalStep } from './approval-step';
import { ApproveDialog } from './approve-dialog';
import { PaidDialog, RejectDialog } from './decision-dialogs';

type Props = {
  withdrawal: AdminWithdrawal | null;
  threshold: number | null;
  onClose: () => void;
};

type Asking = 'approve' | 'reject' | 'pay' | null;

/**
 * The decisions the status allows, each asked once more in its own dialog: approve (saying what the
 * two-person rule makes of it, off for the admin who gave the first approval), mark paid, reject.
 */
export function WithdrawalActions({ withdrawal, threshold, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const { userData } = useSession();
  const [asking, setAsking] = useState<Asking>(null);
  const bar = useRef<HTMLDivElement>(null);
  // A decision dialog gives the focus back to the button that opened it, which the decision may have
  // removed (no "Reject" once rejected): then the next thing to do gets it, the last button enabled.
  const back = () => {
    setAsking(null);
    setTimeout(() => {
      if (bar.current?.contains(document.activeElement)) return;
      const buttons = bar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
      buttons?.[buttons.length - 1]?.focus();
    });
  };
  const allowed = withdrawal ? allowedActions(withdrawal.status) : null;
  const step = withdrawal ? approvalStep(withdrawal, userData?.id ?? null, threshold) : null;
  const hint =
    allowed?.approve && step
      ? step.kind === 'own'
        ? t('approve.ownHint')
        : step.kind === 'second'
          ? t('approve.secondHint')
          : step.kind === 'first'
            ? t('approve.firstHint', { threshold: formatCoins(step.threshold, i18n.language) })
            : null
      : null;

  return (
    <DialogActions
      ref={bar}
      sx={{ flexWrap: 'wrap', gap: 1, px: 2, py: 1.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}
    >
      {hint && (
        <Typography
          variant="body2"
          color={step?.kind === 'own' ? 'warning.main' : 'text.secondary'}
          sx={{ flex: '1 1 240px', fontWeight: step?.kind === 'own' ? 600 : 400 }}
          data-testid="approval-hint"
        >
          {hint}
        </Typography>
      )}
      <Button onClick={onClose} color="inherit" sx={{ ml: hint ? 0 : 'auto' }}>
        {t('actions.close')}
      </Button>
      {withdrawal && allowed?.reject && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<BlockOutlined />}
          onClick={() => setAsking('reject')}
        >
          {t('reject.open')}
        </Button>
      )}
      {withdrawal && allowed?.pay && (
        <Button variant="contained" startIcon={<PaidOutlined />} onClick={() => setAsking('pay')}>
          {t('paid.open')}
        </Button>
      )}
      {withdrawal && allowed?.approve && (
        <Button
          variant="contained"
          startIcon={<CheckOutlined />}
          disabled={step?.kind === 'own'}
          onClick={() => setAsking('approve')}
        >
          {step?.kind === 'second' ? t('approve.openSecond') : t('approve.open')}
        </Button>
      )}
      {withdrawal && step && asking === 'approve' && (
        <ApproveDialog withdrawal={withdrawal} step={step} onClose={back} />
      )}
      {withdrawal && asking === 'reject' && <RejectDialog withdrawal={withdrawal} onClose={back} />}
      {withdrawal && asking === 'pay' && <PaidDialog withdrawal={withdrawal} onClose={back} />}
    </DialogActions>
  );
}
