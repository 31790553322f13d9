import { lazyPart } from './lazy-part';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A destructive action (unfriend, block, delete), asked once more (DESIGN.md). Texts come from the
 * caller's namespace. The dialog downloads when it first opens (lazyPart): a feed of posts does not
 * load it for delete buttons nobody pressed. `ConfirmDialog.preload()` fetches it ahead, e.g. when
 * the menu that offers the action opens.
 */
export const ConfirmDialog = lazyPart<ConfirmDialogProps>(() =>
  import('./confirm-dialog-modal').then((module) => module.ConfirmDialogModal),
);
