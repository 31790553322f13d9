import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, matching, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { idParam, TwoPaneChat, useTwoPanes } from './components/two-pane-chat';
import { ConversationList } from './list/conversation-list';
import { ThreadPane } from './thread/thread-pane';

/**
 * `?c=<conversationId>`: the open conversation, so that Back, reload and a link keep it; `&m=<seq>`:
 * the message to show in it (a search hit), dropped once shown.
 */
const chatAddress = defineUrlFilters({
  c: idParam,
  m: matching((value) => /^\d{1,9}$/.test(value)),
});

const NewMessageDialog = lazyPart(() => import('./group/new-message-dialog').then((m) => m.NewMessageDialog));
const NewGroupDialog = lazyPart(() => import('./group/new-group-dialog').then((m) => m.NewGroupDialog));
const ChatSettingsDialog = lazyPart(() =>
  import('./settings/chat-settings-dialog').then((m) => m.ChatSettingsDialog),
);

type Dialog = 'message' | 'group' | 'settings' | null;

/**
 * `/betogether/conversation/inbox`: the conversations beside the open one from md; on a phone the
 * list, or the open conversation with a way back. Everything follows live (`useLiveChat`).
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const [{ c: openId = null, m: jumpSeq }, setAddress] = useUrlFilters(chatAddress);
  const location = useLocation();
  const panes = useTwoPanes(openId, paths.chatInbox.href());
  const [dialog, setDialog] = useState<Dialog>(null);

  const open = (conversationId: string) => {
    setDialog(null);
    panes.openFromList(paths.chatInbox.href({ query: { c: conversationId } }));
  };

  return (
    <>
      <TwoPaneChat
        title={t('title')}
        wide={panes.wide}
        listWidth={[280, 340]}
        empty={{ icon: ForumOutlined, text: t('thread.none') }}
        list={
          <ConversationList
            selectedId={openId}
            onNewMessage={() => setDialog('message')}
            onNewGroup={() => setDialog('group')}
            onSettings={() => setDialog('settings')}
          />
        }
        pane={
          openId ? (
            <ThreadPane
              key={openId}
              conversationId={openId}
              onBack={panes.onBack}
              onLeft={panes.toList}
              jumpToSeq={jumpSeq ? Number(jumpSeq) : null}
              onJumped={() =>
                setAddress((current) => ({ ...current, m: undefined }), {
                  replace: true,
                  state: location.state,
                })
              }
            />
          ) : null
        }
      />
      <NewMessageDialog open={dialog === 'message'} onClose={() => setDialog(null)} onOpened={open} />
      <NewGroupDialog open={dialog === 'group'} onClose={() => setDialog(null)} onCreated={open} />
      <ChatSettingsDialog open={dialog === 'settings'} onClose={() => setDialog(null)} />
    </>
  );
}
