import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/chunk-reload';
import type { LegalSlug } from '@/lib/route-table/landing-routes';
import { useTranslation } from '@/lib/use-translation';
import { LegalDocumentView } from './legal-document-view';
import { LegalPageError } from './legal-page-error';
import { LegalPageSkeleton } from './legal-page-skeleton';
import { loadLegalDocument } from './load-legal-document';

/** `/landingpage/<slug>`: one legal or information document, in the interface language. */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const query = useQuery({
    queryKey: ['legal', slug],
    queryFn: () => loadLegalDocument(slug),
    // The texts ship with the app: they only change with a new version.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const document = query.data ? (i18n.language === 'fr' ? query.data.fr : query.data.en) : undefined;
  const title = document?.title ?? t(`legal.titles.${slug}`, { ns: 'common' });

  useEffect(() => {
    const previous = window.document.title;
    window.document.title = t('documentTitle', { title });
    return () => {
      window.document.title = previous;
    };
  }, [t, title]);

  if (document) return <LegalDocumentView slug={slug} content={document} />;
  if (query.isError) {
    return (
      <LegalPageError
        onRetry={() => {
          // A stale chunk after a deploy cannot be fetched again: only a reload brings the new one.
          if (isChunkLoadError(query.error)) window.location.reload();
          else void query.refetch();
        }}
      />
    );
  }
  return <LegalPageSkeleton />;
}
