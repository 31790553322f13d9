import type { Analytics } from '@betogether/contracts/tasks/task-analytics.schemas';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';
import { formatDecimal, formatRate, formatWatchTime } from './analytics-format';

const counted = ['views', 'starts', 'completions'] as const;

/** Each task's figures over the range; scrolls sideways on a phone rather than squeezing columns. */
export function TaskStatsTable({ tasks }: { tasks: Analytics['tasks'] }) {
  const { t, i18n } = useTranslation('partner-dashboard');
  const language = i18n.language;
  return (
    <Box
      component="section"
      aria-labelledby="partner-task-stats"
      sx={{ display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Typography id="partner-task-stats" variant="h4" component="h2">
        {t('analytics.byTask')}
      </Typography>
      {/* Focusable: a keyboard scrolls the wide table sideways on a phone. Positioned, so that the
          coins' visually hidden texts (absolute) scroll with the table instead of widening the page. */}
      <TableContainer
        component={Paper}
        variant="outlined"
        tabIndex={0}
        aria-labelledby="partner-task-stats"
        sx={{ position: 'relative' }}
      >
        <Table size="small" sx={{ minWidth: 960 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tasks.title')}</TableCell>
              <TableCell>{t('tasks.status')}</TableCell>
              {counted.map((name) => (
                <TableCell key={name} align="right">
                  {t(`analytics.stats.${name}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('analytics.stats.quizPassRate')}</TableCell>
              <TableCell align="right">{t('analytics.stats.averageWatchSeconds')}</TableCell>
              <TableCell align="right">{t('analytics.stats.coinsSpent')}</TableCell>
              <TableCell align="right">{t('analytics.stats.costPerCompletion')}</TableCell>
              <TableCell align="right">{t('analytics.stats.fraudRefused')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tasks.map((task) => (
              <TableRow
                key={task.taskId}
                data-testid="task-stats-row"
                sx={{ '&:last-child td, &:last-child th': { borderBottom: 0 } }}
              >
                <TableCell component="th" scope="row" sx={{ maxWidth: 260 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {task.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {task.free ? `${t(`kind.${task.kind}`)} · ${t('kind.free')}` : t(`kind.${task.kind}`)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`status.${task.status}`)}</TableCell>
                {counted.map((name) => (
                  <TableCell key={name} align="right">
                    {formatCoins(task[name], language)}
                  </TableCell>
                ))}
                <TableCell align="right">{formatRate(task.quizPassRate, language)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatWatchTime(task.averageWatchSeconds, t)}
                </TableCell>
                <TableCell align="right">
                  <CoinAmount value={task.coinsSpent} />
                </TableCell>
                <TableCell align="right">
                  {task.costPerCompletion === null ? '—' : formatDecimal(task.costPerCompletion, language)}
                </TableCell>
                <TableCell align="right">{formatCoins(task.fraudRefused, language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
