import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, matching, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useLiveChat } from './api/use-live-chat';
import { ChatFrame } from './components/chat-frame';
import { ConversationList } from './list/conversation-list';
import { ThreadPane } from './thread/thread-pane';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `?c=<conversationId>`: the open conversation, so that Back, reload and a link keep it; `&m=<seq>`:
 * the message to show in it (a search hit), dropped once shown.
 */
const chatAddress = defineUrlFilters({
  c: matching((value) => UUID.test(value)),
  m: matching((value) => /^\d{1,9}$/.test(value)),
});

const NewMessageDialog = lazyPart(() => import('./group/new-message-dialog').then((m) => m.NewMessageDialog));
const NewGroupDialog = lazyPart(() => import('./group/new-group-dialog').then((m) => m.NewGroupDialog));
const ChatSettingsDialog = lazyPart(() =>
  import('./settings/chat-settings-dialog').then((m) => m.ChatSettingsDialog),
);

type Dialog = 'message' | 'group' | 'settings' | null;

function NothingOpen() {
  const { t } = useTranslation('chat');
  return (
    <Box sx={{ m: 'auto', textAlign: 'center', px: 3 }}>
      <ForumOutlined sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography color="text.secondary">{t('thread.none')}</Typography>
    </Box>
  );
}

/**
 * `/betogether/conversation/inbox`: the conversations beside the open one from md; on a phone the
 * list, or the open conversation with a way back. Everything follows live (`useLiveChat`).
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const [{ c: openId = null, m: jumpSeq }, setAddress] = useUrlFilters(chatAddress);
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [dialog, setDialog] = useState<Dialog>(null);
  useLiveChat(openId);

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  const open = (conversationId: string) => {
    setDialog(null);
    navigate(paths.chatInbox.href({ query: { c: conversationId } }), { state: { fromList: true } });
  };
  const toList = () => navigate(paths.chatInbox.href(), { replace: true });
  // Opened from the list: Back returns to it; opened from a link: the list replaces the conversation.
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else toList();
  };

  const listShown = wide || openId === null;
  return (
    <>
      {!listShown && (
        <Typography id="chat-title" component="h1" sx={visuallyHidden}>
          {t('title')}
        </Typography>
      )}
      <ChatFrame columns={wide ? 'minmax(280px, 340px) minmax(0, 1fr)' : undefined}>
        {listShown && (
          <Box sx={{ minHeight: 0, borderRight: wide ? 1 : 0, borderColor: 'divider' }}>
            <ConversationList
              selectedId={openId}
              onNewMessage={() => setDialog('message')}
              onNewGroup={() => setDialog('group')}
              onSettings={() => setDialog('settings')}
            />
          </Box>
        )}
        {openId ? (
          <ThreadPane
            key={openId}
            conversationId={openId}
            onBack={wide ? undefined : back}
            onLeft={toList}
            jumpToSeq={jumpSeq ? Number(jumpSeq) : null}
            onJumped={() =>
              setAddress((current) => ({ ...current, m: undefined }), {
                replace: true,
                state: location.state,
              })
            }
          />
        ) : (
          wide && <NothingOpen />
        )}
      </ChatFrame>
      <NewMessageDialog open={dialog === 'message'} onClose={() => setDialog(null)} onOpened={open} />
      <NewGroupDialog open={dialog === 'group'} onClose={() => setDialog(null)} onCreated={open} />
      <ChatSettingsDialog open={dialog === 'settings'} onClose={() => setDialog(null)} />
    </>
  );
}
