import type { PartnerSubject } from '@betogether/contracts/chat/chat.constants';
import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { ChatAvatar } from '../components/chat-avatar';
import { useTaskTitle } from './api/get-task-title';
import { useOpenPartnerThread } from './api/open-partner-thread';
import { partnerProblem } from './partner-words';

export type QuestionPrefill = {
  partner: string;
  subject?: PartnerSubject | undefined;
  task?: string | undefined;
  /** The member's attempt at the task: the reward it is about. */
  reward?: string | undefined;
};

type Props = {
  partner: PersonSummary;
  prefill: QuestionPrefill;
  onCancel: () => void;
  onOpened: (conversationId: string) => void;
};

/** What the question may be about: always "general", the task and the reward when the link names them. */
function subjectsOf(prefill: QuestionPrefill): PartnerSubject[] {
  return [
    ...(prefill.task ? (['task'] as const) : []),
    ...(prefill.reward ? (['reward'] as const) : []),
    'general' as const,
  ];
}

/** "New question" to a partner: what it is about and the text; Send opens (or adds to) the thread. */
export function NewQuestionForm({ partner, prefill, onCancel, onOpened }: Props) {
  const { t } = useTranslation(['chat-partner', 'chat']);
  const id = useId();
  const subjects = subjectsOf(prefill);
  const [subject, setSubject] = useState<PartnerSubject>(
    prefill.subject && subjects.includes(prefill.subject) ? prefill.subject : (subjects[0] ?? 'general'),
  );
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  // One id per text: a resend after a lost answer is stored once; a changed text is a new message.
  const sent = useRef<{ text: string; clientId: string } | null>(null);
  const open = useOpenPartnerThread();
  const title = useTaskTitle(prefill.task);

  const trimmed = text.trim();
  const textProblem = !trimmed
    ? t('new.textMissing')
    : trimmed.length > CHAT_LIMITS.text
      ? t('new.textTooLong', { max: CHAT_LIMITS.text })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (textProblem) return;
    if (sent.current?.text !== trimmed) sent.current = { text: trimmed, clientId: crypto.randomUUID() };
    const subjectId = subject === 'task' ? prefill.task : subject === 'reward' ? prefill.reward : undefined;
    open.mutate(
      {
        partnerId: partner.id,
        subjectType: subject,
        ...(subjectId ? { subjectId } : {}),
        clientId: sent.current.clientId,
        text: trimmed,
      },
      { onSuccess: (conversation) => onOpened(conversation.id) },
    );
  };

  const taskName = title.data ? t('new.taskNamed', { title: title.data }) : t('new.task');
  const labels: Record<PartnerSubject, string> = {
    task: taskName,
    reward: t('new.reward'),
    general: t('new.general'),
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5, p: 2, maxWidth: 560 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ChatAvatar person={partner} name={partner.displayName} size={44} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            {t('new.to')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {partner.displayName}
          </Typography>
        </Box>
      </Box>
      <FormControl>
        <FormLabel id={`${id}-subject`}>{t('new.subject')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-subject`}
          value={subject}
          onChange={(event) => setSubject(event.target.value as PartnerSubject)}
        >
          {subjects.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={labels[value]} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextInput
        label={t('new.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={4}
        maxRows={12}
        required
        error={tried && textProblem !== null}
        helperText={tried && textProblem ? textProblem : t('new.textHelp')}
      />
      {open.error && <Alert severity="error">{partnerProblem(open.error, t)}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onCancel} disabled={open.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={open.isPending}>
          {t('new.send')}
        </Button>
      </Box>
    </Box>
  );
}
