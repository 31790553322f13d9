import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import VolumeOffOutlined from '@mui/icons-material/VolumeOffOutlined';
import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { chatKeys } from '../api/chat-keys';

/** setTimeout's longest wait (about 24.8 days): a longer mute is asked again on a later visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Until when a room's moderators muted the member (null: they may write). */
export function silencedUntilOf(
  conversation: Conversation | undefined,
  me: string | undefined,
  now = Date.now(),
) {
  const until = conversation?.members.find((member) => member.person.id === me)?.silencedUntil ?? null;
  return until && Date.parse(until) > now ? until : null;
}

/**
 * In place of the composer while a moderator mutes the member: why, and until when. When that time
 * comes the conversation is asked again, and the composer is back.
 */
export function SilencedNotice({ conversationId, until }: { conversationId: string; until: string }) {
  const { t, i18n } = useTranslation('chat');
  const queryClient = useQueryClient();
  useEffect(() => {
    const wait = Date.parse(until) - Date.now() + 1_000;
    if (wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) }),
      Math.max(wait, 0),
    );
    return () => clearTimeout(timer);
  }, [queryClient, conversationId, until]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(until),
  );
  return (
    <Alert severity="warning" icon={<VolumeOffOutlined />} sx={{ m: 1 }} data-testid="chat-silenced">
      {t('thread.silencedUntil', { date })}
    </Alert>
  );
}
