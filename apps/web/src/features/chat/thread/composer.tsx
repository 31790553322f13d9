import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Message } from '@betogether/contracts/chat/chat.schemas';
import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { sendTyping, typingStopped } from '../api/send-typing';
import { AttachButton, ComposerFiles } from './attachments/composer-files';
import { useComposerFiles } from './attachments/use-composer-files';
import { canRecordVoice } from './attachments/use-voice-recorder';
import { VoiceNoteRecorder } from './attachments/voice-note-recorder';
import { theirBubble } from './bubble-parts';
import { type ComposerMode, ModeBar } from './composer-mode-bar';

export type { ComposerMode } from './composer-mode-bar';

type Props = {
  conversationId: string;
  mode: ComposerMode;
  onModeChange: (mode: ComposerMode) => void;
  /** The text (maybe empty) and the files uploaded for it (maybe none), never both empty. */
  onSend: (text: string, files: MediaObject[]) => void;
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
 * Files (chosen, pasted or dropped) upload at once and leave with the message; with nothing
 * written, the microphone records a voice note.
 */
export function Composer({ conversationId, mode, onModeChange, onSend, onEdit, onEditLast }: Props) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState(() => drafts.get(conversationId) ?? '');
  const [saving, setSaving] = useState(false);
  const [recording, setRecording] = useState(false);
  const files = useComposerFiles();
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
    if ((!value && !files.ready) || files.busy || tooLong || saving) return;
    if (editing) {
      setSaving(true);
      const saved = await onEdit(editing, value);
      setSaving(false);
      if (!saved) return;
      write('');
      onModeChange(null);
      return;
    }
    onSend(value, editing ? [] : files.take());
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

  const sendable = (text.trim() !== '' || files.ready) && !files.busy && !tooLong && !saving;
  const voice = !editing && !text.trim() && files.files.length === 0 && canRecordVoice();
  if (recording)
    return (
      <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 1, sm: 2 }, py: 1 }}>
        <VoiceNoteRecorder
          onRecorded={(note) => {
            setRecording(false);
            onSend('', [note]);
            if (mode) onModeChange(null);
          }}
          onClose={() => {
            setRecording(false);
            input.current?.focus();
          }}
        />
      </Box>
    );
  return (
    <Box
      sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 1, sm: 2 }, py: 1 }}
      onDragOver={(event) => {
        if (!editing && event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        if (editing || event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        files.add([...event.dataTransfer.files]);
      }}
    >
      {mode && <ModeBar mode={mode} onCancel={leaveMode} />}
      <ComposerFiles files={files} />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: { xs: 0.5, sm: 1 } }}>
        {!editing && <AttachButton onChosen={files.add} />}
        <InputBase
          inputRef={input}
          value={text}
          onChange={(event) => {
            write(event.target.value);
            if (!editing && event.target.value.trim()) sendTyping(conversationId);
          }}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            if (editing || event.clipboardData.files.length === 0) return;
            event.preventDefault();
            files.add([...event.clipboardData.files]);
          }}
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
        {voice ? (
          <IconButton color="primary" aria-label={t('voice.record')} onClick={() => setRecording(true)}>
            <MicNoneOutlined />
          </IconButton>
        ) : (
          <IconButton
            color="primary"
            aria-label={t(editing ? 'composer.save' : 'composer.send')}
            onClick={() => void submit()}
            disabled={!sendable}
          >
            {editing ? <EditOutlined /> : <SendOutlined />}
          </IconButton>
        )}
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
