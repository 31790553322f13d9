import { useSearchParams } from 'react-router';
import { CreatorShortsPage } from '@/features/shorts/grid/creator-shorts-page';

/** A creator's grid of shorts (`?member=<userId>`), the member's own without it. */
export function CreatorShortsRoute() {
  const [params] = useSearchParams();
  return <CreatorShortsPage memberId={params.get('member')} />;
}
