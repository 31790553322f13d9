/**
 * Who may open which path without signing in (spec §2 "Public", ROUTES.md), and where the app
 * sends a visitor (spec §4 "Redirects"). Pure functions: the guard and its tests share them.
 */
const publicExact = new Set([
  '/',
  '/come-soon',
  // Spec: event detail, list and participate pages, some event lists.
  '/social/events/event-details',
  '/social/events/participate',
  '/social/events/events-local',
  '/social/events/events-week',
  // Spec: create-page, the invitations index and several page routes.
  '/social/page/create-page',
  '/social/page/discover-page',
  '/social/page/list-page',
  '/social/invitations/index-invitations',
]);

const publicPrefixes = ['/auth/', '/landingpage/'];

// /social/events/{eventDetails}, /social/page/{pageId}, /social/page/view-orther-page/{id}
const privateEventPaths = new Set([
  'create-event',
  'events-for-you',
  'events-friends',
  'interesse',
  'my-event',
  'update',
]);
const privatePagePaths = new Set([
  'activity-history',
  'archive-stories',
  'invitation-page',
  'invitations',
  'like-page',
  'page-status',
  'security-page',
  'statistiques',
  'user-management',
]);

export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/social/feed';

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isPublicPath(pathname: string): boolean {
  const path = trimSlash(pathname);
  if (publicExact.has(path) || path === '/auth') return true;
  if (publicPrefixes.some((prefix) => path.startsWith(prefix))) return true;
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'social' && parts[1] === 'events' && parts.length === 3)
    return !privateEventPaths.has(parts[2] ?? '');
  if (parts[0] === 'social' && parts[1] === 'page') {
    if (parts.length === 3) return !privatePagePaths.has(parts[2] ?? '');
    if (parts.length === 4 && parts[2] === 'view-orther-page') return true;
  }
  return false;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'login'; redirectUrl: string } | { kind: 'home' };

/** `fullPath` is pathname + search + hash, kept whole as redirectUrl. */
export function decideAccess(fullPath: string, hasToken: boolean): AccessDecision {
  const pathname = trimSlash(fullPath.split(/[?#]/)[0] ?? '/');
  if (hasToken && (pathname === LOGIN_PATH || pathname === '/auth/try-submit')) return { kind: 'home' };
  if (!hasToken && !isPublicPath(pathname)) return { kind: 'login', redirectUrl: fullPath };
  return { kind: 'allow' };
}

/** Only a same-origin path is followed after sign-in (never `//host` or `https://…`). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (decideAccess(value, true).kind === 'home') return null;
  return value;
}
