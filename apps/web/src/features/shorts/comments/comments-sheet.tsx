import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import { lazyPart } from '@/ui/lazy-part';

export type CommentsSheetProps = {
  open: boolean;
  /** Whose comments; kept while the sheet closes. */
  short: Short | null;
  onClose: () => void;
};

/**
 * A short's comments over the player: a bottom sheet on phones, a side panel on wider screens.
 * Downloaded when first opened.
 */
export const CommentsSheet = lazyPart<CommentsSheetProps>(() =>
  import('./comments-drawer').then((module) => module.CommentsDrawer),
);
