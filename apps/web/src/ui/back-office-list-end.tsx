import { InfiniteListEnd, type InfiniteQueryPaging, NextPageSpinner } from './infinite-list-end';

type Props = {
  query: InfiniteQueryPaging;
  /** What the failed next page says, in the feature's words. */
  problem: (error: unknown) => string;
  loadingLabel: string;
  loadMoreLabel: string;
  retryLabel: string;
  endText: string;
};

/** The end of a back-office list: the next page as it comes into view, Load more, retry, the end. */
export function BackOfficeListEnd({
  query,
  problem,
  loadingLabel,
  loadMoreLabel,
  retryLabel,
  endText,
}: Props) {
  return (
    <InfiniteListEnd
      query={query}
      loading={<NextPageSpinner label={loadingLabel} />}
      problem={problem}
      retryLabel={retryLabel}
      loadMoreLabel={loadMoreLabel}
      endText={endText}
      rootMargin="0px 0px 400px 0px"
    />
  );
}
