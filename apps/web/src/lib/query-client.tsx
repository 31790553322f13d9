import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { ApiError } from './api-client';
import { CACHE_MAX_AGE_MS } from './cache-age';
import { session } from './session';

/** One cache for the whole app; provided by the layouts that fetch (the landing page does not load it). */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: CACHE_MAX_AGE_MS,
      // 4xx answers will not change by asking again.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// A session that ends (here, in another tab, or refused by the server) takes its cached answers
// with it: the next member to sign in in this tab never sees the last one's data.
let cachedFor = session.getState().token;
session.subscribe(() => {
  const { token } = session.getState();
  if (token === cachedFor) return;
  if (cachedFor !== null) queryClient.clear();
  cachedFor = token;
});

/** The app's cache for what is inside, unless a cache is already there (a page's part inside a layout, a test's own). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
