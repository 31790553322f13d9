import type { TaskKind } from '@betogether/contracts/tasks/tasks.constants';

/** What a create screen makes: a kind of task, paid or free (for visibility only). */
export type TaskVariant = { kind: TaskKind; free: boolean };

/** The five create screens of the partner area. */
export const taskVariants = {
  picture: { kind: 'picture', free: false },
  freePicture: { kind: 'picture', free: true },
  video: { kind: 'video', free: false },
  freeVideo: { kind: 'video', free: true },
  special: { kind: 'special', free: false },
} as const satisfies Record<string, TaskVariant>;

export type CreateRouteName =
  | 'createPictureTask'
  | 'createFreePictureTask'
  | 'createVideoTask'
  | 'createFreeVideoTask'
  | 'createSpecialTask';

/** The create screen of a variant (a draft opened on the wrong one is sent to its own). */
export function variantRoute(variant: TaskVariant): CreateRouteName {
  if (variant.kind === 'picture') return variant.free ? 'createFreePictureTask' : 'createPictureTask';
  if (variant.kind === 'video') return variant.free ? 'createFreeVideoTask' : 'createVideoTask';
  return 'createSpecialTask';
}

/** The texts key of a variant: `picture`, `freePicture`, `video`, `freeVideo`, `special`. */
export function variantName(variant: TaskVariant): keyof typeof taskVariants {
  if (variant.kind === 'special') return 'special';
  const base = variant.kind;
  return variant.free ? (base === 'picture' ? 'freePicture' : 'freeVideo') : base;
}

export function sameVariant(a: TaskVariant, b: TaskVariant): boolean {
  return a.kind === b.kind && a.free === b.free;
}
