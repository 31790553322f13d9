import { useParams } from 'react-router';
import { PictureTaskPage } from '@/features/tasks/player/picture-task-page';

/** `/betogether/users/pictures-task/show-picture/:id`: one picture task's player. */
export function ShowPictureTaskRoute() {
  const { id = '' } = useParams();
  return <PictureTaskPage key={id} taskId={id} />;
}
