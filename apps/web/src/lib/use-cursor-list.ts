import type { Endpoint, EndpointAnswer, EndpointInput } from '@betogether/contracts/common/endpoint';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from './api-client';

type CursorPage = { nextCursor: string | null };

/**
 * An endpoint answering `{ items, nextCursor }` pages (ARCHITECTURE.md §4), as an infinite query:
 * `fetchNextPage()` asks for the page after the last one with its cursor.
 */
export function useCursorList<E extends Endpoint>(
  endpoint: E & (EndpointAnswer<E> extends CursorPage ? unknown : never),
  input: EndpointInput<E>,
  options: {
    queryKey: readonly unknown[];
    enabled?: boolean;
    staleTime?: number;
    /** Keep showing the previous list while another one (new filters) loads. */
    keepPrevious?: boolean;
  },
) {
  const base = input as { query?: Record<string, unknown> };
  return useInfiniteQuery({
    queryKey: options.queryKey,
    enabled: options.enabled,
    // Only when given: an explicit `undefined` would replace the client's default (30 s).
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    queryFn: ({ pageParam, signal }) =>
      (call as (endpoint: Endpoint, input: object) => Promise<EndpointAnswer<E> & CursorPage>)(endpoint, {
        ...input,
        query: { ...base.query, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
