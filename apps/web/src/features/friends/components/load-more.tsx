import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd, type InfiniteQueryPaging } from '@/ui/infinite-list-end';

/** The end of a list of people: the next page as it comes into view, Load more, retry. */
export function LoadMore({ query, endText }: { query: InfiniteQueryPaging; endText?: string }) {
  const { t } = useTranslation('friends');
  return (
    <InfiniteListEnd
      query={query}
      problem={(error) => problemMessage(error, t, { ns: 'friends' })}
      retryLabel={t('actions.retry')}
      loadMoreLabel={t('actions.loadMore')}
      endText={endText}
      rootMargin="0px 0px 600px 0px"
    />
  );
}
