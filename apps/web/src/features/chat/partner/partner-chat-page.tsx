import type { PartnerThreadStatus } from '@betogether/contracts/chat/chat.constants';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useLiveChat } from '../api/use-live-chat';
import { ChatFrame } from '../components/chat-frame';
import { ThreadPane } from '../thread/thread-pane';
import { usePartnerQueue } from './api/get-partner-queue';
import { NewQuestionPane } from './new-question-pane';
import { partnerAddress } from './partner-address';
import { PartnerListPane, type PartnerView } from './partner-list-pane';
import { ThreadStatusBar } from './thread-status-bar';
import { useLivePartnerLists } from './use-live-partner-lists';

const SupportTeamDialog = lazyPart(() => import('./support-team-dialog').then((m) => m.SupportTeamDialog));

function NothingOpen({ view }: { view: PartnerView }) {
  const { t } = useTranslation('chat-partner');
  return (
    <Box sx={{ m: 'auto', textAlign: 'center', px: 3 }}>
      <QuestionAnswerOutlined sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography color="text.secondary">{t(`thread.none.${view}`)}</Typography>
    </Box>
  );
}

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
  const location = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const role = useSession().userData?.role;
  const partner = role === 'partner' || role === 'admin';
  const staff = useIsStaff(!partner);
  const [teamOpen, setTeamOpen] = useState(false);
  const openId = address.c ?? null;
  useLiveChat(openId);
  useLivePartnerLists();

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  const showQueue = partner || staff;
  const writing = openId === null && (address.new === '1' || address.partner !== undefined);
  const view: PartnerView = address.view ?? (showQueue && !writing ? 'queue' : 'mine');
  const status: PartnerThreadStatus = address.status;
  const listQuery = { view: showQueue ? view : undefined, status: status === 'open' ? undefined : status };
  const hrefOf = (c: string) => paths.partnerChat.href({ query: { ...listQuery, c } });
  const toList = () => navigate(paths.partnerChat.href({ query: listQuery }), { replace: true });
  // Opened from the list: Back returns to it; opened from a link: the list replaces the pane.
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else toList();
  };

  const listShown = wide || (openId === null && !writing);
  let pane = wide ? <NothingOpen view={view} /> : null;
  if (openId)
    pane = (
      <Box key={openId} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
        <ThreadStatusBar conversationId={openId} />
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <ThreadPane conversationId={openId} onBack={wide ? undefined : back} onLeft={toList} />
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
        onBack={wide ? undefined : back}
        onCancel={back}
        onOpened={(c) =>
          navigate(paths.partnerChat.href({ query: { view: showQueue ? 'mine' : undefined, c } }), {
            replace: true,
          })
        }
      />
    );

  return (
    <>
      {!listShown && (
        <Typography id="chat-title" component="h1" sx={visuallyHidden}>
          {t('title')}
        </Typography>
      )}
      <ChatFrame columns={wide ? 'minmax(300px, 360px) minmax(0, 1fr)' : undefined}>
        {listShown && (
          <Box sx={{ minHeight: 0, borderRight: wide ? 1 : 0, borderColor: 'divider' }}>
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
                navigate(
                  paths.partnerChat.href({ query: { view: showQueue ? 'mine' : undefined, new: '1' } }),
                  {
                    state: { fromList: true },
                  },
                )
              }
              onTeam={() => setTeamOpen(true)}
            />
          </Box>
        )}
        {pane}
      </ChatFrame>
      {partner && <SupportTeamDialog open={teamOpen} onClose={() => setTeamOpen(false)} />}
    </>
  );
}
