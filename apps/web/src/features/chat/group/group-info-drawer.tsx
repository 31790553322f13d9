import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { useAddMembers } from '../api/add-members';
import { ConversationPicture } from '../components/conversation-picture';
import { InfoDrawer } from '../components/info-drawer';
import { MemberLine } from '../components/member-line';
import { RenameForm } from '../components/rename-form';
import { useRemoveOrLeave } from '../components/use-remove-or-leave';
import { type GroupKind, groupProblem, groupWords } from './group-words';
import { PeoplePicker, toggled } from './people-picker';

type Props = {
  open: boolean;
  /** A group or a private discussion. */
  conversation: Conversation;
  onClose: () => void;
  /** The member left it. */
  onLeft: () => void;
};

/**
 * A group's or a private discussion's details: its name, its members with their roles, adding
 * people, removing someone (the owner) and leaving, each removal asked first. In a group any member
 * renames it and adds people; in a private discussion only its owner does.
 */
export function GroupInfoDrawer({ open, conversation, onClose, onLeft }: Props) {
  const kind: GroupKind = conversation.kind === 'private' ? 'private' : 'group';
  const words = groupWords[kind];
  const { t } = useTranslation(words.ns);
  const notify = useNotify();
  const me = useSession().userData?.id;
  const add = useAddMembers(conversation.id);
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<PersonSummary[]>([]);
  const owner = conversation.myRole === 'owner';
  const manages = kind === 'group' || owner;
  const title = conversation.title ?? '';
  const failed = (error: unknown) => notify(groupProblem(kind, error, t), 'error');
  const removal = useRemoveOrLeave(conversation.id, {
    removed: () => {
      if (words.removed) notify(t(words.removed));
    },
    left: () => {
      if (words.left) notify(t(words.left, { name: title }));
      onClose();
      onLeft();
    },
    failed,
  });

  const stopAdding = () => {
    setAdding(false);
    setPicked([]);
  };
  const addPicked = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    add.mutate(
      picked.map((person) => person.id),
      {
        onSuccess: () => {
          notify(t(words.added, { count: picked.length }));
          stopAdding();
        },
        onError: failed,
      },
    );
  };

  return (
    <InfoDrawer
      open={open}
      onClose={onClose}
      title={t(words.details)}
      width={kind === 'group' ? 380 : 400}
      leave={{
        label: t(words.leave),
        title: t(words.leaveTitle, { name: title }),
        body: t(owner ? words.leaveOwnerBody : words.leaveBody),
        confirmLabel: t(words.leaveConfirm),
      }}
      removal={removal}
    >
      <Box sx={{ px: 2, pt: 2 }}>
        {manages && <ConversationPicture conversation={conversation} />}
        {manages ? (
          <RenameForm
            conversation={conversation}
            words={{
              label: t(words.renameLabel),
              rename: t(words.rename),
              renamed: t(words.renamed),
              missing: t(words.renameMissing),
              tooLong: t(words.renameTooLong, { max: CHAT_LIMITS.groupTitle }),
            }}
            problem={(error) => groupProblem(kind, error, t)}
          />
        ) : (
          <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {conversation.title}
          </Typography>
        )}
        {kind === 'private' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(owner ? 'details.privateOwnerHelp' : 'details.privateHelp')}
          </Typography>
        )}
      </Box>
      <Box sx={{ px: 2, pt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {t(words.memberCount, { count: conversation.memberCount })}
        </Typography>
        {manages && (
          <Button startIcon={<PersonAddAlt1Outlined />} onClick={() => setAdding(true)}>
            {t(words.add)}
          </Button>
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, py: 1, overflowY: 'auto', flex: 1 }}>
        {conversation.members.map(({ person, role }) => (
          <MemberLine
            key={person.id}
            person={person}
            memberRole={role}
            me={me}
            action={
              owner &&
              person.id !== me && (
                <IconButton
                  aria-label={t(words.remove, { name: person.displayName })}
                  onClick={() => removal.askRemove(person)}
                >
                  <PersonRemoveOutlined fontSize="small" />
                </IconButton>
              )
            }
          />
        ))}
      </Box>

      <FormDialog
        open={adding}
        title={t(words.add)}
        onClose={stopAdding}
        onSubmit={addPicked}
        pending={add.isPending}
        submitLabel={t(words.addCount, { count: picked.length })}
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
        open={removal.removing !== null}
        title={t(words.removeTitle, { name: removal.removing?.displayName ?? '' })}
        body={t(words.removeBody)}
        confirmLabel={t(words.removeConfirm)}
        cancelLabel={t('actions.cancel')}
        busy={removal.busy}
        onConfirm={removal.confirmRemove}
        onClose={removal.cancel}
      />
    </InfoDrawer>
  );
}
