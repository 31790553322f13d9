import { WelcomePage } from '@/features/home/welcome-page';
import { FeedPage } from '@/features/posts/feed/feed-page';

/** The feed; a member whose feed is still empty gets the welcome and set-up steps under it. */
export function FeedRoute() {
  return <FeedPage welcome={<WelcomePage />} />;
}
