import i18next from 'i18next';
import { type ErrorResponse, useParams } from 'react-router';
import { isLegalSlug } from '@/features/legal/legal-document';
import { LegalPage } from '@/features/legal/legal-page';

// The router starts loading this chunk at start-up, possibly before i18next is initialised; the
// chunk resolves once the page's texts are there, so it never renders half-translated.
if (!i18next.isInitialized) await new Promise((resolve) => i18next.on('initialized', resolve));
await i18next.loadNamespaces('legal');

/**
 * What the router's error boundary recognises as a 404 (`isRouteErrorResponse`). A `data(…, 404)` or
 * `Response` thrown while rendering is not converted into one (only loaders' are): it would read 500.
 */
const notFound = {
  status: 404,
  statusText: 'Not Found',
  internal: false,
  data: 'Page not found',
} satisfies ErrorResponse & {
  internal: boolean;
};

export function LegalRoute() {
  const { slug = '' } = useParams();
  if (!isLegalSlug(slug)) throw notFound;
  return <LegalPage slug={slug} />;
}
