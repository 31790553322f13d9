import type { Role } from '@betogether/contracts/users/users.constants';
import { matchPath, matchRoutes } from 'react-router';
import type { Access } from './route-table/route-entry';
import { allRoutes, paths, publicAreas } from './route-table/route-table';

/**
 * Who may open which path without signing in (spec §2 "Public", ROUTES.md), and where the app
 * sends a visitor (spec §4 "Redirects"), read from the route table. Pure functions: the guard and
 * its tests share them.
 */
export const LOGIN_PATH = paths.login.href();
export const HOME_PATH = paths.feed.href();

// The router's own matcher, so a path has the access of the screen it shows (same ranking, same
// case-insensitivity).
const matchable = allRoutes.map(({ path }, index) => ({ id: `${index}`, path }));

const isOpen = (access: Access) => access === 'public' || access === 'visitor';

/**
 * `/social/events/update` and `/social/page/statistiques` match the public `:eventDetails` and
 * `:pageId`, yet they name a group of private routes (`update/:updateEvent`, `statistiques/…`):
 * private. The static beginnings of every private pattern, in lower case like the matcher.
 */
const privateStems = new Set(
  allRoutes
    .filter(({ access }) => !isOpen(access))
    .flatMap(({ path }) => {
      const segments = path.split('/').filter(Boolean);
      const firstParameter = segments.findIndex((segment) => segment.startsWith(':'));
      const end = Math.min(firstParameter === -1 ? segments.length : firstParameter, segments.length - 1);
      return segments
        .slice(0, end)
        .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`.toLowerCase());
    }),
);

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function matchOf(path: string) {
  const match = matchRoutes(matchable, path)?.at(-1);
  const entry = match ? allRoutes[Number(match.route.id)] : undefined;
  return match && entry ? { entry, params: match.params } : null;
}

/** The route table's entry a path opens, ranked as the router ranks them, with the path's params. */
export function routeOf(pathname: string) {
  return matchOf(trimSlash(pathname));
}

function accessOf(path: string): Access | null {
  const match = matchOf(path);
  if (!match) return null;
  const { access } = match.entry;
  const byParameter = Object.keys(match.params).length > 0;
  if (byParameter && isOpen(access) && privateStems.has(path.toLowerCase())) return 'signed-in';
  return access;
}

export function isPublicPath(pathname: string): boolean {
  const path = trimSlash(pathname);
  const access = accessOf(path);
  if (access !== null) return isOpen(access);
  return publicAreas.some((area) => matchPath(area, path) !== null);
}

/** The roles a path's route admits (the admin area's screens), or null when it names none. */
export function rolesOf(pathname: string): readonly Role[] | null {
  const access = accessOf(trimSlash(pathname));
  return typeof access === 'object' && access !== null ? access : null;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'login'; redirectUrl: string } | { kind: 'home' };

/** `fullPath` is pathname + search + hash, kept whole as redirectUrl. */
export function decideAccess(fullPath: string, hasToken: boolean): AccessDecision {
  const pathname = trimSlash(fullPath.split(/[?#]/)[0] ?? '/');
  if (hasToken && accessOf(pathname) === 'visitor') return { kind: 'home' };
  if (!hasToken && !isPublicPath(pathname)) return { kind: 'login', redirectUrl: fullPath };
  return { kind: 'allow' };
}

/** Only a same-origin path is followed after sign-in (never `//host` or `https://…`). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (decideAccess(value, true).kind === 'home') return null;
  return value;
}
