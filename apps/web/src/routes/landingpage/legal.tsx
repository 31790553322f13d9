import { useLocation } from 'react-router';
import { isLegalSlug } from '@/features/legal/legal-document';
import { LegalPage } from '@/features/legal/legal-page';
import { NotFoundError } from '@/lib/not-found-error';
import { QueryProvider } from '@/lib/query-client';

/** `/landingpage/<slug>`: one route per document in the route table, all showing this screen. */
export function LegalRoute() {
  const slug = useLocation().pathname.split('/')[2] ?? '';
  // The router matches without regard to case; the documents are named exactly.
  if (!isLegalSlug(slug)) throw new NotFoundError(`No legal page ${slug}`);
  // The landing layout leaves TanStack Query out of the home page's bundle: this page brings it.
  return (
    <QueryProvider>
      <LegalPage slug={slug} />
    </QueryProvider>
  );
}
