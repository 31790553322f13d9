import type { ChatSearchPage } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { HighlightedText } from '@/ui/highlighted-text';
import { lineClamp } from '@/ui/line-clamp';
import { ChatAvatar } from '../components/chat-avatar';
import { dayLabel, listTime, timeOfDay } from '../components/chat-time';
import { conversationName } from '../components/conversation-name';

export type ChatSearchHit = ChatSearchPage['items'][number];

type Props = {
  hit: ChatSearchHit;
  query: string;
  id: string;
  /** The option the arrow keys are on. */
  active: boolean;
  me: string | undefined;
  onOpen: () => void;
  onPoint: () => void;
};

/** A message found: its conversation, who wrote it, when, and its text with the searched words marked. */
export function SearchHit({ hit, query, id, active, me, onOpen, onPoint }: Props) {
  const { t, i18n } = useTranslation('chat');
  const { message, conversation } = hit;
  const name = conversationName(conversation, t);
  const sender =
    message.sender === null
      ? t('list.accountGone')
      : message.sender.id === me
        ? t('search.you')
        : message.sender.displayName;
  const at = message.createdAt;
  return (
    <Box
      component="li"
      role="option"
      id={id}
      aria-selected={active}
      data-testid="chat-search-hit"
      onClick={onOpen}
      onMouseMove={onPoint}
      sx={(theme) => ({
        display: 'flex',
        gap: 1.5,
        py: 1,
        px: 1.5,
        mx: 0.5,
        borderRadius: 2,
        cursor: 'pointer',
        bgcolor: active ? alpha(theme.palette.primary.main, 0.1) : 'transparent',
        outline: active ? `2px solid ${theme.palette.primary.main}` : 'none',
        outlineOffset: -2,
        '&:hover': { bgcolor: active ? undefined : theme.palette.action.hover },
      })}
    >
      <ChatAvatar
        person={conversation.peer}
        name={name}
        group={conversation.kind !== 'direct'}
        size={40}
        sx={{ mt: 0.25 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography noWrap sx={{ flex: 1, fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            <time dateTime={at} title={`${dayLabel(at, i18n.language)} ${timeOfDay(at, i18n.language)}`}>
              {listTime(at, i18n.language)}
            </time>
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={lineClamp(2)}>
          <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {t('search.sender', { name: sender })}
          </Box>{' '}
          <HighlightedText text={message.text ?? ''} query={query} />
        </Typography>
      </Box>
    </Box>
  );
}
