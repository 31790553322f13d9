import { transactionTypes } from '@betogether/contracts/wallet/wallet.constants';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  activeFilterCount,
  type FilterProblem,
  filterProblems,
  noFilters,
  type TransactionFilters,
} from './transaction-filters';

type Props = {
  /** The filters the address holds (the list shows these). */
  filters: TransactionFilters;
  onApply: (filters: TransactionFilters) => void;
};

/**
 * The list's filters. Typed values apply together (Apply or Enter), so a half-typed amount never
 * reloads the list; the type applies as soon as it is chosen. Below md the form folds away behind
 * a "Filters" button that shows how many are on.
 */
export function TransactionFiltersBar({ filters, onApply }: Props) {
  const { t } = useTranslation('admin-economy');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const [applied, setApplied] = useState(filters);
  const [problems, setProblems] = useState<Partial<Record<keyof TransactionFilters, FilterProblem>>>({});

  // Back/forward or a link changed the address: show what it holds.
  if (JSON.stringify(applied) !== JSON.stringify(filters)) {
    setApplied(filters);
    setDraft(filters);
    setProblems({});
  }

  const active = activeFilterCount(filters);
  const set = (name: keyof TransactionFilters) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [name]: event.target.value }));
    if (problems[name]) setProblems((current) => ({ ...current, [name]: undefined }));
  };
  const apply = (next: TransactionFilters) => {
    const found = filterProblems(next);
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const helper = (name: keyof TransactionFilters) => {
    const problem = problems[name];
    return problem ? t(`filters.problems.${problem}`) : undefined;
  };

  const form = (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('filters.title')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          // Member, type, two dates wide enough for their picker, two amounts.
          lg: 'minmax(0, 2fr) minmax(0, 1.4fr) minmax(150px, 1.2fr) minmax(150px, 1.2fr) minmax(0, 1fr) minmax(0, 1fr)',
        },
        alignItems: 'start',
        p: { xs: 1.5, md: 2 },
      }}
    >
      <TextField
        size="small"
        label={t('filters.member')}
        placeholder={t('filters.memberPlaceholder')}
        value={draft.member}
        onChange={set('member')}
        error={Boolean(problems.member)}
        helperText={helper('member')}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2', lg: 'span 1' } }}
        slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off', spellCheck: false } }}
      />
      <TextField
        select
        size="small"
        label={t('filters.type')}
        value={draft.type}
        onChange={(event) => {
          const next = { ...draft, type: event.target.value as TransactionFilters['type'] };
          setDraft(next);
          apply(next);
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2', lg: 'span 1' } }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('filters.anyType')}</MenuItem>
        {transactionTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={t('filters.from')}
        value={draft.from}
        onChange={set('from')}
        error={Boolean(problems.from)}
        helperText={helper('from')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('filters.to')}
        value={draft.to}
        onChange={set('to')}
        error={Boolean(problems.to)}
        helperText={helper('to')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        label={t('filters.minCoins')}
        value={draft.minCoins}
        onChange={set('minCoins')}
        error={Boolean(problems.minCoins)}
        helperText={helper('minCoins')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        size="small"
        label={t('filters.maxCoins')}
        value={draft.maxCoins}
        onChange={set('maxCoins')}
        error={Boolean(problems.maxCoins)}
        helperText={helper('maxCoins')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'span 2', lg: '1 / -1' },
          display: 'flex',
          gap: 1,
          justifyContent: { xs: 'stretch', md: 'flex-start', lg: 'flex-end' },
          '& > *': { flex: { xs: 1, md: 'none' } },
        }}
      >
        <Button type="submit" variant="contained">
          {t('filters.apply')}
        </Button>
        <Button
          type="button"
          variant="outlined"
          color="inherit"
          disabled={active === 0 && JSON.stringify(draft) === JSON.stringify(noFilters)}
          onClick={() => {
            setDraft(noFilters);
            setProblems({});
            onApply(noFilters);
          }}
        >
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  );

  if (wide) return <Paper variant="outlined">{form}</Paper>;
  return (
    <Paper variant="outlined">
      <Button
        fullWidth
        color="inherit"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        startIcon={
          <Badge badgeContent={active} color="primary">
            <FilterListOutlined />
          </Badge>
        }
        sx={{ justifyContent: 'flex-start', px: 2, py: 1.25 }}
      >
        {open ? t('filters.hide') : t('filters.show')}
      </Button>
      <Collapse in={open}>{form}</Collapse>
    </Paper>
  );
}
