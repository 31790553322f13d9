import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';

export type ToastMessage = {
  id: number;
  text: string;
  severity: 'success' | 'info' | 'warning' | 'error';
  action?: ReactNode;
};

export function Toast({ message, onClose }: { message: ToastMessage; onClose: () => void }) {
  return (
    <Snackbar
      key={message.id}
      open
      autoHideDuration={message.action ? null : 5000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 80, lg: 24 } }}
    >
      <Alert
        severity={message.severity}
        variant="filled"
        onClose={onClose}
        action={message.action}
        role="status"
      >
        {message.text}
      </Alert>
    </Snackbar>
  );
}
