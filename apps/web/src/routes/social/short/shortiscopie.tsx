import { useSearchParams } from 'react-router';
import { RemixesPage } from '@/features/shorts/remixes/remixes-page';

/** A short's sound and the remixes that use it (`?of=<shortId>`). */
export function ShortRemixesRoute() {
  const [params] = useSearchParams();
  return <RemixesPage shortId={params.get('of')} />;
}
