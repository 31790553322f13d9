import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Message } from '@betogether/contracts/chat/chat.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { sendTyping, typingStopped } from '../api/send-typing';
import { theirBubble } from './bubble-parts';

export type ComposerMode = { kind: 'reply' | 'edit'; message: Message } | null;

type Props = {
  conversationId: string;
  mode: ComposerMode;
  onModeChange: (mode: ComposerMode) => void;
  onSend: (text: string) => void;
  /** Saves an edit; answers whether it was saved (the text stays to correct otherwise). */
  onEdit: (message: Message, text: string) => Promise<boolean>;
  /** ArrowUp in an empty composer: one's last message, to edit. */
  onEditLast: () => void;
};

// What was typed in each conversation, kept while the member looks at another one.
const drafts = new Map<string, string>();

/**
 * Where the member writes: Enter sends, Shift+Enter starts a new line, Escape leaves a reply or an
 * edit, ArrowUp in an empty box edits one's last message. Typing tells the others (at most every 3 s).
 */
export function Composer({ conversationId, mode, onModeChange, onSend, onEdit, onEditLast }: Props) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState(() => drafts.get(conversationId) ?? '');
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const tooLong = text.trim().length > CHAT_LIMITS.text;
  const editing = mode?.kind === 'edit' ? mode.message : null;

  const write = (next: string) => {
    setText(next);
    drafts.set(conversationId, next);
  };

  // A reply or an edit chosen from a message's menu: the cursor goes to the box (with the text to edit).
  useEffect(() => {
    if (!mode) return;
    if (mode.kind === 'edit') {
      setText(mode.message.text ?? '');
    }
    input.current?.focus();
  }, [mode]);

  const leaveMode = () => {
    if (mode?.kind === 'edit') write('');
    onModeChange(null);
  };

  const submit = async () => {
    const value = text.trim();
    if (!value || tooLong || saving) return;
    if (editing) {
      setSaving(true);
      const saved = await onEdit(editing, value);
      setSaving(false);
      if (!saved) return;
      write('');
      onModeChange(null);
      return;
    }
    onSend(value);
    write('');
    typingStopped(conversationId);
    if (mode) onModeChange(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && mode) {
      event.preventDefault();
      leaveMode();
    } else if (event.key === 'ArrowUp' && text === '' && !mode) {
      event.preventDefault();
      onEditLast();
    }
  };

  const quoted = mode?.message;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 1, sm: 2 }, py: 1 }}>
      {mode && quoted && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mb: 1,
            pl: 1,
            borderLeft: 3,
            borderColor: 'primary.main',
          }}
        >
          {mode.kind === 'reply' ? (
            <ReplyOutlined fontSize="small" color="primary" aria-hidden />
          ) : (
            <EditOutlined fontSize="small" color="primary" aria-hidden />
          )}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="caption" component="p" sx={{ m: 0, fontWeight: 600 }}>
              {mode.kind === 'reply'
                ? t('composer.replyingTo', { name: quoted.sender?.displayName ?? t('system.someone') })
                : t('composer.editing')}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {quoted.text}
            </Typography>
          </Box>
          <IconButton size="small" aria-label={t('composer.cancelMode')} onClick={leaveMode}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <InputBase
          inputRef={input}
          value={text}
          onChange={(event) => {
            write(event.target.value);
            if (!editing && event.target.value.trim()) sendTyping(conversationId);
          }}
          onKeyDown={onKeyDown}
          multiline
          maxRows={6}
          placeholder={t('composer.placeholder')}
          inputProps={{
            'aria-label': t(editing ? 'composer.editLabel' : 'composer.label'),
            'aria-describedby': hintId,
            'aria-invalid': tooLong || undefined,
          }}
          sx={(theme) => ({
            flex: 1,
            px: 2,
            py: 1,
            borderRadius: '20px',
            bgcolor: theirBubble(theme),
            fontSize: '1rem',
          })}
        />
        <IconButton
          color="primary"
          aria-label={t(editing ? 'composer.save' : 'composer.send')}
          onClick={() => void submit()}
          disabled={!text.trim() || tooLong || saving}
        >
          {editing ? <EditOutlined /> : <SendOutlined />}
        </IconButton>
      </Box>
      <Typography
        id={hintId}
        variant="caption"
        color={tooLong ? 'error' : 'text.secondary'}
        sx={{ display: tooLong ? 'block' : { xs: 'none', md: 'block' }, px: 2, mt: 0.5 }}
      >
        {tooLong
          ? t('composer.tooLong', { max: new Intl.NumberFormat(i18n.language).format(CHAT_LIMITS.text) })
          : t('composer.keys')}
      </Typography>
    </Box>
  );
}
