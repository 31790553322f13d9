import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/ui/retry-alert';
import { postProblem } from './post-problem';

type Props = { error: unknown; onRetry: () => void; sx?: SxProps<Theme> };

/** A part of a post that failed to load (comments, reactors, history): why, and Retry. */
export function ProblemAlert({ error, onRetry, sx }: Props) {
  const { t } = useTranslation('posts');
  return (
    <RetryAlert message={postProblem(error, t)} retryLabel={t('actions.retry')} onRetry={onRetry} sx={sx} />
  );
}
