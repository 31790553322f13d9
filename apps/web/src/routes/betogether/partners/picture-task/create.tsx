import { CreateTaskPage } from '@/features/partner-tasks/create/create-task-page';
import { taskVariants } from '@/features/partner-tasks/create/task-variant';
import { PartnerGate } from '@/features/partner-tasks/partner-gate';

/** `/betogether/partners/picture-task/create`: a new paid picture task; `?draft=<taskId>` edits a draft. */
export function CreatePictureTaskRoute() {
  return (
    <PartnerGate>
      <CreateTaskPage variant={taskVariants.picture} />
    </PartnerGate>
  );
}
