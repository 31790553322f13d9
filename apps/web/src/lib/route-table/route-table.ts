/**
 * Every route of the web app (ROUTES.md). The router (app/router.tsx), the public-path rules
 * (lib/access-rules.ts) and the menus (app/layouts/navigation.ts) are all read from here;
 * `paths.<name>.href(…)` builds every in-app address.
 *
 * Adding a screen: one named entry in its area's file (path, its screen as `<file in routes/>#<export>`,
 * layout, access, and `nav` when a menu links to it), taking its path out of that area's `upcoming`
 * list if it waited there; then its file in routes/. app/route-screens.ts loads every entry's screen
 * lazily by that name (lib/ may not import routes/; the table's test checks each file and export).
 */
import { adminRoutes, adminUpcoming } from './admin-routes';
import { authRoutes } from './auth-routes';
import { communityUpcoming } from './community-routes';
import { landingRoutes } from './landing-routes';
import { memberRoutes, memberUpcoming } from './member-routes';
import type { RouteEntry } from './route-entry';
import { type RoutePath, routePath } from './route-href';
import { socialRoutes } from './social-routes';

/** The routes with a screen, by name. */
const routeTable = {
  ...landingRoutes,
  ...authRoutes,
  ...socialRoutes,
  ...memberRoutes,
  ...adminRoutes,
};

export type RouteName = keyof typeof routeTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

export function routeEntry(name: RouteName): RouteEntry {
  return routeTable[name];
}

/**
 * The whole table, for the router and the access rules. `name` is null for the spec routes whose
 * screens come later: they show the "coming soon" notice.
 */
export const allRoutes: ReadonlyArray<RouteEntry & { name: RouteName | null }> = [
  ...routeNames.map((name) => ({ ...routeEntry(name), name })),
  ...[...communityUpcoming, ...memberUpcoming, ...adminUpcoming].map((entry) => ({
    ...entry,
    name: null,
  })),
];

/**
 * Addresses public as a whole, a route or not, so that a wrong one shows "Page Not Found" to a
 * visitor too: spec §2 "any path starting with /auth/", and the legal pages under /landingpage/
 * (docs/decisions.md "Public paths"; /landingpage itself is no page).
 */
export const publicAreas = ['/auth/*', '/landingpage/:slug/*'];

type Paths = { [K in RouteName]: RoutePath<(typeof routeTable)[K]['path']> };

export const paths = Object.fromEntries(
  routeNames.map((name) => [name, routePath(routeTable[name].path)]),
) as Paths;
