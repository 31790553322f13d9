import type { SearchType } from '@betogether/contracts/search/search.constants';
import type { SearchResponse } from '@betogether/contracts/search/search.schemas';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/use-translation';
import { useSearchResults } from '../api/get-search-results';
import { HashtagResult } from './hashtag-result';
import { LoadMore } from './load-more';
import { PersonResult } from './person-result';
import { PostResult } from './post-result';
import { ResultSkeletons } from './result-skeletons';
import { SearchEmpty, SearchError } from './search-states';

type Props = { type: SearchType; q: string; onOpenTag: (tag: string) => void };

/** One tab's results for a search: skeletons, then the pages, more as the member scrolls. */
export function SearchResults({ type, q, onOpenTag }: Props) {
  const { t } = useTranslation('search');
  const results = useSearchResults(type, q);

  // Data first: a failed next page keeps the pages already shown (the error sits below them).
  if (!results.data)
    return results.isError ? (
      <SearchError onRetry={() => void results.refetch()} />
    ) : (
      <ResultSkeletons type={type} />
    );
  const pages = results.data.pages;
  if (pages.every((page) => page.items.length === 0))
    return <SearchEmpty title={t(`empty.${type}`, { q })} hint={t('empty.hint')} />;

  return (
    <>
      <ResultItems pages={pages} q={q} onOpenTag={onOpenTag} />
      <LoadMore
        hasMore={results.hasNextPage && !results.isFetchNextPageError}
        loading={results.isFetchingNextPage}
        onLoad={() => void results.fetchNextPage()}
      />
      {results.isFetchNextPageError && <SearchError onRetry={() => void results.fetchNextPage()} />}
    </>
  );
}

function ResultItems({
  pages,
  q,
  onOpenTag,
}: {
  pages: SearchResponse[];
  q: string;
  onOpenTag: (tag: string) => void;
}) {
  const first = pages[0];
  if (first?.type === 'posts')
    return (
      <Stack spacing={1.5}>
        {pages.flatMap((page) =>
          page.type === 'posts'
            ? page.items.map((post) => <PostResult key={post.id} post={post} query={q} />)
            : [],
        )}
      </Stack>
    );
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2 }}>
      <List>
        {pages.flatMap((page) => {
          if (page.type === 'people')
            return page.items.map((person) => <PersonResult key={person.id} person={person} />);
          if (page.type === 'hashtags')
            return page.items.map((hashtag) => (
              <HashtagResult key={hashtag.tag} hashtag={hashtag} onOpen={onOpenTag} />
            ));
          return [];
        })}
      </List>
    </Paper>
  );
}
