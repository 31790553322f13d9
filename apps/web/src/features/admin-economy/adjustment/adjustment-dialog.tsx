import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { useCreateAdjustment } from '../api/create-adjustment';
import { parseCoinsInput } from '../coin-format';
import { CoinAmount } from '../components/coin-amount';
import { economyProblems } from '../economy-problems';
import {
  ADJUSTMENT_LIMITS,
  type AdjustmentDirection,
  type AdjustmentDraft,
  type AdjustmentField,
  type AdjustmentMember,
  balanceAfterAdjustment,
  checkAdjustment,
} from './adjustment-form';
import { MemberPicker } from './member-picker';

type Props = {
  /** The member chosen beforehand (from a transaction's entries), or null to search one. */
  initialMember: AdjustmentMember | null;
  onClose: () => void;
};

/**
 * A manual credit or debit of a member's coins, with a mandatory reason (written to the audit
 * log). Shows what will happen before it is sent; one Idempotency-Key per submission, the same
 * one again when a failed submission is retried unchanged.
 */
export function AdjustmentDialog({ initialMember, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-economy');
  // 'en' until i18next has picked the language (and in tests without an i18n instance).
  const language = i18n.language || 'en';
  const notify = useNotify();
  const id = useId();
  const keys = useIdempotencyKeys();
  const adjust = useCreateAdjustment();
  const [draft, setDraft] = useState<AdjustmentDraft>({
    member: initialMember,
    direction: 'credit',
    coins: '',
    reason: '',
  });
  const [shown, setShown] = useState<Partial<Record<AdjustmentField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const check = checkAdjustment(draft, language);
  const after = balanceAfterAdjustment(draft, language);
  const coins = parseCoinsInput(draft.coins, language);

  const message = (field: AdjustmentField): string | undefined => {
    const problem = check.problems[field];
    if (!problem || !(submitted || shown[field])) return undefined;
    return t(`adjustment.problems.${problem}`, {
      min: ADJUSTMENT_LIMITS.reasonMin,
      max: ADJUSTMENT_LIMITS.reasonMax,
      coinsMax: formatCoins(ADJUSTMENT_LIMITS.coinsMax, language),
      balance: formatCoins(draft.member?.balance ?? 0, language),
      // The plural of "coins" follows the balance (other problems ignore it).
      count: draft.member?.balance ?? 0,
    });
  };
  const change = (changes: Partial<AdjustmentDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    if (adjust.isError) adjust.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const body = check.body;
    if (!body) return;
    adjust.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (answer) => {
          keys.settle();
          notify(
            t('adjustment.done', {
              number: answer.transaction.number,
              username: draft.member?.username ?? '',
              balance: formatCoins(answer.balance, language),
              count: answer.balance,
            }),
          );
          onClose();
        },
      },
    );
  };
  const insufficient = adjust.error instanceof ApiError && adjust.error.code === 'INSUFFICIENT_BALANCE';
  const verb = draft.direction === 'credit' ? 'credit' : 'debit';

  return (
    <FormDialog
      title={t('adjustment.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={adjust.isPending}
      submitLabel={adjust.isError && !insufficient ? t('adjustment.retry') : t(`adjustment.submit.${verb}`)}
      cancelLabel={t('actions.cancel')}
      submitColor={draft.direction === 'credit' ? 'primary' : 'error'}
      contentSx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <DialogContentText>{t('adjustment.intro')}</DialogContentText>
      <MemberPicker
        value={draft.member}
        onChange={(member) => {
          change({ member });
          setShown((s) => ({ ...s, member: true }));
        }}
        error={message('member')}
      />
      <Box>
        <Typography variant="body2" component="p" id={`${id}-direction`} sx={{ mb: 0.75, fontWeight: 600 }}>
          {t('adjustment.direction')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color={draft.direction === 'credit' ? 'success' : 'error'}
          value={draft.direction}
          onChange={(_event, value: AdjustmentDirection | null) => value && change({ direction: value })}
          aria-labelledby={`${id}-direction`}
        >
          <ToggleButton value="credit">
            <AddOutlined fontSize="small" sx={{ mr: 0.5 }} />
            {t('adjustment.credit')}
          </ToggleButton>
          <ToggleButton value="debit">
            <RemoveOutlined fontSize="small" sx={{ mr: 0.5 }} />
            {t('adjustment.debit')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <TextField
        label={t('adjustment.coins')}
        required
        value={draft.coins}
        onChange={(event) => change({ coins: event.target.value })}
        onBlur={() => setShown((s) => ({ ...s, coins: true }))}
        error={Boolean(message('coins')) || insufficient}
        helperText={message('coins') ?? t('adjustment.coinsHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        label={t('adjustment.reason')}
        required
        multiline
        minRows={2}
        value={draft.reason}
        onChange={(event) => change({ reason: event.target.value })}
        onBlur={() => setShown((s) => ({ ...s, reason: true }))}
        error={Boolean(message('reason'))}
        helperText={message('reason') ?? t('adjustment.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: ADJUSTMENT_LIMITS.reasonMax + 50 } }}
      />
      {draft.member && coins !== null && coins > 0 && !check.problems.coins && (
        <Alert
          severity={draft.direction === 'credit' ? 'info' : 'warning'}
          icon={false}
          role="status"
          data-testid="adjustment-summary"
        >
          <Typography variant="body2" component="span">
            {t(`adjustment.summary.${verb}`, { username: draft.member.username })}{' '}
          </Typography>
          <CoinAmount coins={draft.direction === 'credit' ? coins : -coins} signed strong />
          {draft.member.balance !== undefined && after !== null && (
            <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
              {t('adjustment.summary.balance', {
                before: formatCoins(draft.member.balance, language),
                after: formatCoins(after, language),
              })}
            </Typography>
          )}
        </Alert>
      )}
      {adjust.isError && (
        <Alert severity="error" role="alert">
          {problemMessage(adjust.error, t, economyProblems)}
        </Alert>
      )}
    </FormDialog>
  );
}
