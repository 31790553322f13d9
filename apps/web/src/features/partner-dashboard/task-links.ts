import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import { paths } from '@/lib/route-table/route-table';

/** The create screen a draft was written with, opened on that draft (`?draft=<id>`). */
export function draftEditHref(task: Pick<PartnerTask, 'id' | 'kind' | 'free'>): string {
  const query = { draft: task.id };
  if (task.kind === 'picture')
    return (task.free ? paths.createFreePictureTask : paths.createPictureTask).href({ query });
  if (task.kind === 'video')
    return (task.free ? paths.createFreeVideoTask : paths.createVideoTask).href({ query });
  return paths.createSpecialTask.href({ query });
}

/** The five create screens of the "New task" menu, in the order partners meet them. */
export const createScreens = [
  { key: 'picture', href: () => paths.createPictureTask.href() },
  { key: 'freePicture', href: () => paths.createFreePictureTask.href() },
  { key: 'video', href: () => paths.createVideoTask.href() },
  { key: 'freeVideo', href: () => paths.createFreeVideoTask.href() },
  { key: 'special', href: () => paths.createSpecialTask.href() },
] as const;
