import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { postProblem } from './post-problem';

type Props = { error: unknown; onRetry: () => void; sx?: SxProps<Theme> };

/** A part of a post that failed to load (comments, reactors, history): why, and Retry. */
export function ProblemAlert({ error, onRetry, sx }: Props) {
  const { t } = useTranslation('posts');
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {postProblem(error, t)}
    </Alert>
  );
}
