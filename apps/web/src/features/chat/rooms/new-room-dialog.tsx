import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import Alert from '@mui/material/Alert';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useCreateRoom } from '../api/create-room';
import { roomProblem } from './room-problem';

type Props = { open: boolean; onClose: () => void; onCreated: (roomId: string) => void };

type Field = 'title' | 'description';

/** What the server refused, field by field, in the member's words (its own sentence otherwise). */
function refusedFields(error: unknown, t: TFunction) {
  const out: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError)) return out;
  for (const item of error.problem?.errors ?? [])
    if (item.field === 'title' || item.field === 'description')
      out[item.field] = t(`newRoom.refused.${item.field}`, {
        max: item.field === 'title' ? CHAT_LIMITS.groupTitle : CHAT_LIMITS.roomDescription,
      });
  return out;
}

/** "New room" (admins): a name and what it is about. The admin owns it and names its moderators. */
export function NewRoomDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation('chat-rooms');
  const notify = useNotify();
  const create = useCreateRoom();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  // A field changed since the server refused it: its message goes (the new text is not refused yet).
  const [changed, setChanged] = useState<Partial<Record<Field, boolean>>>({});
  const name = title.trim();
  const about = description.trim();
  const refused = refusedFields(create.error, t);
  const titleProblem = !name
    ? t('newRoom.titleMissing')
    : name.length > CHAT_LIMITS.groupTitle
      ? t('newRoom.titleTooLong', { max: CHAT_LIMITS.groupTitle })
      : null;
  const descriptionProblem =
    about.length > CHAT_LIMITS.roomDescription
      ? t('newRoom.descriptionTooLong', { max: CHAT_LIMITS.roomDescription })
      : null;
  const titleShown = (tried ? titleProblem : null) ?? (changed.title ? null : refused.title) ?? null;
  const descriptionShown =
    (about.length > CHAT_LIMITS.roomDescription ? descriptionProblem : null) ??
    (changed.description ? null : refused.description) ??
    null;
  const otherProblem =
    create.error && !refused.title && !refused.description ? roomProblem(create.error, t) : null;

  const close = () => {
    setTitle('');
    setDescription('');
    setTried(false);
    setChanged({});
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (titleProblem || descriptionProblem) return;
    setChanged({});
    create.mutate(
      { title: name, description: about },
      {
        onSuccess: (room) => {
          notify(t('newRoom.created', { name: room.title }));
          close();
          onCreated(room.id);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t('newRoom.title')}
      onClose={close}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={t('newRoom.create')}
      cancelLabel={t('actions.cancel')}
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
    >
      {otherProblem && <Alert severity="error">{otherProblem}</Alert>}
      <TextInput
        label={t('newRoom.name')}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setChanged((current) => ({ ...current, title: true }));
        }}
        required
        autoFocus
        error={titleShown !== null}
        helperText={titleShown ?? t('newRoom.nameHelp')}
        inputProps={{ maxLength: CHAT_LIMITS.groupTitle + 10 }}
      />
      <TextInput
        label={t('newRoom.description')}
        value={description}
        onChange={(event) => {
          setDescription(event.target.value);
          setChanged((current) => ({ ...current, description: true }));
        }}
        multiline
        minRows={3}
        maxRows={8}
        error={descriptionShown !== null}
        helperText={
          descriptionShown ??
          t('newRoom.descriptionHelp', { length: about.length, max: CHAT_LIMITS.roomDescription })
        }
      />
    </FormDialog>
  );
}
