import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Conversation, ConversationMember } from '@betogether/contracts/chat/chat.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { TextInput } from '@/ui/text-input';
import { useAddMembers } from '../api/add-members';
import { useRemoveMember } from '../api/remove-member';
import { useRenameGroup } from '../api/update-group';
import { ChatAvatar } from '../components/chat-avatar';
import { chatProblem } from '../components/chat-problem';
import { PeoplePicker, toggled } from './people-picker';

type Props = {
  open: boolean;
  conversation: Conversation;
  onClose: () => void;
  /** The member left the group. */
  onLeft: () => void;
};

function MemberLine({
  member,
  me,
  canRemove,
  onRemove,
}: {
  member: ConversationMember;
  me: string | undefined;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('chat');
  const { person, role } = member;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}>
      <ChatAvatar person={person} name={person.displayName} size={36} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap>
          {person.id === me ? t('group.you', { name: person.displayName }) : person.displayName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ m: 0 }}>
          @{person.username}
        </Typography>
      </Box>
      {role !== 'member' && <Chip size="small" label={t(`group.roles.${role}`)} />}
      {canRemove && (
        <IconButton aria-label={t('group.remove', { name: person.displayName })} onClick={onRemove}>
          <PersonRemoveOutlined fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/**
 * A group's details: its name (any member renames it), its members with their roles, adding people
 * (any member), removing someone (the owner) and leaving, each removal asked first.
 */
export function GroupInfoDrawer({ open, conversation, onClose, onLeft }: Props) {
  const { t } = useTranslation('chat');
  const notify = useNotify();
  const me = useSession().userData?.id;
  const titleId = useId();
  const rename = useRenameGroup(conversation.id);
  const add = useAddMembers(conversation.id);
  const remove = useRemoveMember(conversation.id);
  const [title, setTitle] = useState(conversation.title ?? '');
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<PersonSummary[]>([]);
  const [removing, setRemoving] = useState<ConversationMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const owner = conversation.myRole === 'owner';
  const name = title.trim();
  const failed = (error: unknown) => notify(chatProblem(error, t), 'error');

  const saveTitle = (event: FormEvent) => {
    event.preventDefault();
    if (!name || name === conversation.title || name.length > CHAT_LIMITS.groupTitle) return;
    rename.mutate(name, { onSuccess: () => notify(t('group.renamed')), onError: failed });
  };

  const addPicked = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    add.mutate(
      picked.map((person) => person.id),
      {
        onSuccess: () => {
          setAdding(false);
          setPicked([]);
          notify(t('group.added', { count: picked.length }));
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
          onClose();
          onLeft();
        }
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
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } }, 'aria-labelledby': titleId } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h4" component="h2" sx={{ flex: 1 }}>
          {t('group.details')}
        </Typography>
        <IconButton aria-label={t('actions.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Box
        component="form"
        onSubmit={saveTitle}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 2 }}
      >
        <TextInput
          label={t('group.name')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          inputProps={{ maxLength: CHAT_LIMITS.groupTitle }}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={rename.isPending}
          disabled={!name || name === conversation.title}
          sx={{ mt: 1 }}
        >
          {t('group.rename')}
        </Button>
      </Box>
      <Box sx={{ px: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {t('group.memberCount', { count: conversation.memberCount })}
        </Typography>
        <Button startIcon={<PersonAddAlt1Outlined />} onClick={() => setAdding(true)}>
          {t('group.addPeople')}
        </Button>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, py: 1, overflowY: 'auto', flex: 1 }}>
        {conversation.members.map((member) => (
          <MemberLine
            key={member.person.id}
            member={member}
            me={me}
            canRemove={owner && member.person.id !== me}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button color="error" startIcon={<LogoutOutlined />} onClick={() => setLeaving(true)}>
          {t('group.leave')}
        </Button>
      </Box>

      <FormDialog
        open={adding}
        title={t('group.addPeople')}
        onClose={() => {
          setAdding(false);
          setPicked([]);
        }}
        onSubmit={addPicked}
        pending={add.isPending}
        submitLabel={t('group.addCount', { count: picked.length })}
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
        title={t('group.removeTitle', { name: removing?.person.displayName ?? '' })}
        body={t('group.removeBody')}
        confirmLabel={t('group.removeConfirm')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={() => removing && removeOrLeave(removing.person.id, false)}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={leaving}
        title={t('group.leaveTitle', { name: conversation.title ?? '' })}
        body={t('group.leaveBody')}
        confirmLabel={t('group.leaveConfirm')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={() => me && removeOrLeave(me, true)}
        onClose={() => setLeaving(false)}
      />
    </Drawer>
  );
}
