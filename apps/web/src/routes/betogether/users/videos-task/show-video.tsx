import { useParams } from 'react-router';
import { VideoTaskPage } from '@/features/tasks/player/video-task-page';

/** `/betogether/users/videos-task/show-video/:id`: one video task's player. */
export function ShowVideoTaskRoute() {
  const { id = '' } = useParams();
  return <VideoTaskPage key={id} taskId={id} />;
}
