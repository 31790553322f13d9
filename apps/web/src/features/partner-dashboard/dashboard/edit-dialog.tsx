import { TASK_INSTRUCTIONS_MAX, TASK_TITLE_MAX } from '@betogether/contracts/tasks/tasks.constants';
import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { useEditTask } from '../api/edit-task';
import { partnerProblems } from '../partner-problems';
import { type EditValues, editPatchOf, editProblems, editValuesOf, TASK_TITLE_MIN } from './edit-form';

/**
 * Changes a published task: its title, its instructions, and its end (later only). Members may
 * already have taken part, so nothing they saw or did changes.
 */
export function EditDialog({ task, onClose }: { task: PartnerTask; onClose: () => void }) {
  const { t } = useTranslation('partner-dashboard');
  const notify = useNotify();
  const edit = useEditTask(task.id);
  const [initial] = useState(() => editValuesOf(task));
  const [values, setValues] = useState<EditValues>(initial);
  const problems = editProblems(values, initial, task.endsAt);
  const patch = editPatchOf(values, initial);
  const valid = Object.keys(problems).length === 0;
  const change = (field: keyof EditValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const message = (field: keyof EditValues) => {
    const problem = problems[field];
    return problem
      ? t(`edit.problems.${problem}`, {
          min: TASK_TITLE_MIN,
          max: field === 'title' ? TASK_TITLE_MAX : TASK_INSTRUCTIONS_MAX,
        })
      : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !patch || edit.isPending) return;
    edit.mutate(patch, {
      onSuccess: () => {
        notify(t('edit.done'));
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title={t('edit.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={edit.isPending}
      submitLabel={t('edit.save')}
      cancelLabel={t('actions.back')}
      submitDisabled={!valid || !patch}
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
    >
      <DialogContentText>{t('edit.body')}</DialogContentText>
      <TextField
        label={t('edit.titleField')}
        value={values.title}
        onChange={change('title')}
        required
        error={Boolean(problems.title)}
        helperText={message('title')}
        slotProps={{ htmlInput: { maxLength: TASK_TITLE_MAX + 20 } }}
      />
      <TextField
        label={t('edit.instructions')}
        value={values.instructions}
        onChange={change('instructions')}
        multiline
        minRows={3}
        error={Boolean(problems.instructions)}
        helperText={
          message('instructions') ??
          t('edit.instructionsHelp', { length: values.instructions.length, max: TASK_INSTRUCTIONS_MAX })
        }
      />
      <TextField
        label={t('edit.endsAt')}
        type="datetime-local"
        value={values.endsAt}
        onChange={change('endsAt')}
        required
        error={Boolean(problems.endsAt)}
        helperText={message('endsAt') ?? t('edit.endsAtHelp')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: initial.endsAt } }}
      />
      {edit.isError && (
        <Alert severity="error" role="alert">
          {problemMessage(edit.error, t, partnerProblems)}
        </Alert>
      )}
    </FormDialog>
  );
}
