import Alert from '@mui/material/Alert';
import type { ButtonProps } from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';

type Props = {
  title: string;
  /** What the decision will do, said before it is made. */
  body: string;
  label: string;
  help: string;
  /** The field's rule: at least `min` and at most `max` characters once trimmed. */
  min: number;
  max: number;
  /** The texts of a value that breaks the rule. */
  requiredText: string;
  tooShortText: string;
  tooLongText: string;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  pending: boolean;
  /** The server refused the value itself (the provider's rules for a reference): shown on the field. */
  fieldProblem: string | null;
  /** The failed decision, in the admin's words; what was typed stays. */
  problem: string | null;
  onSubmit: (value: string) => void;
  onClose: () => void;
};

/**
 * A decision that takes one text (a rejection's reason, a payment's reference): what it will do, the
 * field checked as it is typed, and Cancel / the decision, off while it is on its way.
 */
export function NoteDialog(props: Props) {
  const { t } = useTranslation('admin-withdrawals');
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  // The server's word on the field holds for the text it was given, not for what is typed since.
  const [sent, setSent] = useState<string | null>(null);
  const text = value.trim();
  const rule =
    text.length === 0
      ? props.requiredText
      : text.length < props.min
        ? props.tooShortText
        : text.length > props.max
          ? props.tooLongText
          : null;
  const shown = rule && (tried || value.length > 0) ? rule : sent === text ? props.fieldProblem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (rule || props.pending) return;
    setSent(text);
    props.onSubmit(text);
  };

  return (
    <FormDialog
      title={props.title}
      onClose={props.onClose}
      onSubmit={submit}
      pending={props.pending}
      submitLabel={props.problem ? t('actions.tryAgain') : props.submitLabel}
      submitColor={props.submitColor}
      cancelLabel={t('actions.cancel')}
      fullScreenOnPhone={false}
      contentSx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <DialogContentText>{props.body}</DialogContentText>
      <TextField
        label={props.label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        autoFocus
        multiline={props.max > 200}
        minRows={props.max > 200 ? 2 : undefined}
        error={Boolean(shown)}
        helperText={shown ?? props.help}
        slotProps={{ htmlInput: { maxLength: props.max + 20, autoComplete: 'off' } }}
      />
      {props.problem && (
        <Alert severity="error" role="alert">
          {props.problem}
        </Alert>
      )}
    </FormDialog>
  );
}
