// First: zod's settings must be in place before any chunk builds a schema.
import './lib/zod-jitless';
// Inter as one variable font (every weight, 47 KB for Latin) rather than four files (95 KB).
import '@fontsource-variable/inter/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { preloadRoute } from './app/route-preload';
import { AppRouter } from './app/router';
import { browserReloadEnv, reloadForStaleChunk } from './lib/chunk-reload';
import { initI18n } from './lib/i18n';
import { session } from './lib/session';
import { storageKeys } from './lib/storage-keys';

// A deploy replaced the chunks this tab knows: reload once (guarded for 10 s).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForStaleChunk(browserReloadEnv())) event.preventDefault();
});

void session.loadUser();
const texts = initI18n();
// The route's chunks, texts and first API calls start now, in parallel with the common texts.
preloadRoute(window.location.pathname, localStorage.getItem(storageKeys.token) !== null);

texts.then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition: React renders the first screen in slices and lets the browser paint and answer
  // input between them, instead of one long task on a slow phone.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
