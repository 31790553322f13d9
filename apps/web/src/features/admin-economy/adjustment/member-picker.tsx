import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useMemberSearch } from '../api/search-members';
import { CoinAmount } from '../components/coin-amount';
import { PersonLine } from '../components/person-line';
import { economyProblems } from '../economy-problems';
import type { AdjustmentMember } from './adjustment-form';

type Props = {
  value: AdjustmentMember | null;
  onChange: (member: AdjustmentMember | null) => void;
  error?: string | undefined;
};

const MIN_QUERY = 2;

const memberLabel = (member: AdjustmentMember) =>
  `${member.displayName || member.username} (@${member.username})`;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Finds the member to adjust by name, username or email as the admin types, with their balance
 * (the server refuses a debit above it either way, 409).
 */
export function MemberPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation('admin-economy');
  const [input, setInput] = useState('');
  // Once a member is chosen the field shows their label: that is not a search.
  const typed = useDebounced(value && input === memberLabel(value) ? '' : input, 250);
  const search = useMemberSearch(typed.trim().length >= MIN_QUERY ? typed : '');

  const options = typed.trim().length >= MIN_QUERY ? (search.data ?? []) : [];
  const noOptions =
    input.trim().length < MIN_QUERY
      ? t('adjustment.picker.typeMore')
      : search.isError
        ? problemMessage(search.error, t, economyProblems)
        : t('adjustment.picker.none');

  return (
    <Autocomplete<AdjustmentMember>
      value={value}
      onChange={(_event, member) => onChange(member)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(items) => items}
      getOptionLabel={memberLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.isFetching}
      noOptionsText={noOptions}
      loadingText={t('adjustment.picker.searching')}
      autoHighlight
      renderOption={({ key, ...props }, member) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <PersonLine person={member} />
            {member.email && (
              <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ pl: 4.5 }}>
                {member.email}
              </Typography>
            )}
          </Box>
          {member.balance !== undefined && <CoinAmount coins={member.balance} />}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('adjustment.member')}
          required
          placeholder={t('adjustment.picker.placeholder')}
          error={Boolean(error)}
          helperText={
            error ??
            (value?.balance !== undefined ? (
              <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                {t('adjustment.picker.balance')} <CoinAmount coins={value.balance} />
              </Box>
            ) : (
              t('adjustment.picker.help')
            ))
          }
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {search.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
