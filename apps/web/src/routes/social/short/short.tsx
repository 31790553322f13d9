import { useParams } from 'react-router';
import { ShortPage } from '@/features/shorts/feed/short-page';

/** One short in the player (a shared link), then For You. */
export function ShortRoute() {
  const { shortId = '' } = useParams();
  return <ShortPage shortId={shortId} />;
}
