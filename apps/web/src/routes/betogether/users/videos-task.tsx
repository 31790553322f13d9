import { TaskListPage } from '@/features/tasks/list/task-list-page';

/** `/betogether/users/videos-task`: the video tasks (`?sort=&reward=`). */
export function VideoTasksRoute() {
  return <TaskListPage kind="video" />;
}
