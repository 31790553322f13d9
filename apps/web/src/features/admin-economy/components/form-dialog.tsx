import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: ReactNode;
  open?: boolean;
  /** Escape, the backdrop and Cancel close the dialog, except while the request is on its way. */
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The request is on its way: Cancel is off and the submit button spins. */
  pending: boolean;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  /** The whole screen on phones, for forms with several fields. */
  fullScreenOnPhone?: boolean;
  contentSx: SxProps<Theme>;
  children: ReactNode;
};

/** A back-office form in a dialog: a title, the fields, Cancel and the button that sends it. */
export function FormDialog({
  title,
  open = true,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  submitColor,
  fullScreenOnPhone = true,
  contentSx,
  children,
}: Props) {
  const { t } = useTranslation('admin-economy');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreenOnPhone && phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent sx={contentSx}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit" disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
