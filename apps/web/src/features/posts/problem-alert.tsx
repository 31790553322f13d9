import type { SxProps, Theme } from '@mui/material/styles';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';

type Props = { error: unknown; onRetry: () => void; sx?: SxProps<Theme> };

/** A part of a post that failed to load (comments, reactors, history): why, and Retry. */
export function ProblemAlert({ error, onRetry, sx }: Props) {
  const { t } = useTranslation('posts');
  return (
    <RetryAlert
      message={problemMessage(error, t, { ns: 'posts' })}
      retryLabel={t('actions.retry')}
      onRetry={onRetry}
      sx={sx}
    />
  );
}
