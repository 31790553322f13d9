import { CreateTaskPage } from '@/features/partner-tasks/create/create-task-page';
import { taskVariants } from '@/features/partner-tasks/create/task-variant';
import { PartnerGate } from '@/features/partner-tasks/partner-gate';

/** `/betogether/partners/picture-task/free-create`: a new free picture task (for visibility, no reward); `?draft=<taskId>` edits a draft. */
export function CreateFreePictureTaskRoute() {
  return (
    <PartnerGate>
      <CreateTaskPage variant={taskVariants.freePicture} />
    </PartnerGate>
  );
}
