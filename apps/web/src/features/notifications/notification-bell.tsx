import type { Notification } from '@betogether/contracts/notifications/notifications.schemas';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge, { badgeClasses } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { RelativeTime } from '@/ui/relative-time';
import { notificationText } from './notification-text';
import { markAllRead, markRead, notificationsStore, useNotifications } from './notifications-state';

const BADGE_MAX = 99;

/** The bell of every signed-in layout: the unread count, live, and the list in a panel. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const state = useNotifications();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const close = () => setOpen(false);
  // The name says what the badge shows ("99+" past BADGE_MAX): axe label-content-name-mismatch.
  const label =
    state.unreadCount > BADGE_MAX
      ? t('openWithMany', { shown: `${BADGE_MAX}+` })
      : state.unreadCount > 0
        ? t('openWithCount', { count: state.unreadCount })
        : t('open');

  const panel = <NotificationPanel onClose={close} />;
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
      {fullScreen ? (
        // The name goes on the paper, which carries role="dialog" (axe aria-dialog-name).
        <Dialog open={open} onClose={close} fullScreen slotProps={{ paper: { 'aria-label': t('title') } }}>
          {panel}
        </Dialog>
      ) : (
        <Popover
          open={open}
          anchorEl={anchor.current}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: { sx: { width: 400, maxHeight: '75vh', display: 'flex', flexDirection: 'column' } },
          }}
        >
          {panel}
        </Popover>
      )}
    </>
  );
}

function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const state = useNotifications();
  const navigate = useNavigate();
  const [loadingMore, setLoadingMore] = useState(false);

  const open = (notification: Notification) => {
    onClose();
    if (!notification.read) void markRead(notification.id).catch(() => undefined);
    navigate(notification.link);
  };

  return (
    <Box
      role="dialog"
      aria-label={t('title')}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: 18 }}>
          {t('title')}
        </Typography>
        {state.unreadCount > 0 && (
          <Button size="small" onClick={() => void markAllRead()}>
            {t('markAllRead')}
          </Button>
        )}
        <IconButton
          size="small"
          aria-label={t('settings')}
          onClick={() => {
            onClose();
            navigate(paths.showProfile.href({ hash: 'notifications' }));
          }}
        >
          <SettingsOutlined fontSize="small" />
        </IconButton>
        <Button size="small" onClick={onClose} sx={{ display: { sm: 'none' } }}>
          {t('close')}
        </Button>
      </Stack>
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        {state.isLoading && state.userNotificationsList.length === 0 ? (
          <Stack sx={{ p: 2, gap: 2 }} aria-busy="true">
            {[0, 1, 2].map((key) => (
              <Stack key={key} direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Skeleton variant="text" sx={{ flexGrow: 1 }} />
              </Stack>
            ))}
          </Stack>
        ) : state.error && state.userNotificationsList.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void notificationsStore.load({ force: true })}
              >
                {t('retry')}
              </Button>
            }
          >
            {t('error')}
          </Alert>
        ) : state.userNotificationsList.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <NotificationsOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('empty')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('emptyHint')}
            </Typography>
          </Box>
        ) : (
          <List disablePadding>
            {state.userNotificationsList.map((notification) => (
              // Each entry an <li> around its button: a list holds only list items (axe list).
              <ListItem key={notification.id} disablePadding>
                <ListItemButton
                  onClick={() => open(notification)}
                  sx={{ alignItems: 'flex-start', bgcolor: notification.read ? undefined : 'action.hover' }}
                >
                  <ListItemAvatar>
                    <Avatar src={notification.actor.avatarUrl ?? undefined} alt="">
                      {notification.actor.displayName.slice(0, 1)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={notificationText(t, notification)}
                    secondary={<RelativeTime value={notification.updatedAt} />}
                    slotProps={{ primary: { sx: { fontWeight: notification.read ? 400 : 600 } } }}
                  />
                  {!notification.read && (
                    <Box
                      aria-label={t('unread')}
                      role="img"
                      sx={{
                        width: 10,
                        height: 10,
                        borderRadius: '50%',
                        bgcolor: 'primary.main',
                        mt: 2,
                        ml: 1,
                        flexShrink: 0,
                      }}
                    />
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {state.nextCursor && (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button
              disabled={loadingMore}
              onClick={() => {
                setLoadingMore(true);
                void notificationsStore.loadMore().finally(() => setLoadingMore(false));
              }}
            >
              {t('loadMore')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
