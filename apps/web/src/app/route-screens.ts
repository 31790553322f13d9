import { type ComponentType, lazy } from 'react';
import type { LayoutName } from '@/lib/route-table/route-entry';
import { type RouteName, routeEntry, routeNames } from '@/lib/route-table/route-table';

/**
 * The lazy layout and screen of each entry of lib/route-table: every one is its own chunk, loaded
 * when its route is first opened. Upcoming routes show the "coming soon" screen. A new screen needs
 * no line here: its entry names its file.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const layouts: Record<LayoutName, ComponentType> = {
  landing: page(() => import('./layouts/landing-layout'), 'LandingLayout'),
  auth: page(() => import('./layouts/auth-layout'), 'AuthLayout'),
  social: page(() => import('./layouts/social-layout'), 'SocialLayout'),
  'social-or-public': page(() => import('./layouts/social-or-public-layout'), 'SocialOrPublicLayout'),
  groups: page(() => import('./layouts/group-layouts'), 'SidebarGroupLayout'),
  group: page(() => import('./layouts/group-layouts'), 'GroupPagesLayout'),
  member: page(() => import('./layouts/main-layout'), 'MainLayout'),
  admin: page(() => import('./layouts/admin-layout'), 'AdminLayout'),
};

export const ComingSoonInLayout = page(() => import('@/routes/come-soon'), 'ComingSoonInLayout');

// Every file of routes/, each its own chunk, fetched when its route first opens.
const routeFiles = import.meta.glob<Record<string, unknown>>('../routes/**/*.tsx');

/** The lazy screen an entry names (`<file>#<export>`); a wrong name fails the route table's test. */
function screenOf(screen: string): ComponentType {
  const [file, name] = screen.split('#') as [string, string];
  const load = routeFiles[`../routes/${file}.tsx`];
  if (!load) throw new Error(`route screen ${screen}: no such file in src/routes`);
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const screens = Object.fromEntries(
  routeNames.map((name) => [name, screenOf(routeEntry(name).screen ?? '')]),
) as Record<RouteName, ComponentType>;
