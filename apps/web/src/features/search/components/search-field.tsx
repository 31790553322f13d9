import { SEARCH_QUERY_MAX } from '@betogether/contracts/search/search.constants';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

const DEBOUNCE_MS = 250;

type Props = {
  /** The search in the address. */
  value: string;
  /** A new search: `commit` when the member asked for it (Enter), not while they type. */
  onSearch: (q: string, how: { commit: boolean }) => void;
};

/**
 * The page's search box: searches 250 ms after the last key, at once on Enter; Escape empties it.
 * It follows the address when that changes from outside (back, forward, a recent search).
 */
export function SearchField({ value, onSearch }: Props) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string, commit: boolean) => {
    clearTimeout(timer.current);
    const q = next.trim();
    if (q === sent.current && !commit) return;
    sent.current = q;
    onSearch(q, { commit });
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next, false), DEBOUNCE_MS);
  };

  return (
    <OutlinedInput
      fullWidth
      autoFocus
      type="search"
      value={text}
      placeholder={t('placeholder')}
      onChange={(event) => change(event.target.value.slice(0, SEARCH_QUERY_MAX))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          send(text, true);
        } else if (event.key === 'Escape' && text) {
          event.preventDefault();
          setText('');
          send('', true);
        }
      }}
      slotProps={{
        input: { 'aria-label': t('fieldLabel'), maxLength: SEARCH_QUERY_MAX, enterKeyHint: 'search' },
      }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
      endAdornment={
        text ? (
          <InputAdornment position="end">
            <IconButton
              edge="end"
              aria-label={t('clear')}
              onClick={() => {
                setText('');
                send('', true);
              }}
            >
              <CloseIcon />
            </IconButton>
          </InputAdornment>
        ) : null
      }
      sx={{
        borderRadius: 6,
        bgcolor: 'background.paper',
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
    />
  );
}
