import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useState } from 'react';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useRenameGroup } from '../api/update-group';

type Props = {
  conversation: Conversation;
  /** The caller's texts: the field, what saving says, why a name cannot be saved. */
  words: { label: string; rename: string; renamed: string; missing: string; tooLong: string };
  /** A failed call in the caller's words. */
  problem: (error: unknown) => string;
};

/**
 * A conversation's name, changed by those who may (any member of a group, a private discussion's
 * owner, a community room's moderators).
 */
export function RenameForm({ conversation, words, problem }: Props) {
  const notify = useNotify();
  const rename = useRenameGroup(conversation.id);
  const [title, setTitle] = useState(conversation.title ?? '');
  const name = title.trim();
  const tooLong = name.length > CHAT_LIMITS.groupTitle;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name || tooLong || name === conversation.title) return;
    rename.mutate(name, {
      onSuccess: () => notify(words.renamed),
      onError: (error) => notify(problem(error), 'error'),
    });
  };

  return (
    <Box component="form" onSubmit={save} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextInput
        label={words.label}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={!name || tooLong}
        helperText={!name ? words.missing : tooLong ? words.tooLong : undefined}
        inputProps={{ maxLength: CHAT_LIMITS.groupTitle + 10 }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={rename.isPending}
        disabled={!name || tooLong || name === conversation.title}
        sx={{ mt: 1 }}
      >
        {words.rename}
      </Button>
    </Box>
  );
}
