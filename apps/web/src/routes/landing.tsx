import i18next from 'i18next';
import { LandingPage } from '@/features/landing/landing-page';

// The router starts loading this chunk at start-up, possibly before i18next is initialised; the
// chunk resolves once the page's texts are there, so it never renders half-translated.
if (!i18next.isInitialized) await new Promise((resolve) => i18next.on('initialized', resolve));
await i18next.loadNamespaces('landing');

export function LandingRoute() {
  return <LandingPage />;
}
