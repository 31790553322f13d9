import type { Call } from '@betogether/contracts/chat/chat.schemas';
import CallEndRounded from '@mui/icons-material/CallEndRounded';
import CallRounded from '@mui/icons-material/CallRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PersonInitial } from '../components/person-initial';
import { startRingTone } from './ring-tone';

type Props = {
  open: boolean;
  call: Call | null;
  onAccept: () => void;
  onDecline: () => void;
  /** Escape or a click outside: the ring stops here, the call is neither taken nor refused. */
  onDismiss: () => void;
};

/** Who calls, audio or video, and the two answers; it rings while open. */
export function IncomingCallDialog({ open, call, onAccept, onDecline, onDismiss }: Props) {
  const { t } = useTranslation('calls');
  const caller = call?.startedBy ?? null;
  const name = caller?.displayName ?? t('tile.someone');
  const kind = call?.kind ?? 'video';

  useEffect(() => (open ? startRingTone() : undefined), [open]);

  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      aria-labelledby="incoming-call-title"
      aria-describedby="incoming-call-from"
      slotProps={{ paper: { sx: { borderRadius: 4, width: 360, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center', pt: 4 }}>
        <PersonInitial person={caller} name={name} size={88} />
        <Typography id="incoming-call-title" variant="overline" component="h2" color="text.secondary">
          {t(`incoming.${kind}`)}
        </Typography>
        <Typography id="incoming-call-from" variant="h6" component="p">
          {t('incoming.from', { name })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, mt: 2, width: '100%' }}>
          <Button
            fullWidth
            variant="contained"
            color="error"
            startIcon={<CallEndRounded />}
            onClick={onDecline}
            sx={{ borderRadius: 999, py: 1.25 }}
          >
            {t('incoming.decline')}
          </Button>
          <Button
            fullWidth
            variant="contained"
            color="success"
            startIcon={kind === 'video' ? <VideocamRounded /> : <CallRounded />}
            onClick={onAccept}
            autoFocus
            sx={{ borderRadius: 999, py: 1.25 }}
          >
            {t('incoming.accept')}
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
