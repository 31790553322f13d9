import CloseOutlined from '@mui/icons-material/CloseOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { usePayoutProviders } from '../api/get-payout-providers';
import * as rules from '../withdrawal-filters';
import { SEARCH_MAX } from '../withdrawals-address';

type Filters = rules.WithdrawalFilters;

/**
 * The list's filters, applied together (Apply or Enter) so that a half-typed amount never reloads
 * the list; the provider applies as soon as it is picked. On a phone they open in a sheet from the
 * bottom, behind a button that counts the filters on, and the sheet closes once they apply.
 */
export function FiltersBar({ filters, onApply }: { filters: Filters; onApply: (next: Filters) => void }) {
  const { t } = useTranslation('admin-withdrawals');
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const providers = usePayoutProviders();
  const titleId = useId();
  const [sheet, setSheet] = useState(false);
  const [draft, setDraft] = useState(filters);
  const [source, setSource] = useState(filters);
  const [problems, setProblems] = useState<ReturnType<typeof rules.filterProblems>>({});

  // The address changed under the form (back, forward, a link): start again from what it holds.
  if (JSON.stringify(source) !== JSON.stringify(filters)) {
    setSource(filters);
    setDraft(filters);
    setProblems({});
  }

  const commit = (next: Filters, close = true) => {
    const found = rules.filterProblems(next);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onApply(next);
    if (close) setSheet(false);
  };
  const typed = (name: rules.FilterField) => ({
    size: 'small' as const,
    value: draft[name],
    error: problems[name] !== undefined,
    helperText: problems[name] && t(`filters.problems.${problems[name]}`, { max: SEARCH_MAX }),
    onChange: ({ target }: { target: { value: string } }) => {
      setDraft((before) => ({ ...before, [name]: target.value }));
      setProblems((before) => ({ ...before, [name]: undefined }));
    },
  });
  const known = providers.data ?? [];
  const linkedOnly = draft.provider !== '' && known.every((provider) => provider.id !== draft.provider);
  const count = rules.activeFilterCount(filters);

  const fields = (
    <Box
      component="form"
      noValidate
      aria-label={t('filters.title')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        commit(draft);
      }}
      sx={{
        display: 'grid',
        alignItems: 'start',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          lg: 'minmax(0, 2fr) minmax(0, 1.5fr) repeat(2, minmax(150px, 1fr)) minmax(0, 1fr)',
        },
        '& > .wide': { gridColumn: { xs: '1 / -1', lg: 'auto' } },
      }}
    >
      <TextField
        {...typed('q')}
        className="wide"
        label={t('filters.q')}
        placeholder={t('filters.qPlaceholder')}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: SEARCH_MAX + 20 } }}
      />
      <TextField
        {...typed('provider')}
        select
        className="wide"
        label={t('filters.provider')}
        helperText={providers.isError ? t('filters.providersError') : undefined}
        onChange={({ target }) => commit({ ...draft, provider: target.value }, false)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.anyProvider')}</MenuItem>
        {known.map(({ id, name }) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
        {linkedOnly && <MenuItem value={draft.provider}>{t('filters.otherProvider')}</MenuItem>}
      </TextField>
      <TextField
        {...typed('from')}
        type="date"
        label={t('filters.from')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...typed('to')}
        type="date"
        label={t('filters.to')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...typed('minCoins')}
        className="wide"
        label={t('filters.minCoins')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1,
          '& > button': { flex: { xs: 1, md: 'none' } },
        }}
      >
        <Button variant="contained" type="submit">
          {t('filters.apply')}
        </Button>
        <Button
          color="inherit"
          variant="outlined"
          disabled={count === 0 && rules.activeFilterCount(draft) === 0}
          onClick={() => commit(rules.noFilters)}
        >
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  );

  if (wide)
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        {fields}
      </Paper>
    );
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => setSheet(true)}
        aria-label={count > 0 ? t('filters.showActive', { count }) : t('filters.show')}
        startIcon={
          <Badge color="primary" badgeContent={count} aria-hidden>
            <TuneOutlined />
          </Badge>
        }
        sx={{ justifySelf: 'start' }}
      >
        {t('filters.show')}
      </Button>
      <Drawer
        anchor="bottom"
        open={sheet}
        onClose={() => setSheet(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { p: 2, borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
          <Typography id={titleId} variant="h4" component="h2" sx={{ flexGrow: 1 }}>
            {t('filters.title')}
          </Typography>
          <IconButton onClick={() => setSheet(false)} aria-label={t('actions.close')}>
            <CloseOutlined />
          </IconButton>
        </Box>
        {fields}
      </Drawer>
    </>
  );
}
