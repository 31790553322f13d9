import { useSearchParams } from 'react-router';
import { CreateShortPage } from '@/features/shorts/create/create-short-page';

/** A new short; `?remix=<shortId>` reuses that short's sound. */
export function ShortCreateRoute() {
  const [params] = useSearchParams();
  return <CreateShortPage remix={params.get('remix')} />;
}
