import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { formatDuration } from '../components/task-format';

type Props = { shownSeconds: number; secondsNeeded: number };

/** The counted time against what the task needs, as a bar and in words. */
export function ClockProgress({ shownSeconds, secondsNeeded }: Props) {
  const { t, i18n } = useTranslation('tasks');
  const ratio = secondsNeeded > 0 ? Math.min(1, shownSeconds / secondsNeeded) : 1;
  const counted = formatDuration(Math.floor(shownSeconds), i18n.language);
  const needed = formatDuration(secondsNeeded, i18n.language);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={ratio * 100}
        aria-label={t('player.progressLabel')}
        aria-valuetext={t('player.counted', { counted, needed })}
        sx={{
          height: 10,
          borderRadius: 5,
          // Moves on every quarter second: a linear glide between ticks looks continuous.
          '& .MuiLinearProgress-bar': { transition: 'transform 250ms linear' },
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="clock-counted">
        {t('player.counted', { counted, needed })}
      </Typography>
    </Box>
  );
}
