import type { Message } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useTranslation } from '@/lib/use-translation';

/** The picker's emoji: the usual few (one reaction per person; a new one replaces theirs). */
const REACTION_CHOICES = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

/** Under a bubble: each emoji with its count; a click adds the reader's, or takes it back if it was theirs. */
export function ReactionsRow({
  message,
  mine,
  onReact,
}: {
  message: Message;
  mine: boolean;
  onReact: (emoji: string | null) => void;
}) {
  const { t } = useTranslation('chat');
  if (message.reactions.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        mt: -0.5,
        justifyContent: mine ? 'flex-end' : 'flex-start',
        position: 'relative',
      }}
    >
      {message.reactions.map(({ emoji, count }) => {
        const own = message.myReaction === emoji;
        return (
          <ButtonBase
            key={emoji}
            aria-pressed={own}
            aria-label={t(own ? 'reactions.chipMine' : 'reactions.chip', { emoji, count })}
            onClick={() => onReact(own ? null : emoji)}
            sx={{
              px: 0.75,
              minHeight: 24,
              borderRadius: 999,
              border: 1,
              borderColor: own ? 'primary.main' : 'divider',
              bgcolor: 'background.paper',
              color: 'text.primary',
              fontSize: '0.8rem',
              gap: 0.5,
            }}
          >
            <span aria-hidden>{emoji}</span>
            <span aria-hidden>{count}</span>
          </ButtonBase>
        );
      })}
    </Box>
  );
}

type PickerProps = {
  open: boolean;
  anchor: HTMLElement | null;
  current: string | null;
  onPick: (emoji: string | null) => void;
  onClose: () => void;
};

/** A row of emoji above the message; the reader's own one again takes it back. */
export function ReactionPicker({ open, anchor, current, onPick, onClose }: PickerProps) {
  const { t } = useTranslation('chat');
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ paper: { sx: { borderRadius: 999, p: 0.5 } } }}
    >
      <Box role="group" aria-label={t('reactions.pick')} sx={{ display: 'flex' }}>
        {REACTION_CHOICES.map((emoji) => (
          <IconButton
            key={emoji}
            aria-label={t(current === emoji ? 'reactions.remove' : 'reactions.with', { emoji })}
            aria-pressed={current === emoji}
            onClick={() => onPick(current === emoji ? null : emoji)}
            sx={{
              width: 44,
              height: 44,
              fontSize: 22,
              bgcolor: current === emoji ? 'action.selected' : undefined,
            }}
          >
            {emoji}
          </IconButton>
        ))}
      </Box>
    </Popover>
  );
}
