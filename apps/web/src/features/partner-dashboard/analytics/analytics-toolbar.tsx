import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '@/lib/use-translation';
import { usePartnerTaskOptions } from '../api/get-partner-tasks';
import { type RangePreset, type ResolvedRange, rangePresets } from './analytics-range';

type Props = {
  range: ResolvedRange;
  taskId: string | undefined;
  /** A title for the chosen task when the picker's page does not hold it (an older task). */
  chosenTitle: string | undefined;
  onPreset: (preset: RangePreset) => void;
  onDates: (dates: { from?: string; to?: string }) => void;
  onTask: (taskId: string | null) => void;
};

/** The range (7, 30 or 90 days, or two dates) and the task the figures are about. */
export function AnalyticsToolbar({ range, taskId, chosenTitle, onPreset, onDates, onTask }: Props) {
  const { t } = useTranslation('partner-dashboard');
  const options = usePartnerTaskOptions();
  const tasks = options.data?.items ?? [];
  const missing = taskId && !tasks.some((task) => task.id === taskId);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={range.preset}
        aria-label={t('range.presets')}
        onChange={(_event, value: RangePreset | null) => value && onPreset(value)}
        // On the page's grey, the unselected buttons' grey text is under WCAG AA: they sit on paper.
        sx={{ bgcolor: 'background.paper' }}
      >
        {rangePresets.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {t('range.lastDays', { count: preset })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* On one line when there is room (the theme makes text fields full width). */}
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={t('range.from')}
        value={range.from}
        onChange={(event) => event.target.value && onDates({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
        error={range.problem !== null}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={t('range.to')}
        value={range.to}
        onChange={(event) => event.target.value && onDates({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
        error={range.problem !== null}
      />
      <TextField
        select
        size="small"
        fullWidth={false}
        label={t('range.task')}
        value={taskId ?? ''}
        onChange={(event) => onTask(event.target.value || null)}
        sx={{ minWidth: 220, maxWidth: '100%' }}
      >
        <MenuItem value="">{t('range.allTasks')}</MenuItem>
        {missing && <MenuItem value={taskId}>{chosenTitle ?? t('range.chosenTask')}</MenuItem>}
        {tasks.map((task) => (
          <MenuItem key={task.id} value={task.id}>
            {task.title}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
