import { type SearchType, searchTypes } from '@betogether/contracts/search/search.constants';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchLocation } from '../use-search-location';
import { HashtagPosts } from './hashtag-posts';
import { RecentSearches } from './recent-searches';
import { SearchField } from './search-field';
import { SearchResults } from './search-results';

/**
 * /social/search/search: one box over people, posts and hashtags, a tab per kind. The address
 * holds the search (`?q=&type=&tag=`); with an empty box, the recent searches show instead.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { q, type, tag, go } = useSearchLocation();

  useEffect(() => {
    document.title = `${q ? `${q} · ` : ''}${t('title')} · BeTogether`;
  }, [q, t]);

  const panel = `search-panel-${type}`;
  return (
    <Stack spacing={2} sx={{ px: { xs: 1.5, sm: 0 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Box role="search">
        <SearchField value={q} onSearch={(next, how) => go({ q: next, tag: '' }, { replace: !how.commit })} />
      </Box>
      <Tabs
        value={type}
        onChange={(_event, next: SearchType) => go({ type: next, tag: '' })}
        aria-label={t('tabsLabel')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {searchTypes.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            id={`search-tab-${value}`}
            aria-controls={value === type ? panel : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panel} aria-labelledby={`search-tab-${type}`}>
        {tag ? (
          <HashtagPosts tag={tag} onBack={() => go({ tag: '' })} />
        ) : q ? (
          <SearchResults type={type} q={q} onOpenTag={(next) => go({ type: 'hashtags', tag: next })} />
        ) : (
          <RecentSearches onPick={(query) => go({ q: query, tag: '' })} />
        )}
      </Box>
    </Stack>
  );
}
