import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';
import { stage } from '../story-look';

type Props = {
  /** The dialog's name (its heading, read by screen readers, not shown). */
  title: string;
  onClose: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
};

/**
 * The viewer's full screen over everything (a modal: the focus stays inside, Escape closes), dark
 * whatever the theme, with the story's card in its middle: the whole screen on a phone, a 9:16
 * card on a wide screen.
 */
export function ViewerFrame({ title, onClose, onKeyDown, children }: Props) {
  const id = useId();
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      slotProps={{
        paper: {
          sx: {
            bgcolor: stage.backdrop,
            backgroundImage: 'none',
            color: stage.text,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          },
        },
      }}
    >
      <Typography id={`${id}-title`} component="h1" sx={visuallyHidden}>
        {title}
      </Typography>
      {children}
    </Dialog>
  );
}

/** The card's box: the screen on a phone, a centred 9:16 card from 600 px up. */
export const cardBox = {
  position: 'relative',
  width: { xs: '100vw', sm: 'auto' },
  height: { xs: '100dvh', sm: 'min(calc(100dvh - 48px), 920px)' },
  aspectRatio: { sm: '9 / 16' },
} as const;

/** A card with a message instead of a story (loading, gone, failed), and a way out. */
export function MessageCard({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('stories');
  return (
    <Box
      sx={{
        ...cardBox,
        borderRadius: { sm: 2 },
        bgcolor: 'grey.900',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 3,
      }}
    >
      <IconButton
        onClick={onClose}
        aria-label={t('viewer.close')}
        sx={{ position: 'absolute', top: 8, right: 8, color: stage.text }}
      >
        <Close />
      </IconButton>
      <Box>{children}</Box>
    </Box>
  );
}
