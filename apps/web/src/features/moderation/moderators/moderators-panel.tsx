import type { ModeratorsResponse } from '@betogether/contracts/moderation/moderation.schemas';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useSingleFlight } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { useNotify } from '@/ui/snackbar';
import { useModerators } from '../api/get-moderators';
import { useGrantModerator } from '../api/grant-moderator';
import { useRevokeModerator } from '../api/revoke-moderator';
import { moderationProblems } from '../moderation-problems';

type Moderator = ModeratorsResponse['items'][number];

/** Admins name moderators by username and take the role back. */
export function ModeratorsPanel() {
  const { t } = useTranslation('moderation');
  const notify = useNotify();
  const list = useModerators();
  const grant = useGrantModerator();
  const granting = useSingleFlight();
  const revoke = useRevokeModerator();
  const [username, setUsername] = useState('');
  const [removing, setRemoving] = useState<Moderator | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name || !granting.begin()) return;
    grant.mutate(name, {
      onSuccess: (moderator) => {
        notify(t('moderators.granted', { name: moderator.displayName }));
        setUsername('');
      },
      onSettled: granting.end,
    });
  };

  const items = list.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography color="text.secondary">{t('moderators.intro')}</Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('moderators.username')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 31, autoComplete: 'off' } }}
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<PersonAddAlt1Outlined />}
          disabled={!username.trim()}
          loading={grant.isPending}
        >
          {t('moderators.grant')}
        </Button>
      </Box>
      {grant.isError && <Alert severity="error">{problemMessage(grant.error, t, moderationProblems)}</Alert>}
      {list.isPending ? (
        <RowsSkeleton rows={3} label={t('moderators.loading')} />
      ) : list.isError ? (
        <ListError
          surface="outlined"
          title={t('moderators.loadError')}
          message={problemMessage(list.error, t, moderationProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<ShieldOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t('moderators.emptyTitle')}
          body={t('moderators.emptyBody')}
        />
      ) : (
        <Paper variant="outlined">
          <List aria-label={t('moderators.listLabel')} disablePadding>
            {items.map((moderator, index) => (
              <ListItem
                key={moderator.id}
                divider={index < items.length - 1}
                secondaryAction={
                  <Button
                    color="error"
                    onClick={() => setRemoving(moderator)}
                    aria-label={t('moderators.revokeLabel', { name: moderator.displayName })}
                  >
                    {t('moderators.revoke')}
                  </Button>
                }
              >
                <ListItemAvatar>
                  <Avatar src={moderator.avatarUrl ?? undefined} alt="">
                    {moderator.displayName.slice(0, 1)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={moderator.displayName}
                  secondary={`@${moderator.username}`}
                  sx={{ pr: 10, minWidth: 0 }}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('moderators.confirmRevokeTitle')}
        body={t('moderators.confirmRevokeBody', { name: removing?.displayName ?? '' })}
        confirmLabel={t('moderators.revoke')}
        cancelLabel={t('moderators.cancel')}
        busy={revoke.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = removing.displayName;
          revoke.mutate(removing.id, {
            onSuccess: () => {
              notify(t('moderators.revoked', { name }));
              setRemoving(null);
            },
            onError: (error) => {
              notify(problemMessage(error, t, moderationProblems), 'error');
              setRemoving(null);
            },
          });
        }}
      />
    </Box>
  );
}
