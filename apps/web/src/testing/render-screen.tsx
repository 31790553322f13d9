import type { Language, Theme } from '@betogether/contracts/users/users.constants';
import type { User } from '@betogether/contracts/users/users.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProviders } from '@/app/providers';
import { session } from '@/lib/session';
import { setThemeMode } from '@/lib/theme-mode';
import type { Translator } from '@/lib/translator';
import { TranslatorProvider } from '@/lib/use-translation';
import { fillBrowserGaps } from './browser-gaps';
import { member } from './builders';
import { fakeApi } from './fake-api';
import { testI18n } from './test-i18n';

export type ScreenOptions = {
  /** The address the screen opens at, with its query: `/social/post/<id>?comment=<id>`. */
  route?: string;
  /** The route pattern around the screen (its params): `/social/post/:feedId`. Default: `route`'s path. */
  path?: string;
  /** The signed-in member (default: `member()`), or null for a visitor without a token. */
  session?: User | null;
  language?: Language;
  theme?: Theme;
};

export type Screen = RenderResult & {
  queryClient: QueryClient;
  /** The session's user, null for a visitor. */
  user: User | null;
  /** Where the page is now (after its own navigation). */
  location: () => Location;
  /** What the page wrote to the clipboard. */
  clipboard: readonly string[];
};

const TOKEN = 'fake-session-token';

type ProvidersProps = { i18n: Translator; queryClient: QueryClient; route: string; children: ReactNode };

/** What main.tsx, providers.tsx and a layout put around a screen. */
function Providers({ i18n, queryClient, route, children }: ProvidersProps) {
  return (
    <TranslatorProvider translator={i18n}>
      <AppProviders>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </AppProviders>
    </TranslatorProvider>
  );
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders a screen as the app does (providers.tsx, a layout's query client): the real texts in
 * `language`, the MUI theme and snackbar host, a router at `route`, a fresh query client (no
 * retries), and the session store signed in with a token and `session`'s user. Calls go to the
 * test's `fakeApi()` (an empty one if the test declared none, so any call fails the test).
 * Everything is undone when the test ends. No StrictMode: its second mount cancels and repeats the
 * first requests, which production never does, and a test counts requests.
 */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}): Screen {
  const { route = '/', language = 'en', theme = 'light' } = options;
  const path = options.path ?? new URL(route, 'http://localhost').pathname;
  const user = options.session === undefined ? member() : options.session;
  fakeApi();
  const gaps = fillBrowserGaps();
  if (user) session.signIn(TOKEN, user);
  else session.signOut();
  setThemeMode(theme);
  document.documentElement.lang = language;
  const queryClient = new QueryClient({
    // lib/query-client.tsx, without retries: a failure shows at once.
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  let location: Location | null = null;

  const i18n = testI18n(language);
  const tree = (element: ReactNode) => (
    <Providers i18n={i18n} queryClient={queryClient} route={route}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe
        onLocation={(next) => {
          location = next;
        }}
      />
    </Providers>
  );
  const view = render(tree(ui));

  onTestFinished(() => {
    cleanup();
    queryClient.clear();
    session.signOut();
    setThemeMode('light');
    gaps.restore();
  });

  return {
    ...view,
    rerender: (next) => view.rerender(tree(next)),
    queryClient,
    user,
    location: () => {
      if (!location) throw new Error('the router has not rendered');
      return location;
    },
    clipboard: gaps.clipboard,
  };
}
