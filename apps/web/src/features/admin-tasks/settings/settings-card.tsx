import type { TaskSettings } from '@betogether/contracts/tasks/tasks.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useNotify } from '@/ui/snackbar';
import { adminTasksProblems } from '../admin-tasks-problems';
import { useTaskSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import {
  type SettingField,
  type SettingsValues,
  settingBounds,
  settingFields,
  settingsBodyOf,
  settingsProblems,
  settingsValuesOf,
} from './settings-form';

/** The form, once the current settings are known (it starts from them). */
function SettingsForm({ settings }: { settings: TaskSettings }) {
  const { t, i18n } = useTranslation('admin-tasks');
  const notify = useNotify();
  const update = useUpdateSettings();
  const [saved, setSaved] = useState(() => settingsValuesOf(settings));
  const [values, setValues] = useState<SettingsValues>(saved);
  const problems = settingsProblems(values);
  const valid = Object.keys(problems).length === 0;
  const changed = settingFields.some((field) => values[field].trim() !== saved[field]);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !changed || update.isPending) return;
    update.mutate(settingsBodyOf(values), {
      onSuccess: (answer) => {
        const next = settingsValuesOf(answer);
        setSaved(next);
        setValues(next);
        notify(t('settings.saved'));
      },
    });
  };
  const helper = (field: SettingField) => {
    const problem = problems[field];
    const bounds = { min: number(settingBounds[field].min), max: number(settingBounds[field].max) };
    return problem ? t(`settings.problems.${problem}`, bounds) : t(`settings.help.${field}`, bounds);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {settingFields.map((field) => (
        <TextField
          key={field}
          size="small"
          label={t(`settings.fields.${field}`)}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          required
          error={Boolean(problems[field])}
          helperText={helper(field)}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
      ))}
      {update.isError && (
        <Alert severity="error" role="alert">
          {problemMessage(update.error, t, adminTasksProblems)}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={!valid || !changed} loading={update.isPending}>
          {t('settings.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** The rules of the tasks' economy, read and changed here (every change is audited). */
export function SettingsCard() {
  const { t } = useTranslation('admin-tasks');
  const settings = useTaskSettings();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="admin-task-settings"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography id="admin-task-settings" variant="h4" component="h2">
          {t('settings.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.subtitle')}
        </Typography>
      </Box>
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <RetryAlert
          message={problemMessage(settings.error, t, adminTasksProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Box role="status" aria-label={t('settings.loading')} sx={{ display: 'grid', gap: 2 }}>
          {settingFields.map((field) => (
            <Skeleton key={field} variant="rounded" height={40} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
