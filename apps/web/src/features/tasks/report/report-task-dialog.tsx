import {
  REVIEW_REASON_MAX,
  type TaskReportReason,
  taskReportReasons,
} from '@betogether/contracts/tasks/tasks.constants';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type FormEvent, useId, useState } from 'react';
import { useSingleFlight } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useReportTask } from '../api/report-task';
import { taskProblem } from '../components/task-format';

type Props = { taskId: string; open: boolean; onClose: () => void };

/**
 * "Report this task": a reason and, if the member wants, details for the admins. The shared
 * ui/report-dialog.tsx takes the moderation reasons (harassment, nudity…); a task has its own
 * (misleading, broken…), so this dialog is the same form with those.
 */
export function ReportTaskDialog({ taskId, open, onClose }: Props) {
  const { t } = useTranslation('tasks');
  const notify = useNotify();
  const id = useId();
  const report = useReportTask(taskId);
  const flight = useSingleFlight();
  const [reason, setReason] = useState<TaskReportReason | null>(null);
  const [details, setDetails] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || !flight.begin()) return;
    report.mutate(
      { reason, details: details.trim() },
      {
        onSuccess: () => {
          notify(t('report.sent'));
          setReason(null);
          setDetails('');
          onClose();
        },
        onSettled: flight.end,
      },
    );
  };

  return (
    <FormDialog
      title={t('report.title')}
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
      {report.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {taskProblem(report.error, t)}
        </Alert>
      )}
      <RadioGroup
        aria-labelledby={`${id}-intro`}
        value={reason ?? ''}
        onChange={(event) => setReason(event.target.value as TaskReportReason)}
      >
        {taskReportReasons.map((item) => (
          <FormControlLabel key={item} value={item} control={<Radio />} label={t(`report.reasons.${item}`)} />
        ))}
      </RadioGroup>
      <TextInput
        label={t('report.details')}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        multiline
        minRows={2}
        inputProps={{ maxLength: REVIEW_REASON_MAX }}
        helperText={t('report.detailsHelp', { used: details.length, max: REVIEW_REASON_MAX })}
        sx={{ mt: 2 }}
      />
    </FormDialog>
  );
}
