import { feedEndpoints } from '@betogether/contracts/feed/feed.endpoints';
import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { POST_PAGE } from '@/features/posts/api/post-pages';
import { browserTimeZone } from '@/features/wallet/api/wallet-keys';
import { routeOf } from '@/lib/access-rules';
import { callEarly } from '@/lib/api-client';
import type { RouteName } from '@/lib/route-table/route-table';
import { preloadChunks } from './route-screens';

/**
 * The first calls of the busiest signed-in pages, with the input their screens give them, so that
 * the answer is in flight while the page's JavaScript still loads.
 */
const firstCalls: Partial<Record<RouteName, () => void>> = {
  feed: () => callEarly(feedEndpoints.home, { query: POST_PAGE }),
  coinDashboard: () => callEarly(walletEndpoints.summary, { query: { tz: browserTimeZone() } }),
};

/**
 * At start-up, before the texts and React: download the route's layout and screen, and for a
 * signed-in visitor send the route's first API calls.
 */
export function preloadRoute(pathname: string, signedIn: boolean): void {
  const entry = routeOf(pathname);
  if (!entry) return;
  preloadChunks(entry.layout, entry.screen);
  if (signedIn && entry.name) firstCalls[entry.name]?.();
}
