import type { Role } from '@betogether/contracts/users/users.constants';

/** The layouts of the spec (ROUTES.md); app/router.tsx binds each name to its component. */
export type LayoutName =
  | 'landing'
  | 'auth'
  | 'social'
  /** The social layout for a member, the landing one for a visitor (pages the spec marks public). */
  | 'social-or-public'
  /** The spec's "sidebar group": the groups home, lists and invitations. */
  | 'groups'
  /** The spec's "sidebar group layout": one group's own pages. */
  | 'group'
  | 'member'
  | 'admin';

/**
 * - `public`: no token needed.
 * - `visitor`: public, and a member who is signed in is sent to the feed instead (spec §4).
 * - `signed-in`: a token is needed; without one the visit goes to /auth/login, keeping redirectUrl.
 * - roles: signed in with one of these roles; the route's layout refuses the others.
 */
export type Access = 'public' | 'visitor' | 'signed-in' | readonly Role[];

/** Icons by name: the components stay in the layouts' chunk, out of the landing page's JavaScript. */
export type NavIconName =
  | 'feed'
  | 'chat'
  | 'rooms'
  | 'privateRooms'
  | 'partnerChat'
  | 'kyc'
  | 'withdrawal'
  | 'profile'
  | 'friends'
  | 'invitations'
  | 'wallet'
  | 'store'
  | 'admin'
  | 'dashboard'
  | 'transactions'
  | 'moderation'
  | 'shorts'
  | 'tasks'
  | 'pictureTask'
  | 'videoTask'
  | 'specialTask'
  | 'partner'
  | 'analytics';

export type MenuName = 'social' | 'member' | 'admin';

/** A link to the route in one layout's menu. */
type NavPlacement = {
  /** Position in that menu: menus list the same routes in different orders. */
  order: number;
  labelKey: string;
  icon: NavIconName;
  /** In the mobile bottom bar (at most four; "Menu" is always last). */
  bottom?: boolean;
  /** A shorter label for the bottom bar, where space is tight. */
  shortLabelKey?: string;
  /** Only these roles see the link. */
  roles?: readonly Role[];
  /** Other route patterns whose pages belong to this link (a queue's detail pages light the queue). */
  alsoFor?: readonly string[];
};

export type RouteEntry = {
  /** A React Router pattern, absolute. */
  path: string;
  layout: LayoutName;
  access: Access;
  /** Its links, by the menu that shows them. */
  nav?: Partial<Record<MenuName, NavPlacement>>;
  /**
   * Its screen: `<file under src/routes, without .tsx>#<export>`, loaded lazily by
   * app/route-screens.ts (its own chunk); none for the upcoming routes (the "coming soon" screen).
   */
  screen?: `${string}#${string}`;
};

/**
 * Named entries of one layout and default access, written `name: social('/path', { …overrides })`.
 * The pattern keeps its literal type, from which `paths` types each route's parameters.
 */
export function routesIn(layout: LayoutName, access: Access) {
  return <const P extends string>(
    path: P,
    screen: NonNullable<RouteEntry['screen']>,
    more: Partial<Pick<RouteEntry, 'layout' | 'access' | 'nav'>> = {},
  ) => ({ path, layout, access, screen, ...more }) as RouteEntry & { path: P };
}

/**
 * Spec routes waiting for their issue, listed as ROUTES.md does: a base and the paths below it.
 * They show the "coming soon" notice. They get a name (so a `paths` builder and maybe a menu link)
 * with their screen: nothing should link to a screen that does not work yet.
 */
export function upcoming(layout: LayoutName, access: Access, base: string, below: string): RouteEntry[] {
  return below
    .trim()
    .split(/\s+/)
    .map((path) => ({ path: `${base}${path}`, layout, access }));
}
