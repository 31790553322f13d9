import type { Notification } from '@betogether/contracts/notifications/notifications.schemas';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { notificationText } from './notification-text';
import { markAllRead, markRead, notificationsStore, useNotifications } from './notifications-state';

/** The list of notifications, live from the store, with its header (mark all read, settings, close). */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
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
