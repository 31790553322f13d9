import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { chatKeys } from '../api/chat-keys';
import { ConversationPicture } from '../components/conversation-picture';
import { InfoDrawer } from '../components/info-drawer';
import { MemberLine } from '../components/member-line';
import { RenameForm } from '../components/rename-form';
import { useRemoveOrLeave } from '../components/use-remove-or-leave';
import { useThread } from '../thread/use-thread';
import { ModerationMenu } from './moderation-menu';
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
  const thread = useThread(conversation.id);
  const moderation = useModeration(conversation.id);
  const removal = useRemoveOrLeave(conversation.id, {
    left: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
      notify(t('details.left', { name: conversation.title ?? '' }));
      onClose();
      onLeft();
    },
    failed: (error) => notify(roomProblem(error, t), 'error'),
  });
  const owner = conversation.myRole === 'owner';
  const moderates = conversation.myRole !== 'member';
  const staff = conversation.members.filter((member) => member.role !== 'member' || member.person.id === me);
  // Its moderators are also told whom they muted now (to lift it), first, then who wrote lately.
  const mutedNow = conversation.members.filter(
    (member) => member.role === 'member' && member.person.id !== me && member.silencedUntil !== null,
  );
  const writers = moderates
    ? [
        ...mutedNow.map((member) => member.person),
        ...recentWriters(thread.messages, new Set(conversation.members.map((member) => member.person.id))),
      ]
    : [];
  const serverUntil = (userId: string) =>
    mutedNow.find((member) => member.person.id === userId)?.silencedUntil ?? null;

  return (
    <InfoDrawer
      open={open}
      onClose={onClose}
      title={t('details.roomTitle')}
      width={400}
      leave={{
        label: t('details.leaveRoom'),
        title: t('details.leaveTitle', { name: conversation.title ?? '' }),
        body: t(owner ? 'details.leaveRoomOwnerBody' : 'details.leaveRoomBody'),
        confirmLabel: t('details.leaveConfirm'),
      }}
      removal={removal}
    >
      <Box sx={{ overflowY: 'auto', flex: 1, px: 2, py: 1.5 }}>
        {moderates && <ConversationPicture conversation={conversation} />}
        {moderates ? (
          <RenameForm
            conversation={conversation}
            words={{
              label: t('details.name'),
              rename: t('details.rename'),
              renamed: t('details.renamed'),
              missing: t('newRoom.titleMissing'),
              tooLong: t('newRoom.titleTooLong', { max: CHAT_LIMITS.groupTitle }),
            }}
            problem={(error) => roomProblem(error, t)}
          />
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
                    note={moderation.noteOf(person.id, serverUntil(person.id))}
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
      {moderation.dialogs}
    </InfoDrawer>
  );
}
