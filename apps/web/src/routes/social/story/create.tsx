import { StoryCreatePage } from '@/features/stories/create/story-create-page';

/** A new story, with the member's archive and close-friends list as tabs. */
export function StoryCreateRoute() {
  return <StoryCreatePage />;
}
