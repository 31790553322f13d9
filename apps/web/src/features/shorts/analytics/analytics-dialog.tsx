import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import { lazyPart } from '@/ui/lazy-part';

export type AnalyticsDialogProps = {
  open: boolean;
  /** Which short (one's own); kept while the dialog closes. */
  short: Pick<Short, 'id' | 'caption'> | null;
  onClose: () => void;
};

/** A short's creator analytics, from the player's "…" menu and the own grid; downloaded when opened. */
export const AnalyticsDialog = lazyPart<AnalyticsDialogProps>(() =>
  import('./analytics-modal').then((module) => module.AnalyticsModal),
);
