import type { PartnerThreadStatus } from '@betogether/contracts/chat/chat.constants';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Box from '@mui/material/Box';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { TwoPaneChat, useTwoPanes } from '../components/two-pane-chat';
import { ThreadPane } from '../thread/thread-pane';
import { usePartnerQueue } from './api/get-partner-queue';
import { NewQuestionPane } from './new-question-pane';
import { partnerAddress } from './partner-address';
import { PartnerListPane, type PartnerView } from './partner-list-pane';
import { ThreadStatusBar } from './thread-status-bar';
import { useLivePartnerLists } from './use-live-partner-lists';

const SupportTeamDialog = lazyPart(() => import('./support-team-dialog').then((m) => m.SupportTeamDialog));

/** Staff who are not partners answer too: the queue shows when theirs holds something. */
function useIsStaff(asked: boolean) {
  const open = usePartnerQueue('open', asked);
  const resolved = usePartnerQueue('resolved', asked);
  const some = (query: typeof open) => (query.data?.pages[0]?.items.length ?? 0) > 0;
  return some(open) || some(resolved);
}

/**
 * `/betogether/conversation/chat-user-partners`: a member's questions to partners and, for a
 * partner and its support team, the questions to answer; the list beside the open thread from md,
 * one of them at a time on a phone (with a way back). docs/decisions.md "Partner chat screen".
 */
export function PartnerChatPage() {
  const { t } = useTranslation('chat-partner');
  const [address, setAddress] = useUrlFilters(partnerAddress);
  const navigate = useNavigate();
  const role = useSession().userData?.role;
  const partner = role === 'partner' || role === 'admin';
  const staff = useIsStaff(!partner);
  const [teamOpen, setTeamOpen] = useState(false);
  const openId = address.c ?? null;

  const showQueue = partner || staff;
  const writing = openId === null && (address.new === '1' || address.partner !== undefined);
  const view: PartnerView = address.view ?? (showQueue && !writing ? 'queue' : 'mine');
  const status: PartnerThreadStatus = address.status;
  const listQuery = { view: showQueue ? view : undefined, status: status === 'open' ? undefined : status };
  const hrefOf = (c: string) => paths.partnerChat.href({ query: { ...listQuery, c } });
  const panes = useTwoPanes(openId, paths.partnerChat.href({ query: listQuery }));
  useLivePartnerLists();

  let pane: ReactNode = null;
  if (openId)
    pane = (
      <Box key={openId} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
        <ThreadStatusBar conversationId={openId} />
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <ThreadPane conversationId={openId} onBack={panes.onBack} onLeft={panes.toList} />
        </Box>
      </Box>
    );
  else if (writing)
    pane = (
      <NewQuestionPane
        prefill={
          address.partner
            ? {
                partner: address.partner,
                subject: address.subject,
                task: address.task,
                reward: address.reward,
              }
            : null
        }
        onBack={panes.onBack}
        onCancel={panes.back}
        onOpened={(c) =>
          navigate(paths.partnerChat.href({ query: { view: showQueue ? 'mine' : undefined, c } }), {
            replace: true,
          })
        }
      />
    );

  return (
    <>
      <TwoPaneChat
        title={t('title')}
        wide={panes.wide}
        listWidth={[300, 360]}
        empty={{ icon: QuestionAnswerOutlined, text: t(`thread.none.${view}`) }}
        list={
          <PartnerListPane
            view={view}
            status={status}
            showQueue={showQueue}
            managesTeam={partner}
            selectedId={openId}
            hrefOf={hrefOf}
            onView={(next) => setAddress((current) => ({ ...current, view: next }), { replace: true })}
            onStatus={(next) => setAddress((current) => ({ ...current, status: next }), { replace: true })}
            onNewQuestion={() =>
              panes.openFromList(
                paths.partnerChat.href({ query: { view: showQueue ? 'mine' : undefined, new: '1' } }),
              )
            }
            onTeam={() => setTeamOpen(true)}
          />
        }
        pane={pane}
      />
      {partner && <SupportTeamDialog open={teamOpen} onClose={() => setTeamOpen(false)} />}
    </>
  );
}
