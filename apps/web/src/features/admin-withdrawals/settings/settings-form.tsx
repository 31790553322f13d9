import type { WithdrawalSettings } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { CoinIcon } from '@/ui/coin-icon';
import { useNotify } from '@/ui/snackbar';
import { withdrawalsProblems } from '../admin-withdrawals-problems';
import { useUpdateWithdrawalSettings } from '../api/update-settings';
import {
  SETTING_MAXIMUM,
  type SettingField,
  type SettingProblem,
  settingFields,
  settingMinimum,
  settingsBodyOf,
  settingsProblems,
  settingsValuesOf,
} from './settings-values';

type Props = { id: string; settings: WithdrawalSettings; onDone: () => void };

/** The three numbers, checked as they are typed; what was typed stays when saving fails. */
export function SettingsForm({ id, settings, onDone }: Props) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const notify = useNotify();
  const update = useUpdateWithdrawalSettings();
  const [start] = useState(() => settingsValuesOf(settings));
  const [values, setValues] = useState(start);
  const problems = settingsProblems(values);
  const ready =
    Object.keys(problems).length === 0 && settingFields.some((f) => values[f].trim() !== start[f]);
  const say = (field: SettingField, problem: SettingProblem | undefined) =>
    problem === undefined
      ? t(`settings.help.${field}`)
      : t(`settings.problems.${problem}`, {
          min: formatCoins(settingMinimum[field], i18n.language),
          max: formatCoins(SETTING_MAXIMUM, i18n.language),
        });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || update.isPending) return;
    update.mutate(settingsBodyOf(values), {
      onSuccess: () => {
        notify(t('settings.saved'));
        onDone();
      },
    });
  };

  return (
    <Box id={id} component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{ display: 'grid', alignItems: 'start', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}
      >
        {settingFields.map((field) => (
          <TextField
            key={field}
            required
            size="small"
            label={t(`settings.fields.${field}`)}
            value={values[field]}
            error={field in problems}
            helperText={say(field, problems[field])}
            onChange={({ target }) => setValues((before) => ({ ...before, [field]: target.value }))}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <CoinIcon sx={{ fontSize: 18 }} />
                  </InputAdornment>
                ),
              },
            }}
          />
        ))}
      </Box>
      {update.isError && (
        <Alert role="alert" severity="error">
          {problemMessage(update.error, t, withdrawalsProblems)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={!ready}>
          {t('settings.save')}
        </Button>
        <Button color="inherit" disabled={update.isPending} onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
