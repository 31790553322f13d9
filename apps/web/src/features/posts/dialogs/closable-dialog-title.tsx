import Close from '@mui/icons-material/Close';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

type Props = { id: string; onClose: () => void; children: ReactNode };

/** A dialog's title with a close button in its corner (dialogs that only show something). */
export function ClosableDialogTitle({ id, onClose, children }: Props) {
  const { t } = useTranslation('posts');
  return (
    <DialogTitle id={id} sx={{ pr: 6 }}>
      {children}
      <IconButton
        aria-label={t('actions.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
    </DialogTitle>
  );
}
