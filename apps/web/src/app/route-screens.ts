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

type Loader = () => Promise<Record<string, unknown>>;

const layoutFiles: Record<LayoutName, readonly [Loader, string]> = {
  landing: [() => import('./layouts/landing-layout'), 'LandingLayout'],
  auth: [() => import('./layouts/auth-layout'), 'AuthLayout'],
  social: [() => import('./layouts/social-layout'), 'SocialLayout'],
  'social-or-public': [() => import('./layouts/social-or-public-layout'), 'SocialOrPublicLayout'],
  groups: [() => import('./layouts/group-layouts'), 'SidebarGroupLayout'],
  group: [() => import('./layouts/group-layouts'), 'GroupPagesLayout'],
  member: [() => import('./layouts/main-layout'), 'MainLayout'],
  admin: [() => import('./layouts/admin-layout'), 'AdminLayout'],
};

export const layouts = Object.fromEntries(
  Object.entries(layoutFiles).map(([name, [load, exportName]]) => [name, page(load, exportName)]),
) as unknown as Record<LayoutName, ComponentType>;

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

/**
 * Starts downloading a route's layout and screen before React asks for them (app/route-preload.ts):
 * at start-up they load in parallel with the texts instead of one after the other.
 */
export function preloadChunks(layout: LayoutName, screen: string | undefined): void {
  void layoutFiles[layout][0]().catch(() => undefined);
  const load = screen ? routeFiles[`../routes/${screen.split('#')[0]}.tsx`] : undefined;
  void load?.().catch(() => undefined);
}

export const screens = Object.fromEntries(
  routeNames.map((name) => [name, screenOf(routeEntry(name).screen ?? '')]),
) as Record<RouteName, ComponentType>;
