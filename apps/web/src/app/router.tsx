import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import type { LayoutName } from '@/lib/route-table/route-entry';
import { allRoutes } from '@/lib/route-table/route-table';
import { NotFoundPage } from '@/ui/error-page';
import { PageLoader } from '@/ui/page-loader';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AccessGuard } from './guards/access-guard';
import { ComingSoonInLayout, layouts, screens } from './route-screens';
import { VersionCheck } from './version-check';

function byLayout(): Map<LayoutName, (typeof allRoutes)[number][]> {
  const groups = new Map<LayoutName, (typeof allRoutes)[number][]>();
  for (const entry of allRoutes) groups.set(entry.layout, [...(groups.get(entry.layout) ?? []), entry]);
  return groups;
}

/** The table grouped by layout: each layout a pathless parent of its screens, built once. */
const tableRoutes = [...byLayout()].map(([layout, entries]) => {
  const Layout = layouts[layout];
  return (
    <Route key={layout} element={<Layout />}>
      {entries.map(({ name, path }) => {
        const Screen = name ? screens[name] : ComingSoonInLayout;
        return <Route key={path} path={path} element={<Screen />} />;
      })}
    </Route>
  );
});

function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * Every route of the route table (lib/route-table). The declarative router (not the data router)
 * keeps the first page's JavaScript about 18 KB gzipped lighter; screens fetch through TanStack Query.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <VersionCheck />
      <AccessGuard>
        <AppErrorBoundary>
          <Suspense fallback={<PageLoader fullPage />}>
            <Routes>
              {tableRoutes}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </AppErrorBoundary>
      </AccessGuard>
    </BrowserRouter>
  );
}
