import Dialog from '@mui/material/Dialog';
import Popover from '@mui/material/Popover';
import { useTranslation } from '@/lib/use-translation';
import { NotificationPanel } from './notification-panel';

type Props = {
  open: boolean;
  /** Below sm the panel takes the whole screen. */
  fullScreen: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
};

/** The bell's panel (NotificationBell): a popover under the bell, a full-screen dialog on a phone. */
export function NotificationOverlay({ open, fullScreen, anchor, onClose }: Props) {
  const { t } = useTranslation('notifications');
  const panel = <NotificationPanel onClose={onClose} />;
  return fullScreen ? (
    // The name goes on the paper, which carries role="dialog" (axe aria-dialog-name).
    <Dialog open={open} onClose={onClose} fullScreen slotProps={{ paper: { 'aria-label': t('title') } }}>
      {panel}
    </Dialog>
  ) : (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: 400, maxHeight: '75vh', display: 'flex', flexDirection: 'column' } },
      }}
    >
      {panel}
    </Popover>
  );
}
