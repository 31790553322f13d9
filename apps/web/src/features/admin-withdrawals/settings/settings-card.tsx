import type { WithdrawalSettings } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import { RetryAlert } from '@/ui/retry-alert';
import { withdrawalsProblems } from '../admin-withdrawals-problems';
import { useWithdrawalSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';
import { settingFields } from './settings-values';

/** The three numbers at a glance: in a row from sm up, label and value on one line on a phone. */
function Summary({ settings }: { settings: WithdrawalSettings }) {
  const { t } = useTranslation('admin-withdrawals');
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: { xs: 0.5, sm: 2 }, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}
    >
      {settingFields.map((field) => (
        <Box
          key={field}
          sx={{ display: 'flex', flexDirection: { sm: 'column' }, justifyContent: 'space-between', gap: 0.5 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`settings.fields.${field}`)}
          </Typography>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
            <CoinAmount value={settings[field]} iconSize={16} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Finance's limits (per member, per UTC day and calendar month) and the two-person threshold: shown
 * at a glance, changed in a form that opens in place (every change is audited by the server).
 */
export function SettingsCard() {
  const { t } = useTranslation('admin-withdrawals');
  const settings = useWithdrawalSettings();
  const [editing, setEditing] = useState(false);
  const ids = { heading: useId(), form: useId() };

  let content = (
    <Box role="status" aria-label={t('settings.loading')}>
      <Skeleton variant="rounded" height={44} />
    </Box>
  );
  if (settings.data)
    content = editing ? (
      <SettingsForm id={ids.form} settings={settings.data} onDone={() => setEditing(false)} />
    ) : (
      <Summary settings={settings.data} />
    );
  else if (settings.isError)
    content = (
      <RetryAlert
        message={problemMessage(settings.error, t, withdrawalsProblems)}
        retryLabel={t('actions.retry')}
        onRetry={() => void settings.refetch()}
      />
    );

  return (
    <Paper
      component="section"
      aria-labelledby={ids.heading}
      variant="outlined"
      sx={{ display: 'grid', gap: 1.5, p: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 1 }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography id={ids.heading} component="h2" variant="h4">
            {t('settings.title')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {t('settings.subtitle')}
          </Typography>
        </Box>
        {settings.data && (
          <Button
            startIcon={<EditOutlined />}
            aria-expanded={editing}
            aria-controls={editing ? ids.form : undefined}
            onClick={() => setEditing(!editing)}
          >
            {t(editing ? 'settings.close' : 'settings.edit')}
          </Button>
        )}
      </Box>
      {content}
    </Paper>
  );
}
