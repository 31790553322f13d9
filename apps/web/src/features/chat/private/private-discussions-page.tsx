import LockOutlined from '@mui/icons-material/LockOutlined';
import { useState } from 'react';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { idParam, TwoPaneChat, useTwoPanes } from '../components/two-pane-chat';
import { ThreadPane } from '../thread/thread-pane';
import { PrivateList } from './private-list';

/** `?c=<conversationId>`: the open discussion, so that Back, reload and a link keep it. */
const discussionsAddress = defineUrlFilters({ c: idParam });

const NewGroupDialog = lazyPart(() => import('../group/new-group-dialog').then((m) => m.NewGroupDialog));

/**
 * `/betogether/private_discussion/discussion`: the member's invite-only rooms beside the open one
 * from md; on a phone the list, or the discussion with a way back.
 */
export function PrivateDiscussionsPage() {
  const { t } = useTranslation(['chat-rooms', 'chat']);
  const [{ c: openId = null }] = useUrlFilters(discussionsAddress);
  const panes = useTwoPanes(openId, paths.privateDiscussions.href());
  const [creating, setCreating] = useState(false);

  return (
    <>
      <TwoPaneChat
        title={t('private.title')}
        wide={panes.wide}
        listWidth={[280, 340]}
        empty={{ icon: LockOutlined, text: t('private.none') }}
        list={<PrivateList selectedId={openId} onNew={() => setCreating(true)} />}
        pane={
          openId ? (
            <ThreadPane key={openId} conversationId={openId} onBack={panes.onBack} onLeft={panes.toList} />
          ) : null
        }
      />
      <NewGroupDialog
        kind="private"
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(conversationId) => {
          setCreating(false);
          panes.openFromList(paths.privateDiscussions.href({ query: { c: conversationId } }));
        }}
      />
    </>
  );
}
