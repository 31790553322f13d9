import { CreateTaskPage } from '@/features/partner-tasks/create/create-task-page';
import { taskVariants } from '@/features/partner-tasks/create/task-variant';
import { PartnerGate } from '@/features/partner-tasks/partner-gate';

/** `/betogether/partners/video-task/create-free`: a new free video task (for visibility, no reward); `?draft=<taskId>` edits a draft. */
export function CreateFreeVideoTaskRoute() {
  return (
    <PartnerGate>
      <CreateTaskPage variant={taskVariants.freeVideo} />
    </PartnerGate>
  );
}
