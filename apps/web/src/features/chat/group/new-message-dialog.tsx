import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useOpenDirect } from '../api/open-direct';
import { chatProblem } from '../components/chat-problem';
import { PeoplePicker } from './people-picker';

type Props = { open: boolean; onClose: () => void; onOpened: (conversationId: string) => void };

/** "New message": a friend picked, their conversation opened (the existing one, or a new one). */
export function NewMessageDialog({ open, onClose, onOpened }: Props) {
  const { t } = useTranslation('chat');
  const id = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const direct = useOpenDirect();
  const close = () => {
    direct.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{t('list.newMessage')}</DialogTitle>
      <DialogContent>
        {direct.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {chatProblem(direct.error, t)}
          </Alert>
        )}
        <PeoplePicker
          multiple={false}
          disabled={direct.isPending}
          onPick={(person) =>
            direct.mutate(person.id, {
              onSuccess: (conversation) => {
                direct.reset();
                onOpened(conversation.id);
              },
            })
          }
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('actions.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
