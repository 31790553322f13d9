import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge, { badgeClasses } from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { notificationsStore, useNotifications } from './notifications-state';

const BADGE_MAX = 99;

// The panel (and the popover or dialog around it) downloads when the bell is first hovered or opened.
const NotificationOverlay = lazyPart(() =>
  import('./notification-overlay').then((m) => m.NotificationOverlay),
);

/** The bell of every signed-in layout: the unread count, live, and the list in a panel. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const state = useNotifications();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // The name says what the badge shows ("99+" past BADGE_MAX): axe label-content-name-mismatch.
  const label =
    state.unreadCount > BADGE_MAX
      ? t('openWithMany', { shown: `${BADGE_MAX}+` })
      : state.unreadCount > 0
        ? t('openWithCount', { count: state.unreadCount })
        : t('open');

  return (
    <>
      <IconButton
        ref={anchor}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          void notificationsStore.load();
        }}
        {...NotificationOverlay.preloadProps}
      >
        <Badge
          badgeContent={state.unreadCount}
          color="error"
          max={BADGE_MAX}
          data-testid="notification-badge"
          // At zero MUI keeps the last number in the badge, only scaled to nothing: out of the
          // button's text, or "0" contradicts the name "Notifications" (axe label-content-name-mismatch).
          sx={{ [`& .${badgeClasses.invisible}`]: { display: 'none' } }}
        >
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <NotificationOverlay
        open={open}
        fullScreen={fullScreen}
        anchor={anchor.current}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
