import { REVIEW_REASON_MAX } from '@betogether/contracts/tasks/tasks.constants';
import Alert from '@mui/material/Alert';
import type { ButtonProps } from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';

/** The shortest reason the server takes (task-reviews.schemas). */
const REASON_MIN = 3;

type Props = {
  title: string;
  body: ReactNode;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  pending: boolean;
  /** The failed decision, in the admin's words (what was typed stays). */
  problem: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
};

/**
 * A decision that needs a reason (a refusal, a report dismissed, a task cancelled): what it will do,
 * the reason the partner or member will read, checked as it is typed.
 */
export function DecisionDialog({
  title,
  body,
  submitLabel,
  submitColor = 'error',
  pending,
  problem,
  onSubmit,
  onClose,
}: Props) {
  const { t } = useTranslation('admin-tasks');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const short = reason.trim().length < REASON_MIN;
  const showError = short && (tried || reason.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!short && !pending) onSubmit(reason.trim());
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={submitLabel}
      submitColor={submitColor}
      cancelLabel={t('actions.back')}
      fullScreenOnPhone={false}
      contentSx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <DialogContentText component="div">{body}</DialogContentText>
      <TextField
        label={t('decision.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        autoFocus
        multiline
        minRows={2}
        error={showError}
        helperText={showError ? t('decision.reasonShort', { min: REASON_MIN }) : t('decision.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX } }}
      />
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </FormDialog>
  );
}
