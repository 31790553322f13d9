import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { TaskStatusChip } from './task-status-chip';

type Props = {
  task: PartnerTask;
  /** Views over the analytics' range; undefined while they load (or when they could not). */
  views: number | undefined;
};

/** One free video task: its poster, title, status, places taken and views; a draft opens for editing. */
export function FreeVideoCard({ task, views }: Props) {
  const { t, i18n } = useTranslation('partner-tasks');
  const n = (value: number) => formatCoins(value, i18n.language);
  const poster = task.video?.video?.posterUrl ?? null;
  const percent = task.completions > 0 ? Math.min(100, (task.completionsDone / task.completions) * 100) : 0;
  return (
    <Card
      component="article"
      aria-label={task.title}
      data-testid="free-video-card"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {poster ? (
          <Box
            component="img"
            src={poster}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <PlayCircleOutlineRounded sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        )}
        <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
          <TaskStatusChip status={task.status} />
        </Box>
      </Box>
      <CardContent sx={{ display: 'grid', gap: 1, flexGrow: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {task.title}
        </Typography>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('freeVideos.completions', {
              count: task.completions,
              done: n(task.completionsDone),
              total: n(task.completions),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('freeVideos.progressLabel')}
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        </Box>
        {views !== undefined && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <VisibilityOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">
              {t('freeVideos.views', { count: views, formatted: n(views) })}
            </Typography>
          </Box>
        )}
        {task.status === 'draft' && (
          <Button
            component={RouterLink}
            to={paths.createFreeVideoTask.href({ query: { draft: task.id } })}
            variant="outlined"
            size="small"
            sx={{ justifySelf: 'start', mt: 'auto' }}
          >
            {t('freeVideos.editDraft')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
