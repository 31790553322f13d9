import { useParams } from 'react-router';
import { StoryViewerPage } from '@/features/stories/viewer/story-viewer-page';

/** A story full screen, in its author's sequence. */
export function StoryRoute() {
  const { storyId = '' } = useParams();
  return <StoryViewerPage storyId={storyId} />;
}
