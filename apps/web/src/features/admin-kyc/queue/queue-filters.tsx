import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
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
import { CountrySelect } from '@/ui/country-select';
import { type QueueStatus, queueStatuses } from '../admin-kyc-format';
import { isWaitingDays, MAX_WAITING_DAYS, type QueueAddress } from './queue-address';

type Props = {
  /** The filters the address holds (the list shows these). */
  filters: QueueAddress;
  onChange: (next: Partial<QueueAddress>) => void;
};

/**
 * The queue's filters. The state and the country apply as soon as they are chosen; the waiting time
 * when it is left or Enter is pressed, so that typing "12" never loads the list for "1" first.
 * Below md the state stays on show (it is the queue's main switch) and the others fold away behind
 * "More filters", which says how many of them are on.
 */
export function QueueFilters({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation('admin-kyc');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(filters.waitingDays);
  const [shown, setShown] = useState(filters.waitingDays);
  const [problem, setProblem] = useState(false);

  // Back, forward or a link changed the address: show what it holds.
  if (shown !== filters.waitingDays) {
    setShown(filters.waitingDays);
    setDays(filters.waitingDays);
    setProblem(false);
  }

  const applyDays = () => {
    const value = days.trim();
    if (value !== '' && !isWaitingDays(value)) return setProblem(true);
    setProblem(false);
    if (value !== filters.waitingDays) onChange({ waitingDays: value });
  };
  // Enter applies the days (a form of several fields and no submit button does not submit itself).
  const submit = (event: FormEvent) => event.preventDefault();
  const narrowing = [filters.country, filters.waitingDays].filter((value) => value !== '').length;
  const anyOn = narrowing > 0 || filters.status !== 'pending';

  const narrowers = (
    <>
      <CountrySelect
        name="country"
        label={t('filters.country')}
        value={filters.country}
        language={i18n.language}
        onChange={(country) => onChange({ country })}
      />
      <TextField
        name="waitingDays"
        label={t('filters.waitingDays')}
        value={days}
        onChange={(event) => {
          setDays(event.target.value);
          setProblem(false);
        }}
        onBlur={applyDays}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyDays();
        }}
        error={problem}
        helperText={problem ? t('filters.waitingDaysProblem', { max: MAX_WAITING_DAYS }) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 3 } }}
      />
      <Button
        type="button"
        variant="outlined"
        color="inherit"
        disabled={!anyOn}
        onClick={() => onChange({ status: 'pending', country: '', waitingDays: '' })}
        sx={{ minHeight: 56 }}
      >
        {t('filters.clear')}
      </Button>
    </>
  );

  return (
    <Paper variant="outlined">
      <Box
        component="form"
        role="search"
        aria-label={t('filters.label')}
        onSubmit={submit}
        noValidate
        sx={{
          display: 'grid',
          gap: 1.5,
          p: { xs: 1.5, md: 2 },
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1fr) auto',
          },
        }}
      >
        <TextField
          select
          label={t('filters.status')}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as QueueStatus })}
        >
          {queueStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        {wide ? (
          narrowers
        ) : (
          <Box>
            <Button
              variant="text"
              onClick={() => setOpen((was) => !was)}
              aria-expanded={open}
              aria-controls="kyc-queue-more-filters"
              endIcon={
                <ExpandMoreRounded
                  sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
                />
              }
              sx={{ ml: -1 }}
            >
              {open
                ? t('filters.fewer')
                : narrowing > 0
                  ? t('filters.moreOn', { n: narrowing })
                  : t('filters.more')}
            </Button>
            <Collapse in={open} id="kyc-queue-more-filters">
              <Box sx={{ display: 'grid', gap: 1.5, pt: 1.5 }}>{narrowers}</Box>
            </Collapse>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
