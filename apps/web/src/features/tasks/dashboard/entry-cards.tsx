import type { TaskKind } from '@betogether/contracts/tasks/tasks.constants';
import ArrowForward from '@mui/icons-material/ArrowForward';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';

const entries: ReadonlyArray<{ kind: TaskKind; icon: typeof CollectionsOutlined; href: () => string }> = [
  { kind: 'picture', icon: CollectionsOutlined, href: () => paths.pictureTasks.href() },
  { kind: 'video', icon: OndemandVideoOutlined, href: () => paths.videoTasks.href() },
  { kind: 'special', icon: AssignmentTurnedInOutlined, href: () => paths.specialTasks.href() },
];

/** The three ways to earn, as big cards at the top of the hub. */
export function EntryCards() {
  const { t } = useTranslation('tasks');
  return (
    <Box
      component="nav"
      aria-label={t('dashboard.entriesLabel')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {entries.map(({ kind, icon: Icon, href }) => (
        <Card key={kind} sx={{ border: 1, borderColor: 'divider' }}>
          <CardActionArea component={RouterLink} to={href()} sx={{ height: '100%' }}>
            <CardContent
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                flexDirection: { xs: 'row', sm: 'column' },
                textAlign: { xs: 'left', sm: 'center' },
                py: { xs: 2, sm: 3 },
              }}
            >
              <Box
                sx={{
                  flexShrink: 0,
                  width: 56,
                  height: 56,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                <Icon aria-hidden />
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="h4" component="h2">
                  {t(`list.titles.${kind}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`dashboard.entries.${kind}`)}
                </Typography>
              </Box>
              <ArrowForward aria-hidden sx={{ color: 'text.secondary', display: { sm: 'none' } }} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
