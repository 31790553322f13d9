import type { TaskCard as TaskCardData } from '@betogether/contracts/tasks/task-play.schemas';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { PartnerLine } from '../components/partner-line';
import { RewardBadge } from '../components/reward-badge';
import { endsIn, formatDuration } from '../components/task-format';
import { TaskPicture } from '../components/task-picture';

/**
 * Where a card leads: the player of a picture or video task, the proof dialog of a special one
 * (over the same list: its order and filter stay in the address).
 */
export function taskHref(task: Pick<TaskCardData, 'id' | 'kind'>, search: URLSearchParams): string {
  if (task.kind === 'picture') return paths.showPictureTask.href({ id: task.id });
  if (task.kind === 'video') return paths.showVideoTask.href({ id: task.id });
  const query = new URLSearchParams(search);
  query.set('task', task.id);
  return paths.specialTasks.href({ query });
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', typography: 'body2' }}
    >
      {icon}
      {children}
    </Box>
  );
}

/** A live task in a list: its cover at 16:9, title, partner, reward, time needed, places left and end. */
export function TaskCard({ task }: { task: TaskCardData }) {
  const { t, i18n } = useTranslation('tasks');
  const language = i18n.language;
  const [search] = useSearchParams();
  const iconSx = { fontSize: 18 } as const;
  return (
    <Card
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
      data-testid="task-card"
    >
      <CardActionArea
        component={RouterLink}
        to={taskHref(task, search)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          {task.cover ? (
            <TaskPicture media={task.cover} alt="" sizes="(min-width: 960px) 320px, 100vw" />
          ) : (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'primary.main' }}>
              <AssignmentTurnedInOutlined sx={{ fontSize: 56 }} aria-hidden />
            </Box>
          )}
          {task.kind === 'video' && task.cover && (
            <PlayCircleOutlined
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                m: 'auto',
                fontSize: 56,
                color: 'common.white',
                filter: 'drop-shadow(0 1px 3px rgba(0,0,0,.6))',
              }}
            />
          )}
        </Box>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{
                fontWeight: 700,
                lineHeight: 1.3,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {task.title}
            </Typography>
            <Box sx={{ flexShrink: 0 }}>
              <RewardBadge free={task.free} coins={task.rewardCoins} />
            </Box>
          </Box>
          <PartnerLine partner={task.partner} label={t('card.by', { name: task.partner.displayName })} />
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0.5,
            }}
          >
            {task.kind !== 'special' ? (
              <Fact icon={<TimerOutlined sx={iconSx} aria-hidden />}>
                {t('card.time', { duration: formatDuration(task.secondsNeeded, language) })}
              </Fact>
            ) : (
              task.proofKind && (
                <Fact icon={<AssignmentTurnedInOutlined sx={iconSx} aria-hidden />}>
                  {t(`card.proof.${task.proofKind}`)}
                </Fact>
              )
            )}
            <Fact icon={<GroupOutlined sx={iconSx} aria-hidden />}>
              {t('card.placesLeft', { count: task.placesLeft })}
            </Fact>
            <Fact icon={<EventOutlined sx={iconSx} aria-hidden />}>
              {t('card.endsIn', { when: endsIn(task.endsAt, language) })}
            </Fact>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
