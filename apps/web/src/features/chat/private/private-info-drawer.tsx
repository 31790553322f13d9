import type { Conversation, ConversationMember } from '@betogether/contracts/chat/chat.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { useAddMembers } from '../api/add-members';
import { useRemoveMember } from '../api/remove-member';
import { PeoplePicker, toggled } from '../group/people-picker';
import { MemberLine } from '../rooms/member-line';
import { RenameForm } from '../rooms/rename-form';
import { roomProblem } from '../rooms/room-problem';

type Props = {
  open: boolean;
  conversation: Conversation;
  onClose: () => void;
  /** The member left the discussion. */
  onLeft: () => void;
};

/**
 * A private discussion's details: its members; its owner alone renames it, invites and removes
 * people; anyone leaves. Each removal and leaving asked first.
 */
export function PrivateInfoDrawer({ open, conversation, onClose, onLeft }: Props) {
  const { t } = useTranslation('chat-rooms');
  const notify = useNotify();
  const me = useSession().userData?.id;
  const titleId = useId();
  const add = useAddMembers(conversation.id);
  const remove = useRemoveMember(conversation.id);
  const [inviting, setInviting] = useState(false);
  const [picked, setPicked] = useState<PersonSummary[]>([]);
  const [removing, setRemoving] = useState<ConversationMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const owner = conversation.myRole === 'owner';
  const failed = (error: unknown) => notify(roomProblem(error, t), 'error');

  const invite = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    add.mutate(
      picked.map((person) => person.id),
      {
        onSuccess: () => {
          notify(t('details.invited', { count: picked.length }));
          setInviting(false);
          setPicked([]);
        },
        onError: failed,
      },
    );
  };

  const removeOrLeave = (userId: string, left: boolean) =>
    remove.mutate(userId, {
      onSuccess: () => {
        setRemoving(null);
        setLeaving(false);
        if (left) {
          notify(t('details.left', { name: conversation.title ?? '' }));
          onClose();
          onLeft();
        } else notify(t('details.removed'));
      },
      onError: (error) => {
        setRemoving(null);
        setLeaving(false);
        failed(error);
      },
    });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } }, 'aria-labelledby': titleId } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h4" component="h2" sx={{ flex: 1 }}>
          {t('details.privateTitle')}
        </Typography>
        <IconButton aria-label={t('actions.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2, pt: 2 }}>
        {owner ? (
          <RenameForm conversation={conversation} />
        ) : (
          <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {conversation.title}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(owner ? 'details.privateOwnerHelp' : 'details.privateHelp')}
        </Typography>
      </Box>
      <Box sx={{ px: 2, pt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {t('rooms.memberCount', { count: conversation.memberCount })}
        </Typography>
        {owner && (
          <Button startIcon={<PersonAddAlt1Outlined />} onClick={() => setInviting(true)}>
            {t('details.invite')}
          </Button>
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, py: 1, overflowY: 'auto', flex: 1 }}>
        {conversation.members.map((member) => (
          <MemberLine
            key={member.person.id}
            person={member.person}
            memberRole={member.role}
            me={me}
            action={
              owner &&
              member.person.id !== me && (
                <IconButton
                  aria-label={t('details.remove', { name: member.person.displayName })}
                  onClick={() => setRemoving(member)}
                >
                  <PersonRemoveOutlined fontSize="small" />
                </IconButton>
              )
            }
          />
        ))}
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button color="error" startIcon={<LogoutOutlined />} onClick={() => setLeaving(true)}>
          {t('details.leavePrivate')}
        </Button>
      </Box>

      <FormDialog
        open={inviting}
        title={t('details.invite')}
        onClose={() => {
          setInviting(false);
          setPicked([]);
        }}
        onSubmit={invite}
        pending={add.isPending}
        submitLabel={t('details.inviteCount', { count: picked.length })}
        submitDisabled={picked.length === 0}
        cancelLabel={t('actions.cancel')}
        maxWidth="xs"
        contentSx={{ pt: '8px !important' }}
      >
        <PeoplePicker
          multiple
          selected={picked}
          exclude={new Set(conversation.members.map((member) => member.person.id))}
          onPick={(person) => setPicked((current) => toggled(current, person))}
        />
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('moderation.removeTitle', { name: removing?.person.displayName ?? '' })}
        body={t('details.removePrivateBody')}
        confirmLabel={t('moderation.removeConfirm')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={() => removing && removeOrLeave(removing.person.id, false)}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={leaving}
        title={t('details.leaveTitle', { name: conversation.title ?? '' })}
        body={t(owner ? 'details.leavePrivateOwnerBody' : 'details.leavePrivateBody')}
        confirmLabel={t('details.leaveConfirm')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={() => me && removeOrLeave(me, true)}
        onClose={() => setLeaving(false)}
      />
    </Drawer>
  );
}
