import { useSearchParams } from 'react-router';
import { isUuid } from '../components/task-format';
import { TaskListPage } from '../list/task-list-page';
import { SpecialTaskDialog } from './special-task-dialog';

/** `users/special-task`: the special tasks; `?task=<id>` opens one with its proof form. */
export function SpecialTasksPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('task');
  const taskId = isUuid(raw) ? raw : null;
  const close = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('task');
        return next;
      },
      { replace: true },
    );
  return (
    <TaskListPage kind="special">
      <SpecialTaskDialog taskId={taskId} onClose={close} />
    </TaskListPage>
  );
}
