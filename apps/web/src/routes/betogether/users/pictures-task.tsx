import { TaskListPage } from '@/features/tasks/list/task-list-page';

/** `/betogether/users/pictures-task`: the picture tasks (`?sort=&reward=`). */
export function PictureTasksRoute() {
  return <TaskListPage kind="picture" />;
}
