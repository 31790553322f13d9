import { SEARCH_QUERY_MAX } from '@betogether/contracts/search/search.constants';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';

/**
 * The top bar's way into search: a box at lg and wider (Enter opens the search page with the
 * text), an icon button below lg (the mobile layout). Hidden on the search page, which has its own.
 */
export function TopBarSearch() {
  return (
    <Suspense fallback={null}>
      <TopBarSearchInner />
    </Suspense>
  );
}

function TopBarSearchInner() {
  const { t } = useTranslation('search');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  if (pathname === paths.search.path) return null;

  return (
    <>
      <Box
        role="search"
        sx={{
          display: { xs: 'none', lg: 'flex' },
          alignItems: 'center',
          gap: 1,
          ml: 2,
          px: 1.5,
          width: 280,
          height: 40,
          borderRadius: 5,
          bgcolor: 'action.hover',
          '&:focus-within': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} />
        <InputBase
          type="search"
          value={text}
          placeholder={t('topBarPlaceholder')}
          onChange={(event) => setText(event.target.value.slice(0, SEARCH_QUERY_MAX))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              const q = text.trim();
              setText('');
              navigate(paths.search.href({ query: { q } }));
            } else if (event.key === 'Escape') setText('');
          }}
          slotProps={{ input: { 'aria-label': t('fieldLabel'), enterKeyHint: 'search' } }}
          sx={{ flexGrow: 1, fontSize: 14, '& input::-webkit-search-cancel-button': { display: 'none' } }}
        />
      </Box>
      <IconButton
        component={Link}
        to={paths.search.href()}
        aria-label={t('open')}
        sx={{ display: { lg: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
    </>
  );
}
