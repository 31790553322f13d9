import { WelcomePage } from '@/features/home/welcome-page';
import { FeedPage } from '@/features/posts/feed/feed-page';
import { StoryTraySlot } from '@/features/stories/tray/story-tray-slot';

/** The feed, stories on top; a member whose feed is still empty gets the welcome and set-up steps under it. */
export function FeedRoute() {
  return <FeedPage welcome={<WelcomePage />} stories={<StoryTraySlot />} />;
}
