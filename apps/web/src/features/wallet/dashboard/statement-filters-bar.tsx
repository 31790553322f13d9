import { type TransactionType, transactionTypes } from '@betogether/contracts/wallet/wallet.constants';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { rangeIsReversed, type StatementFilters } from '../api/statement-filters';

type Props = {
  filters: StatementFilters;
  onChange: (filters: StatementFilters) => void;
};

type DateInputProps = {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  error?: boolean;
  helperText?: string | undefined;
  /** The day chosen, or undefined when the field is emptied. */
  onChange: (value: string | undefined) => void;
};

/** One end of the date range: a calendar day (YYYY-MM-DD), or none. */
function DateInput({ label, value, min, max, error, helperText, onChange }: DateInputProps) {
  return (
    <TextInput
      type="date"
      size="small"
      label={label}
      shrinkLabel
      sx={{ flex: 1, minWidth: 0, '& input': { minWidth: 0 } }}
      value={value ?? ''}
      inputProps={{ min, max }}
      error={error}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}

/** Type and date range of the statement; the dates are calendar days, both included. */
export function StatementFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation('wallet');
  const typeLabelId = useId();
  const reversed = rangeIsReversed(filters);
  const active = Boolean(filters.type || filters.from || filters.to);
  const set = (patch: Partial<StatementFilters>) => {
    const next = { ...filters, ...patch };
    for (const key of Object.keys(next) as Array<keyof StatementFilters>) if (!next[key]) delete next[key];
    onChange(next);
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('statement.filtersLabel')}
      onSubmit={(event) => event.preventDefault()}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'flex-start' }, flexWrap: { sm: 'wrap' } }}
    >
      <FormControl size="small" sx={{ minWidth: { sm: 200 }, flex: { sm: '1 1 200px' } }}>
        <InputLabel id={typeLabelId}>{t('statement.type')}</InputLabel>
        <Select
          labelId={typeLabelId}
          label={t('statement.type')}
          value={filters.type ?? ''}
          onChange={(event) =>
            set({ type: (event.target.value || undefined) as TransactionType | undefined })
          }
        >
          <MenuItem value="">{t('statement.allTypes')}</MenuItem>
          {transactionTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`types.${type}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Stack direction="row" sx={{ gap: 1.5, flex: { sm: '2 1 320px' }, minWidth: 0 }}>
        <DateInput
          label={t('statement.from')}
          value={filters.from}
          max={filters.to}
          onChange={(from) => set({ from })}
        />
        <DateInput
          label={t('statement.to')}
          value={filters.to}
          min={filters.from}
          error={reversed}
          helperText={reversed ? t('statement.reversedRange') : undefined}
          onChange={(to) => set({ to })}
        />
      </Stack>
      {active && (
        <Button
          onClick={() => onChange({})}
          startIcon={<FilterAltOffOutlined />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {t('statement.clear')}
        </Button>
      )}
    </Stack>
  );
}
