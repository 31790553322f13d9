import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useNotify } from '@/ui/snackbar';
import { chatKeys } from '../api/chat-keys';
import { useRemoveMember } from '../api/remove-member';
import { useThread } from '../thread/use-thread';
import { MemberLine } from './member-line';
import { ModerationMenu } from './moderation-menu';
import { RenameForm } from './rename-form';
import { roomProblem } from './room-problem';
import { useModeration } from './use-moderation';

type Props = {
  open: boolean;
  conversation: Conversation;
  onClose: () => void;
  /** The member left the room. */
  onLeft: () => void;
};

const WRITERS_SHOWN = 20;

/** The latest people who wrote in the thread as loaded, newest first, without these ids. */
function recentWriters(
  messages: ReadonlyArray<{ sender: PersonSummary | null; kind: string }>,
  without: Set<string>,
) {
  const found = new Map<string, PersonSummary>();
  for (let index = messages.length - 1; index >= 0 && found.size < WRITERS_SHOWN; index -= 1) {
    const sender = messages[index]?.sender;
    if (sender && messages[index]?.kind === 'text' && !without.has(sender.id) && !found.has(sender.id))
      found.set(sender.id, sender);
  }
  return [...found.values()];
}

/**
 * A community room's details: what it is about, its owner and moderators, and for them the people
 * who wrote lately (the server lists no one else) with their moderation; leaving, asked first.
 */
export function RoomInfoDrawer({ open, conversation, onClose, onLeft }: Props) {
  const { t } = useTranslation('chat-rooms');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const me = useSession().userData?.id;
  const titleId = useId();
  const thread = useThread(conversation.id);
  const remove = useRemoveMember(conversation.id);
  const moderation = useModeration(conversation.id);
  const [leaving, setLeaving] = useState(false);
  const owner = conversation.myRole === 'owner';
  const moderates = conversation.myRole !== 'member';
  const staff = conversation.members.filter((member) => member.role !== 'member' || member.person.id === me);
  const writers = moderates
    ? recentWriters(thread.messages, new Set([...conversation.members.map((member) => member.person.id)]))
    : [];

  const leave = () =>
    me &&
    remove.mutate(me, {
      onSuccess: () => {
        setLeaving(false);
        void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
        notify(t('details.left', { name: conversation.title ?? '' }));
        onClose();
        onLeft();
      },
      onError: (error) => {
        setLeaving(false);
        notify(roomProblem(error, t), 'error');
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
          {t('details.roomTitle')}
        </Typography>
        <IconButton aria-label={t('actions.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1, px: 2, py: 1.5 }}>
        {moderates ? (
          <RenameForm conversation={conversation} />
        ) : (
          <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {conversation.title}
          </Typography>
        )}
        {conversation.description && (
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {conversation.description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('rooms.memberCount', { count: conversation.memberCount })}
        </Typography>

        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {t('details.staff')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {staff.map((member) => (
            <MemberLine
              key={member.person.id}
              person={member.person}
              memberRole={member.role}
              me={me}
              action={
                owner &&
                member.role === 'moderator' && (
                  <ModerationMenu
                    person={member.person}
                    memberRole="moderator"
                    owner
                    onChoose={(choice) => moderation.act(member.person, choice)}
                  />
                )
              }
            />
          ))}
        </Box>

        {moderates && (
          <>
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              {t('details.writers')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('details.writersHelp')}
            </Typography>
            {writers.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 1.5 }}>
                {t('details.noWriters')}
              </Typography>
            ) : (
              <Box component="ul" aria-label={t('details.writers')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {writers.map((person) => (
                  <MemberLine
                    key={person.id}
                    person={person}
                    memberRole="member"
                    me={me}
                    note={moderation.noteOf(person.id)}
                    action={
                      <ModerationMenu
                        person={person}
                        memberRole="member"
                        owner={owner}
                        onChoose={(choice) => moderation.act(person, choice)}
                      />
                    }
                  />
                ))}
              </Box>
            )}
          </>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button color="error" startIcon={<LogoutOutlined />} onClick={() => setLeaving(true)}>
          {t('details.leaveRoom')}
        </Button>
      </Box>
      {moderation.dialogs}
      <ConfirmDialog
        open={leaving}
        title={t('details.leaveTitle', { name: conversation.title ?? '' })}
        body={t(owner ? 'details.leaveRoomOwnerBody' : 'details.leaveRoomBody')}
        confirmLabel={t('details.leaveConfirm')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={leave}
        onClose={() => setLeaving(false)}
      />
    </Drawer>
  );
}
