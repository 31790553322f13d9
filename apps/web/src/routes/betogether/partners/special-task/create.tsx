import { CreateTaskPage } from '@/features/partner-tasks/create/create-task-page';
import { taskVariants } from '@/features/partner-tasks/create/task-variant';
import { PartnerGate } from '@/features/partner-tasks/partner-gate';

/** `/betogether/partners/special-task/create`: a new special task (members send a proof); `?draft=<taskId>` edits a draft. */
export function CreateSpecialTaskRoute() {
  return (
    <PartnerGate>
      <CreateTaskPage variant={taskVariants.special} />
    </PartnerGate>
  );
}
