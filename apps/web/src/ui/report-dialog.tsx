import {
  REPORT_DETAILS_MAX,
  type ReportKind,
  type ReportReason,
  reportReasons,
} from '@betogether/contracts/moderation/moderation.constants';
import type { ReportBody } from '@betogether/contracts/moderation/moderation.schemas';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useSingleFlight } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';

const isAlreadySent = (error: unknown) => error instanceof ApiError && error.code === 'REPORT_ALREADY_SENT';

/**
 * Report a post, a comment, a profile or a chat message: a reason from the list, and details if the person wants
 * to say more. Shared by the features that show reportable things; `send` makes the call.
 */
export function ReportDialog({
  kind,
  open,
  onClose,
  send,
  note,
}: {
  kind: ReportKind;
  open: boolean;
  onClose: () => void;
  send: (body: ReportBody) => Promise<unknown>;
  /** What else the moderators will see with it (a message: the ones before it). */
  note?: string;
}) {
  const { t } = useTranslation('moderation');
  const notify = useNotify();
  const id = useId();
  const report = useMutation({ mutationFn: send });
  const flight = useSingleFlight();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || !flight.begin()) return;
    report.mutate(
      { reason, details },
      {
        onSuccess: () => {
          notify(t('report.sent'));
          onClose();
        },
        onError: (error) => {
          // Reported before (another tab): nothing left to do.
          if (isAlreadySent(error)) {
            notify(t('report.already'), 'info');
            onClose();
          }
        },
        onSettled: flight.end,
      },
    );
  };

  return (
    <FormDialog
      title={t(`report.title.${kind}`)}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      pending={report.isPending}
      submitLabel={t('report.submit')}
      cancelLabel={t('report.cancel')}
      submitDisabled={!reason}
      fullScreenOnPhone={false}
      maxWidth="xs"
    >
      <DialogContentText id={`${id}-intro`} sx={{ mb: 1 }}>
        {t('report.intro')}
      </DialogContentText>
      {note && (
        <DialogContentText variant="body2" sx={{ mb: 1 }}>
          {note}
        </DialogContentText>
      )}
      {report.isError && !isAlreadySent(report.error) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problemMessage(report.error, t, { ns: 'moderation' })}
        </Alert>
      )}
      <RadioGroup
        aria-labelledby={`${id}-intro`}
        value={reason ?? ''}
        onChange={(event) => setReason(event.target.value as ReportReason)}
      >
        {reportReasons.map((item) => (
          <FormControlLabel key={item} value={item} control={<Radio />} label={t(`reasons.${item}`)} />
        ))}
      </RadioGroup>
      <TextInput
        label={t('report.details')}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        multiline
        minRows={2}
        inputProps={{ maxLength: REPORT_DETAILS_MAX }}
        helperText={t('report.detailsHelp')}
        sx={{ mt: 2 }}
      />
    </FormDialog>
  );
}
