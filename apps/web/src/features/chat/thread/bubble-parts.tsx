import type { Message } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';

/** The others' bubbles: a grey that reads on the card in both themes (text AA on it). */
export const theirBubble = (theme: Theme) => (theme.palette.mode === 'dark' ? '#3A3B3C' : '#E4E6EB');

/** A message's bubble: one's own in the brand blue on the right, the others' grey on the left. */
export function Bubble({
  mine,
  muted = false,
  children,
}: {
  mine: boolean;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={(theme) => ({
        px: 1.5,
        py: 1,
        borderRadius: '18px',
        minWidth: 0,
        maxWidth: '100%',
        bgcolor: muted ? 'transparent' : mine ? 'primary.main' : theirBubble(theme),
        color: muted ? 'text.secondary' : mine ? 'primary.contrastText' : 'text.primary',
        border: muted ? `1px solid ${theme.palette.divider}` : 'none',
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-wrap',
      })}
    >
      {children}
    </Box>
  );
}

/** The message a reply quotes, inside the reply's bubble; a click shows it in the thread. */
export function Quote({
  quoted,
  mine,
  onOpen,
}: {
  quoted: NonNullable<Message['replyTo']>;
  mine: boolean;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('chat');
  const who = quoted.sender?.displayName ?? t('system.someone');
  const text = quoted.deleted ? t('message.deletedQuote') : (quoted.text ?? '');
  return (
    <ButtonBase
      onClick={onOpen}
      disabled={!onOpen}
      sx={(theme) => ({
        display: 'block',
        textAlign: 'left',
        width: '100%',
        mb: 0.75,
        px: 1,
        py: 0.5,
        borderRadius: 1.5,
        borderLeft: '3px solid',
        borderColor: mine ? 'primary.contrastText' : 'primary.main',
        bgcolor: alpha(mine ? theme.palette.primary.contrastText : theme.palette.text.primary, 0.1),
        color: 'inherit',
      })}
    >
      {onOpen && (
        <Box component="span" sx={visuallyHidden}>
          {t('message.quoteLead')}
        </Box>
      )}
      <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {who}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          fontStyle: quoted.deleted ? 'italic' : 'normal',
        }}
      >
        {text}
      </Typography>
    </ButtonBase>
  );
}
