import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, text, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import type { ChatSearchHit } from './search-hit';
import { SEARCH_MAX, SEARCH_MIN, useChatSearch } from './search-messages';
import { hitId, RESULTS_ID, SearchResults } from './search-results';

const DEBOUNCE_MS = 250;

/** `?q=`: the search stays through Back (from a message found, on a phone), reload and a link. */
const searchAddress = defineUrlFilters({ q: text({ max: SEARCH_MAX }) });

/**
 * The search over the member's messages, at the top of the conversations: from 2 characters (250 ms
 * after the last key) the results replace the list (`children`). The arrow keys move through the
 * results and Enter opens one, Escape empties the field. A message found opens its conversation
 * at that message (`?c=…&m=<seq>`).
 */
export function ChatSearch({ children }: { children: ReactNode }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const [{ q: query = '' }, setAddress] = useUrlFilters(searchAddress);
  const [typed, setTyped] = useState(query);
  const [active, setActive] = useState(-1);
  const sent = useRef(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searching = query.length >= SEARCH_MIN;
  const results = useChatSearch(searching ? query : '');
  const hits = searching ? (results.data?.pages.flatMap((page) => page.items) ?? []) : [];

  // The address changed from outside (Back, a link): the field follows it.
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setTyped(query);
    }
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts with no option chosen.
  useEffect(() => setActive(-1), [query]);
  const activeHit = hits[active];
  const activeId = activeHit ? hitId(activeHit) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const search = (next: string) => {
    clearTimeout(timer.current);
    const q = next.trim();
    if (q === sent.current) return;
    sent.current = q;
    setAddress({ q }, { replace: true });
  };
  const change = (next: string) => {
    setTyped(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next), DEBOUNCE_MS);
  };
  const clear = () => {
    setTyped('');
    search('');
  };
  const open = (hit: ChatSearchHit) =>
    navigate(
      paths.chatInbox.href({
        query: { q: query, c: hit.conversation.id, m: String(hit.message.seq) },
      }),
      { state: { fromList: true } },
    );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = hits.length - 1;
    if (event.key === 'ArrowDown' && last >= 0) {
      event.preventDefault();
      setActive((current) => Math.min(current + 1, last));
    } else if (event.key === 'ArrowUp' && last >= 0) {
      event.preventDefault();
      setActive((current) => Math.max(current - 1, -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) open(hit);
      else search(typed);
    } else if (event.key === 'Escape' && typed) {
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <>
      <Box sx={{ px: 1.5, pb: 1 }}>
        <OutlinedInput
          fullWidth
          size="small"
          type="search"
          value={typed}
          placeholder={t('search.placeholder')}
          onChange={(event) => change(event.target.value.slice(0, SEARCH_MAX))}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': t('search.label'),
              'aria-autocomplete': 'list',
              'aria-expanded': hits.length > 0,
              'aria-controls': hits.length > 0 ? RESULTS_ID : undefined,
              'aria-activedescendant': activeId,
              maxLength: SEARCH_MAX,
              enterKeyHint: 'search',
            },
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          endAdornment={
            typed ? (
              <InputAdornment position="end">
                <IconButton edge="end" size="small" aria-label={t('search.clear')} onClick={clear}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null
          }
          sx={{
            borderRadius: 6,
            bgcolor: 'action.hover',
            '& fieldset': { borderColor: 'transparent' },
            '& input::-webkit-search-cancel-button': { display: 'none' },
          }}
        />
      </Box>
      {searching ? (
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <SearchResults
            query={query}
            results={results}
            hits={hits}
            active={active}
            onOpen={open}
            onPoint={setActive}
          />
        </Box>
      ) : (
        children
      )}
    </>
  );
}
