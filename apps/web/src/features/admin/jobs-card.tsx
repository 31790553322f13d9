import { systemAdminEndpoints } from '@betogether/contracts/system/system.endpoints';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';

/** The durable queue's health: jobs waiting, running and failed per queue, and the latest failures with their error. */
export function JobsCard() {
  const { t, i18n } = useTranslation('admin');
  const jobs = useQuery({
    queryKey: ['admin', 'jobs'],
    queryFn: () => call(systemAdminEndpoints.jobs),
    refetchInterval: 15_000,
  });
  const number = new Intl.NumberFormat(i18n.language);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Card component="section" aria-labelledby="jobs-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="jobs-title" variant="h3" component="h2">
            {t('jobs.title')}
          </Typography>
          <Button size="small" onClick={() => jobs.refetch()} disabled={jobs.isFetching}>
            {t('retry')}
          </Button>
        </Stack>
        {jobs.isError && <Alert severity="error">{t('jobs.loadError')}</Alert>}
        {jobs.isPending && <Skeleton variant="rounded" height={160} />}
        {jobs.data && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('jobs.engine', { engine: jobs.data.engine })}
            </Typography>
            <Table size="small" aria-labelledby="jobs-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('jobs.queue')}</TableCell>
                  <TableCell align="right">{t('jobs.waiting')}</TableCell>
                  <TableCell align="right">{t('jobs.active')}</TableCell>
                  <TableCell align="right">{t('jobs.failed')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {jobs.data.queues.map((queue) => (
                  <TableRow key={queue.name}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{queue.name}</TableCell>
                    <TableCell align="right">{number.format(queue.waiting)}</TableCell>
                    <TableCell align="right">{number.format(queue.active)}</TableCell>
                    <TableCell
                      align="right"
                      sx={queue.failed > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}
                    >
                      {number.format(queue.failed)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('jobs.failures')}
            </Typography>
            {jobs.data.failures.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('jobs.noFailures')}
              </Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {jobs.data.failures.map((failure) => (
                  <li key={`${failure.queue}:${failure.id}`}>
                    <Typography variant="body2">
                      <strong>{failure.queue}</strong> · {time.format(new Date(failure.failedAt))} ·{' '}
                      {t('jobs.attempts', { count: failure.attempts })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                      {failure.error}
                    </Typography>
                  </li>
                ))}
              </Stack>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
