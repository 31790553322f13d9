import { useTranslation } from 'react-i18next';
import { problemMessage } from '@/lib/problem-message';
import { InfiniteListEnd, type InfiniteQueryPaging, NextPageSpinner } from '@/ui/infinite-list-end';
import { economyProblems } from '../economy-problems';

/** The end of a back-office list: the next page as it comes into view, Load more, retry, the end. */
export function EconomyListEnd({ query, endText }: { query: InfiniteQueryPaging; endText: string }) {
  const { t } = useTranslation('admin-economy');
  return (
    <InfiniteListEnd
      query={query}
      loading={<NextPageSpinner label={t('list.loadingMore')} />}
      problem={(error) => problemMessage(error, t, economyProblems)}
      retryLabel={t('actions.retry')}
      loadMoreLabel={t('list.loadMore')}
      endText={endText}
      rootMargin="0px 0px 400px 0px"
    />
  );
}
