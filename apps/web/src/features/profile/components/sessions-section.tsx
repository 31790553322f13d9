import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import type { TFunction } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { useNotify } from '@/ui/snackbar';
import { useRevokeSession, useSessions } from '../api/sessions';
import { SettingsSection } from './settings-section';

/** "Chrome on Linux" from the server, in the member's language. */
function deviceName(label: string, t: TFunction): string {
  if (label === 'Unknown device') return t('sessions.unknownDevice');
  const match = /^(.+) on (.+)$/.exec(label);
  return match ? t('sessions.device', { browser: match[1] ?? '', os: match[2] ?? '' }) : label;
}

/** Every device signed in to the account, with a way to sign each one out. */
export function SessionsSection() {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const [confirming, setConfirming] = useState<{ id: string; label: string } | null>(null);

  return (
    <SettingsSection id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isPending && [0, 1].map((i) => <Skeleton key={i} height={56} />)}
      {sessions.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => sessions.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('sessions.loadError')}
        </Alert>
      )}
      {sessions.data && (
        <List disablePadding aria-label={t('sessions.title')}>
          {sessions.data.items.map((item) => (
            <ListItem
              key={item.id}
              divider
              disableGutters
              secondaryAction={
                item.current ? (
                  <Chip size="small" color="primary" label={t('sessions.current')} />
                ) : (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setConfirming({ id: item.id, label: deviceName(item.deviceLabel, t) })}
                  >
                    {t('sessions.revoke')}
                  </Button>
                )
              }
              sx={{ pr: 14 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <DevicesOutlined />
              </ListItemIcon>
              <ListItemText
                primary={deviceName(item.deviceLabel, t)}
                secondary={
                  <>
                    {t('sessions.lastActive')} <RelativeTime value={item.lastUsedAt} />
                    {item.ip ? ` · ${item.ip}` : ''}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)}>
        <DialogTitle>{t('sessions.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('sessions.confirmBody', { device: confirming?.label ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={revoke.isPending}
            onClick={() =>
              confirming &&
              revoke.mutate(confirming.id, {
                onSuccess: () => {
                  setConfirming(null);
                  notify(t('sessions.revoked'));
                },
                onError: (error) => notify(problemMessage(error, t), 'error'),
              })
            }
          >
            {t('sessions.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
