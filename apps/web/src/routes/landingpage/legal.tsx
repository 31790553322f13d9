import { useParams } from 'react-router';
import { isLegalSlug } from '@/features/legal/legal-document';
import { LegalPage } from '@/features/legal/legal-page';
import { NotFoundError } from '@/lib/not-found-error';
import { QueryProvider } from '@/lib/query-client';

export function LegalRoute() {
  const { slug = '' } = useParams();
  if (!isLegalSlug(slug)) throw new NotFoundError(`No legal page ${slug}`);
  // The landing layout leaves TanStack Query out of the home page's bundle: this page brings it.
  return (
    <QueryProvider>
      <LegalPage slug={slug} />
    </QueryProvider>
  );
}
