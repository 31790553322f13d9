import { feedEndpoints } from '@betogether/contracts/feed/feed.endpoints';
import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { POST_PAGE } from '@/features/posts/api/post-pages';
import { browserTimeZone } from '@/features/wallet/api/wallet-keys';
import { routeOf } from '@/lib/access-rules';
import { callEarly } from '@/lib/api-client';
import { preloadTexts } from '@/lib/i18n';
import type { LayoutName } from '@/lib/route-table/route-entry';
import type { RouteName } from '@/lib/route-table/route-table';
import { preloadChunks } from './route-screens';

type Params = Readonly<Record<string, string | undefined>>;

/**
 * The first calls of the busiest signed-in pages, with the input their screens give them, so that
 * the answer is in flight while the page's JavaScript still loads.
 */
const firstCalls: Partial<Record<RouteName, (params: Params) => void>> = {
  feed: () => {
    callEarly(feedEndpoints.home, { query: POST_PAGE });
    callEarly(storiesEndpoints.tray);
  },
  coinDashboard: () => callEarly(walletEndpoints.summary, { query: { tz: browserTimeZone() } }),
  // The posts by the name in the address too: otherwise they wait for the profile's answer (its id).
  userProfile: ({ userId }) => {
    if (!userId) return;
    callEarly(friendsEndpoints.profile, { params: { userIdOrUsername: userId } });
    callEarly(feedEndpoints.memberPosts, { params: { userIdOrUsername: userId }, query: POST_PAGE });
  },
};

/**
 * The texts (lib/i18n.ts namespaces) of the layouts and busiest screens, beyond `common`: they start
 * loading with the chunks. A namespace missing here still loads, when its screen asks for it.
 */
const layoutTexts: Partial<Record<LayoutName, readonly string[]>> = {
  landing: ['landing'],
  auth: ['auth'],
  social: ['search', 'wallet', 'notifications', 'home'],
  member: ['search', 'wallet', 'notifications'],
};
const screenTexts: Partial<Record<RouteName, readonly string[]>> = {
  feed: ['posts', 'stories'],
  userProfile: ['friends', 'posts'],
  showProfile: ['profile'],
  coinDashboard: ['wallet'],
  shorts: ['shorts'],
  tasksDashboard: ['tasks'],
  kyc: ['kyc'],
  withdrawal: ['withdrawals'],
  chatInbox: ['chat', 'calls'],
  conversation: ['chat', 'calls'],
  communityRooms: ['chat', 'chat-rooms', 'calls'],
  privateDiscussions: ['chat', 'chat-rooms', 'calls'],
  partnerChat: ['chat', 'chat-partner'],
  videoCall: ['calls'],
  pictureTasks: ['tasks'],
  videoTasks: ['tasks'],
  specialTasks: ['tasks'],
  showPictureTask: ['tasks'],
  showVideoTask: ['tasks'],
  partnerDashboard: ['partner-dashboard', 'partner-tasks'],
  partnerAnalytics: ['partner-dashboard', 'partner-tasks'],
  adminSpecialTasks: ['admin-tasks'],
  adminKycQueue: ['admin-kyc'],
  adminKycRequest: ['admin-kyc'],
  adminPayoutProviders: ['admin-payouts'],
  adminWithdrawals: ['admin-withdrawals'],
};

/** The texts a route's layout and screen will ask for (as far as the lists above know). */
export function textsOf(entry: { layout: LayoutName; name: RouteName | null }): string[] {
  return [...(layoutTexts[entry.layout] ?? []), ...((entry.name && screenTexts[entry.name]) || [])];
}

/**
 * At start-up, before React: download the route's layout, screen and texts, and for a signed-in
 * visitor send the route's first API calls.
 */
export function preloadRoute(pathname: string, signedIn: boolean): void {
  const match = routeOf(pathname);
  if (!match) return;
  const { entry, params } = match;
  preloadChunks(entry.layout, entry.screen);
  preloadTexts(textsOf(entry));
  if (signedIn && entry.name) firstCalls[entry.name]?.(params);
}
