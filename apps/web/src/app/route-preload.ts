import { feedEndpoints } from '@betogether/contracts/feed/feed.endpoints';
import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { matchPath } from 'react-router';
import { POST_PAGE } from '@/features/posts/api/post-pages';
import { browserTimeZone } from '@/features/wallet/api/wallet-keys';
import { endpointUrl } from '@/lib/api-client';
import { startEarly } from '@/lib/early-calls';
import { allRoutes, type RouteName } from '@/lib/route-table/route-table';
import { preloadChunks } from './route-screens';

/**
 * The first calls of the busiest signed-in pages, exactly as their screens make them (same
 * address), so that the answer is in flight while the page's JavaScript still loads.
 */
const firstCalls: Partial<Record<RouteName, () => string[]>> = {
  feed: () => [endpointUrl(feedEndpoints.home, { query: POST_PAGE })],
  coinDashboard: () => [endpointUrl(walletEndpoints.summary, { query: { tz: browserTimeZone() } })],
};

/** The route table's entry for a path: a fixed path wins over one with parameters. */
export function routeFor(pathname: string) {
  const matches = allRoutes.filter((entry) => matchPath(entry.path, pathname));
  return matches.find((entry) => !entry.path.includes(':')) ?? matches[0];
}

/**
 * At start-up, before the texts and React: download the route's layout and screen, and for a
 * signed-in visitor send the route's first API calls.
 */
export function preloadRoute(pathname: string, token: string | null): void {
  const entry = routeFor(pathname);
  if (!entry) return;
  preloadChunks(entry.layout, entry.screen);
  if (!token || !entry.name) return;
  for (const path of firstCalls[entry.name]?.() ?? []) startEarly(path, token);
}
