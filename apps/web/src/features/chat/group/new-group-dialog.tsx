import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';
import { TextInput } from '@/ui/text-input';
import { useCreateGroup } from '../api/create-group';
import { type GroupKind, groupProblem, groupWords } from './group-words';
import { PeoplePicker, toggled } from './people-picker';

type Props = {
  /** A group (the default), or a private discussion: the member owns it and alone invites more. */
  kind?: GroupKind;
  open: boolean;
  onClose: () => void;
  onCreated: (conversationId: string) => void;
};

/** "New group" or "New private discussion": a name and the friends it starts with (the member owns it). */
export function NewGroupDialog({ kind = 'group', open, onClose, onCreated }: Props) {
  const words = groupWords[kind];
  const { t } = useTranslation(words.ns);
  const create = useCreateGroup(kind);
  const [title, setTitle] = useState('');
  const [people, setPeople] = useState<PersonSummary[]>([]);
  const [tried, setTried] = useState(false);
  const name = title.trim();
  const titleProblem = !name
    ? t(words.nameMissing)
    : name.length > CHAT_LIMITS.groupTitle
      ? t(words.nameTooLong, { max: CHAT_LIMITS.groupTitle })
      : null;
  const peopleProblem = people.length === 0 ? t(words.peopleMissing) : null;

  const toggle = (person: PersonSummary) => setPeople((current) => toggled(current, person));

  const close = () => {
    setTitle('');
    setPeople([]);
    setTried(false);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (titleProblem || peopleProblem) return;
    create.mutate(
      { title: name, memberIds: people.map((person) => person.id) },
      {
        onSuccess: (conversation) => {
          close();
          onCreated(conversation.id);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t(words.newTitle)}
      onClose={close}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={t(words.create)}
      cancelLabel={t('actions.cancel')}
      maxWidth="xs"
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
    >
      {words.newHelp && (
        <Typography variant="body2" color="text.secondary">
          {t(words.newHelp)}
        </Typography>
      )}
      {create.error && <Alert severity="error">{groupProblem(kind, create.error, t)}</Alert>}
      <TextInput
        label={t(words.name)}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        autoFocus
        error={tried && titleProblem !== null}
        helperText={tried ? titleProblem : undefined}
        inputProps={{ maxLength: CHAT_LIMITS.groupTitle + 10 }}
      />
      <Box aria-live="polite" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {people.map((person) => (
          <Chip key={person.id} label={person.displayName} onDelete={() => toggle(person)} size="small" />
        ))}
        {tried && peopleProblem && (
          <Alert severity="warning" sx={{ width: '100%' }}>
            {peopleProblem}
          </Alert>
        )}
      </Box>
      <PeoplePicker multiple selected={people} onPick={toggle} />
    </FormDialog>
  );
}
