import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

type Props = {
  /** What went wrong, in the person's words. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
};

/** Something that could not load, in place of it: why, and a retry button. */
export function RetryAlert({ message, retryLabel, onRetry, sx }: Props) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
