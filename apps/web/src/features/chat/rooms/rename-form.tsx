import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useRenameGroup } from '../api/update-group';
import { roomProblem } from './room-problem';

/** A room's name, changed by those who may (a private room's owner, a community room's moderators). */
export function RenameForm({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat-rooms');
  const notify = useNotify();
  const rename = useRenameGroup(conversation.id);
  const [title, setTitle] = useState(conversation.title ?? '');
  const name = title.trim();
  const tooLong = name.length > CHAT_LIMITS.groupTitle;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name || tooLong || name === conversation.title) return;
    rename.mutate(name, {
      onSuccess: () => notify(t('details.renamed')),
      onError: (error) => notify(roomProblem(error, t), 'error'),
    });
  };

  return (
    <Box component="form" onSubmit={save} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextInput
        label={t('details.name')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={!name || tooLong}
        helperText={
          !name
            ? t('newRoom.titleMissing')
            : tooLong
              ? t('newRoom.titleTooLong', { max: CHAT_LIMITS.groupTitle })
              : undefined
        }
        inputProps={{ maxLength: CHAT_LIMITS.groupTitle + 10 }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={rename.isPending}
        disabled={!name || tooLong || name === conversation.title}
        sx={{ mt: 1 }}
      >
        {t('details.rename')}
      </Button>
    </Box>
  );
}
