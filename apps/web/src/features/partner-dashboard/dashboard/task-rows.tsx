import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { RelativeTime } from '@/ui/relative-time';
import { type OpenTaskDialog, TaskActions } from './task-actions';
import { EscrowLeft, kindLabel, StatusChip } from './task-status';

type Props = { items: PartnerTask[]; onOpen: OpenTaskDialog };

function Completions({ task }: { task: PartnerTask }) {
  const { t, i18n } = useTranslation('partner-dashboard');
  return (
    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {t('tasks.completionsValue', {
        done: formatCoins(task.completionsDone, i18n.language),
        total: formatCoins(task.completions, i18n.language),
      })}
    </Typography>
  );
}

/** The tasks as a table (md and wider): one row per task, its actions at the end. */
export function TaskTable({ items, onOpen }: Props) {
  const { t } = useTranslation('partner-dashboard');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('tasks.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('tasks.title')}</TableCell>
            <TableCell>{t('tasks.kind')}</TableCell>
            <TableCell>{t('tasks.status')}</TableCell>
            <TableCell align="right">{t('tasks.completions')}</TableCell>
            <TableCell align="right">{t('tasks.escrow')}</TableCell>
            <TableCell>{t('tasks.ends')}</TableCell>
            <TableCell>{t('tasks.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((task) => (
            <TableRow
              key={task.id}
              data-testid="task-row"
              sx={{ '&:last-child td, &:last-child th': { borderBottom: 0 } }}
            >
              <TableCell component="th" scope="row" sx={{ maxWidth: 280 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {task.title}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{kindLabel(task, t)}</TableCell>
              <TableCell>
                <StatusChip task={task} />
              </TableCell>
              <TableCell align="right">
                <Completions task={task} />
              </TableCell>
              <TableCell align="right">
                <EscrowLeft task={task} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RelativeTime value={task.endsAt} />
              </TableCell>
              <TableCell>
                <TaskActions task={task} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The tasks as cards (phones and tablets), the same facts and actions. */
export function TaskCards({ items, onOpen }: Props) {
  const { t } = useTranslation('partner-dashboard');
  return (
    <Box
      component="ul"
      aria-label={t('tasks.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {items.map((task) => (
        <Card component="li" key={task.id} variant="outlined" data-testid="task-row">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {task.title}
              </Typography>
              <StatusChip task={task} />
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('tasks.kind')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {kindLabel(task, t)}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('tasks.completions')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Completions task={task} />
              </Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('tasks.escrow')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <EscrowLeft task={task} />
              </Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('tasks.ends')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <RelativeTime value={task.endsAt} />
              </Typography>
            </Box>
            <TaskActions task={task} onOpen={onOpen} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
