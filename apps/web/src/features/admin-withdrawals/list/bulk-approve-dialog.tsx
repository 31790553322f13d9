import type { WithdrawalBulkResult } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { FormDialog } from '@/ui/form-dialog';
import { withdrawalsProblems } from '../admin-withdrawals-problems';
import { useBulkApproveWithdrawals } from '../api/bulk-approve-withdrawals';
import { withdrawalNumber } from '../components/withdrawal-format';
import { type ApprovalStep, approvalStep } from '../detail/approval-step';
import { BulkResults } from './bulk-results';
import type { WithdrawalItem } from './row-selection';

type Props = {
  items: WithdrawalItem[];
  /** Above this many coins a withdrawal needs two admins (null while the settings are unknown). */
  threshold: number | null;
  /** The approvals went through (whatever became of each): the selection is spent. */
  onDone: () => void;
  onClose: () => void;
};

/**
 * "Approve selected": asks once more (how many, how many coins, what the two-person rule will do),
 * sends them together with one Idempotency-Key, then says what became of each, refusals included.
 */
export function BulkApproveDialog({ items, threshold, onDone, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const keys = useIdempotencyKeys();
  const approve = useBulkApproveWithdrawals();
  const [results, setResults] = useState<WithdrawalBulkResult['results'] | null>(null);
  const titleId = useId();
  const coins = items.reduce((sum, item) => sum + item.coins, 0);
  const { userData } = useSession();
  const kindOf = (item: WithdrawalItem) => approvalStep(item, userData?.id ?? null, threshold).kind;
  const numbersOf = (kind: ApprovalStep['kind']) =>
    items.filter((item) => kindOf(item) === kind).map((item) => withdrawalNumber(item.number));
  const firsts = numbersOf('first');
  const own = numbersOf('own');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (approve.isPending) return;
    const ids = items.map((item) => item.id);
    approve.mutate(
      { ids, idempotencyKey: keys.keyFor(ids) },
      {
        onSuccess: (answer) => {
          keys.settle();
          setResults(answer.results);
          onDone();
        },
      },
    );
  };

  if (results)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('bulk.resultsTitle')}</DialogTitle>
        <DialogContent dividers>
          <BulkResults results={results} items={items} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('actions.done')}
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <FormDialog
      title={t('bulk.confirmTitle', { count: items.length })}
      onClose={onClose}
      onSubmit={submit}
      pending={approve.isPending}
      submitLabel={approve.isError ? t('actions.tryAgain') : t('bulk.confirm', { count: items.length })}
      cancelLabel={t('actions.cancel')}
      fullScreenOnPhone={false}
      contentSx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <DialogContentText>
        {t('bulk.confirmBody', { count: items.length, coins: formatCoins(coins, i18n.language) })}
      </DialogContentText>
      {firsts.length > 0 && threshold !== null && (
        <Alert severity="info" role="note">
          {t('bulk.twoPerson', {
            count: firsts.length,
            threshold: formatCoins(threshold, i18n.language),
            numbers: firsts.join(', '),
          })}
        </Alert>
      )}
      {own.length > 0 && (
        <Alert severity="warning" role="note">
          {t('bulk.ownFirst', { count: own.length, numbers: own.join(', ') })}
        </Alert>
      )}
      <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto' }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item.id}>
            {t('bulk.line', {
              number: withdrawalNumber(item.number),
              username: item.member.username,
              coins: formatCoins(item.coins, i18n.language),
            })}
          </Typography>
        ))}
      </Box>
      {approve.isError && (
        <Alert severity="error" role="alert">
          {problemMessage(approve.error, t, withdrawalsProblems)}
        </Alert>
      )}
    </FormDialog>
  );
}
