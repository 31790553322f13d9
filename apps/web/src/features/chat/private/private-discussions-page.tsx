import LockOutlined from '@mui/icons-material/LockOutlined';
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
import { useLiveChat } from '../api/use-live-chat';
import { ChatFrame } from '../components/chat-frame';
import { ThreadPane } from '../thread/thread-pane';
import { PrivateList } from './private-list';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?c=<conversationId>`: the open discussion, so that Back, reload and a link keep it. */
const discussionsAddress = defineUrlFilters({ c: matching((value) => UUID.test(value)) });

const NewPrivateDialog = lazyPart(() => import('./new-private-dialog').then((m) => m.NewPrivateDialog));

function NothingOpen() {
  const { t } = useTranslation('chat-rooms');
  return (
    <Box sx={{ m: 'auto', textAlign: 'center', px: 3 }}>
      <LockOutlined sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography color="text.secondary">{t('private.none')}</Typography>
    </Box>
  );
}

/**
 * `/betogether/private_discussion/discussion`: the member's invite-only rooms beside the open one
 * from md; on a phone the list, or the discussion with a way back.
 */
export function PrivateDiscussionsPage() {
  const { t } = useTranslation(['chat-rooms', 'chat']);
  const [{ c: openId = null }] = useUrlFilters(discussionsAddress);
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [creating, setCreating] = useState(false);
  useLiveChat(openId);

  useEffect(() => {
    document.title = `${t('private.title')} · BeTogether`;
  }, [t]);

  const open = (conversationId: string) =>
    navigate(paths.privateDiscussions.href({ query: { c: conversationId } }), { state: { fromList: true } });
  const toList = () => navigate(paths.privateDiscussions.href(), { replace: true });
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else toList();
  };

  const listShown = wide || openId === null;
  return (
    <>
      {!listShown && (
        <Typography id="chat-title" component="h1" sx={visuallyHidden}>
          {t('private.title')}
        </Typography>
      )}
      <ChatFrame columns={wide ? 'minmax(280px, 340px) minmax(0, 1fr)' : undefined}>
        {listShown && (
          <Box sx={{ minHeight: 0, borderRight: wide ? 1 : 0, borderColor: 'divider' }}>
            <PrivateList selectedId={openId} onNew={() => setCreating(true)} />
          </Box>
        )}
        {openId ? (
          <ThreadPane key={openId} conversationId={openId} onBack={wide ? undefined : back} onLeft={toList} />
        ) : (
          wide && <NothingOpen />
        )}
      </ChatFrame>
      <NewPrivateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(conversationId) => {
          setCreating(false);
          open(conversationId);
        }}
      />
    </>
  );
}
