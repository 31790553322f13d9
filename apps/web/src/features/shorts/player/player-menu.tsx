import { lazyPart } from '@/ui/lazy-part';

export type PlayerMenuProps = {
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  shortId: string;
  mine: boolean;
  autoplay: boolean;
  onAutoplay: (on: boolean) => void;
  onAnalytics: () => void;
  onDelete: () => void;
};

/** The player's "…" menu (autoplay, the sound, the author's own actions), downloaded when first opened. */
export const PlayerMenu = lazyPart<PlayerMenuProps>(() =>
  import('./player-menu-list').then((module) => module.PlayerMenuList),
);
