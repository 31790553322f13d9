import type { PartnerThreadStatus } from '@betogether/contracts/chat/chat.constants';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import { TabBar } from '@/ui/tab-bar';
import { ChatEmpty } from '../components/chat-empty';
import { ListColumn } from '../components/list-column';
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
          <ChatEmpty
            icon={QuestionAnswerOutlined}
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
        empty={
          <ChatEmpty
            icon={QuestionAnswerOutlined}
            title={t(`list.queueEmpty.${status}`)}
            body={t(`list.queueEmptyBody.${status}`)}
          />
        }
      />
    );

  return (
    <ListColumn
      title={t('title')}
      actions={
        <>
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
        </>
      }
    >
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
    </ListColumn>
  );
}
