import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';
import { RetryAlert } from '@/ui/retry-alert';
import { useNotify } from '@/ui/snackbar';
import { ChatAvatar } from '../components/chat-avatar';
import { PeoplePicker, toggled } from '../group/people-picker';
import { useSetSupportTeam, useSupportTeam } from './api/support-team';
import { partnerProblem } from './partner-words';

type Props = { open: boolean; onClose: () => void };

/**
 * The partner's support team: the staff who see and answer its threads. People come from the
 * partner's friends (the chat's people picker); saving sends the whole team.
 */
export function SupportTeamDialog({ open, onClose }: Props) {
  const { t } = useTranslation(['chat-partner', 'chat']);
  const notify = useNotify();
  const team = useSupportTeam(open);
  const save = useSetSupportTeam();
  const [staff, setStaff] = useState<PersonSummary[] | null>(null);
  const [tried, setTried] = useState(false);

  // The team as saved, once, when the dialog opens (what the partner changes stays until saved).
  useEffect(() => {
    if (open && staff === null && team.data) setStaff(team.data.staff);
  }, [open, staff, team.data]);

  const close = () => {
    setStaff(null);
    setTried(false);
    save.reset();
    onClose();
  };
  const people = staff ?? [];
  const tooMany = people.length > CHAT_LIMITS.supportTeam;
  const toggle = (person: PersonSummary) => setStaff((current) => toggled(current ?? [], person));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (staff === null || tooMany) return;
    save.mutate(
      staff.map((person) => person.id),
      {
        onSuccess: () => {
          notify(t('team.saved'));
          close();
        },
      },
    );
  };

  let current: ReactNode;
  if (team.isError)
    current = (
      <RetryAlert
        message={partnerProblem(team.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void team.refetch()}
      />
    );
  else if (staff === null)
    current = (
      <Box role="status" aria-label={t('team.loading')}>
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Box>
    );
  else if (people.length === 0) current = <Typography color="text.secondary">{t('team.none')}</Typography>;
  else
    current = (
      <Box component="ul" aria-label={t('team.current')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {people.map((person) => (
          <Box
            component="li"
            key={person.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, minWidth: 0 }}
          >
            <ChatAvatar person={person} name={person.displayName} size={36} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography noWrap>{person.displayName}</Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ m: 0 }}>
                @{person.username}
              </Typography>
            </Box>
            <IconButton
              aria-label={t('team.remove', { name: person.displayName })}
              onClick={() => toggle(person)}
              disabled={save.isPending}
            >
              <CloseOutlined />
            </IconButton>
          </Box>
        ))}
      </Box>
    );

  return (
    <FormDialog
      open={open}
      title={t('team.title')}
      onClose={close}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={t('team.save')}
      cancelLabel={t('actions.cancel')}
      submitDisabled={staff === null}
      maxWidth="xs"
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
    >
      <Typography color="text.secondary">{t('team.intro')}</Typography>
      {save.error && <Alert severity="error">{partnerProblem(save.error, t)}</Alert>}
      {tried && tooMany && (
        <Alert severity="warning">{t('team.tooMany', { max: CHAT_LIMITS.supportTeam })}</Alert>
      )}
      <Box component="section">
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('team.currentCount', { count: people.length })}
        </Typography>
        {current}
      </Box>
      <Box component="section">
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('team.add')}
        </Typography>
        <PeoplePicker
          multiple
          selected={people}
          onPick={toggle}
          disabled={staff === null || save.isPending}
          noFriendsText={t('team.noFriends')}
        />
      </Box>
    </FormDialog>
  );
}
