import { type TaskListSort, taskListSorts } from '@betogether/contracts/tasks/tasks.constants';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { rewardFilters, type TaskListFilters } from '../api/task-list-filters';

type Props = { filters: TaskListFilters; onChange: (next: TaskListFilters) => void };

/** The list's order (a native select: light, and the phone's own picker) and its reward filter. */
export function TaskListToolbar({ filters, onChange }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  return (
    <Box
      role="group"
      aria-label={t('list.filtersLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel htmlFor={`${id}-sort`} shrink>
          {t('list.sort.label')}
        </InputLabel>
        <NativeSelect
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as TaskListSort })}
          input={<OutlinedInput label={t('list.sort.label')} notched id={`${id}-sort`} />}
        >
          {taskListSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sort.${sort}`)}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filters.reward}
        onChange={(_event, value: TaskListFilters['reward'] | null) => {
          if (value) onChange({ ...filters, reward: value });
        }}
        aria-label={t('list.reward.label')}
        // On the page's grey, the unselected buttons' grey text is under WCAG AA: they sit on paper.
        sx={{ bgcolor: 'background.paper' }}
      >
        {rewardFilters.map((reward) => (
          <ToggleButton key={reward} value={reward} sx={{ px: 2 }}>
            {t(`list.reward.${reward}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
