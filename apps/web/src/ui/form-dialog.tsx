import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId } from 'react';

type Props = {
  title: ReactNode;
  open?: boolean;
  /** Escape, the backdrop and Cancel close the dialog, except while the request is on its way. */
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The request is on its way: Cancel is off and the submit button spins. */
  pending: boolean;
  submitLabel: string;
  cancelLabel: string;
  submitColor?: ButtonProps['color'];
  /** The form is not ready to send yet (a choice still to make). */
  submitDisabled?: boolean;
  /** The whole screen on phones, for forms with several fields. */
  fullScreenOnPhone?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  contentSx?: SxProps<Theme>;
  children: ReactNode;
};

/** A form in a dialog: a title, the fields, Cancel and the button that sends it. */
export function FormDialog({
  title,
  open = true,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  cancelLabel,
  submitColor,
  submitDisabled = false,
  fullScreenOnPhone = true,
  maxWidth = 'sm',
  contentSx,
  children,
}: Props) {
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
      maxWidth={maxWidth}
      aria-labelledby={`${id}-title`}
    >
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent sx={contentSx}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit" disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={submitDisabled}
            loading={pending}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
