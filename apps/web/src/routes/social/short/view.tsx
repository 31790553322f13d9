import { ShortsPage } from '@/features/shorts/feed/shorts-page';

/** The vertical shorts player, For You or Following (`?feed=`). */
export function ShortsRoute() {
  return <ShortsPage />;
}
