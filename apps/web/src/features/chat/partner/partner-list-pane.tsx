import type { PartnerThreadStatus } from '@betogether/contracts/chat/chat.constants';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import { TabBar } from '@/ui/tab-bar';
import { useMyPartnerThreads } from './api/get-my-partner-threads';
import { usePartnerQueue } from './api/get-partner-queue';
import { PartnerThreadList } from './partner-thread-list';

export type PartnerView = 'mine' | 'queue';

type Props = {
  view: PartnerView;
  status: PartnerThreadStatus;
  /** The partner, its staff: the threads they answer. */
  showQueue: boolean;
  /** The partner names its support team. */
  managesTeam: boolean;
  selectedId: string | null;
  hrefOf: (conversationId: string) => string;
  onView: (view: PartnerView) => void;
  onStatus: (status: PartnerThreadStatus) => void;
  onNewQuestion: () => void;
  onTeam: () => void;
};

function Empty({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 5 }}>
      <QuestionAnswerOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h4" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {body}
      </Typography>
      {action}
    </Box>
  );
}

/**
 * The page's heading and its lists: the member's own questions to partners, and for a partner's
 * team the questions to answer, open or resolved.
 */
export function PartnerListPane(props: Props) {
  const { view, status, showQueue, managesTeam, selectedId, hrefOf, onView, onStatus } = props;
  const { t } = useTranslation('chat-partner');
  const mine = useMyPartnerThreads();
  const queue = usePartnerQueue(status, showQueue);
  const shown = view === 'queue' && showQueue ? 'queue' : 'mine';

  const list =
    shown === 'mine' ? (
      <PartnerThreadList
        query={mine}
        label={t('list.mineLabel')}
        selectedId={selectedId}
        hrefOf={hrefOf}
        showStatus
        empty={
          <Empty
            title={t('list.mineEmptyTitle')}
            body={t('list.mineEmptyBody')}
            action={
              <Button variant="contained" component={RouterLink} to={paths.tasksDashboard.href()}>
                {t('list.toTasks')}
              </Button>
            }
          />
        }
      />
    ) : (
      <PartnerThreadList
        query={queue}
        label={t(`list.queueLabel.${status}`)}
        selectedId={selectedId}
        hrefOf={hrefOf}
        showStatus={false}
        empty={<Empty title={t(`list.queueEmpty.${status}`)} body={t(`list.queueEmptyBody.${status}`)} />}
      />
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, py: 1.5 }}>
        <Typography id="chat-title" variant="h3" component="h1" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        {managesTeam && (
          <Hint title={t('team.open')}>
            <IconButton onClick={props.onTeam}>
              <SupportAgentOutlined />
            </IconButton>
          </Hint>
        )}
        <Hint title={t('new.open')}>
          <IconButton onClick={props.onNewQuestion}>
            <AddCommentOutlined />
          </IconButton>
        </Hint>
      </Box>
      {showQueue && (
        <TabBar
          label={t('views.label')}
          value={shown}
          onChange={onView}
          items={[
            { value: 'queue', label: t('views.queue'), id: 'partner-tab-queue', controls: 'partner-list' },
            { value: 'mine', label: t('views.mine'), id: 'partner-tab-mine', controls: 'partner-list' },
          ]}
          sx={{ borderRadius: 0, borderBottom: 1, borderColor: 'divider' }}
        />
      )}
      <Box
        id="partner-list"
        role={showQueue ? 'tabpanel' : undefined}
        aria-labelledby={showQueue ? `partner-tab-${shown}` : undefined}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        {shown === 'queue' && (
          <Box sx={{ px: 2, pt: 1 }}>
            <TabBar
              label={t('statuses.label')}
              value={status}
              onChange={onStatus}
              items={[
                { value: 'open', label: t('statuses.open') },
                { value: 'resolved', label: t('statuses.resolved') },
              ]}
              sx={{ bgcolor: 'action.hover', borderRadius: 2 }}
            />
          </Box>
        )}
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{list}</Box>
      </Box>
    </Box>
  );
}
