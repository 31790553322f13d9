import { CreateTaskPage } from '@/features/partner-tasks/create/create-task-page';
import { taskVariants } from '@/features/partner-tasks/create/task-variant';
import { PartnerGate } from '@/features/partner-tasks/partner-gate';

/** `/betogether/partners/video-task/create`: a new paid video task with its quiz; `?draft=<taskId>` edits a draft. */
export function CreateVideoTaskRoute() {
  return (
    <PartnerGate>
      <CreateTaskPage variant={taskVariants.video} />
    </PartnerGate>
  );
}
