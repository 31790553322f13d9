import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState } from '@/ui/list-states';
import { useMember } from './api/get-member';
import { useOpenDirect } from './api/open-direct';
import { ChatFrame } from './components/chat-frame';
import { chatProblem } from './components/chat-problem';

/**
 * `/betogether/conversation/<username>` (docs/decisions.md "Chat ([10])"): finds the member, opens
 * the conversation with them (the existing one, or a new one when their rules allow), then shows it
 * in the inbox, the address replaced (`inbox?c=<id>`). A refusal says why.
 */
export function OpenConversation({ referrer }: { referrer: string }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const member = useMember(referrer);
  const open = useOpenDirect();
  const asked = useRef(false);
  const profile = member.data;
  const self = profile?.relationship.status === 'self';

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  useEffect(() => {
    if (!profile || self || asked.current) return;
    asked.current = true;
    open.mutate(profile.person.id, {
      onSuccess: (conversation) =>
        navigate(paths.chatInbox.href({ query: { c: conversation.id } }), { replace: true }),
    });
  }, [profile, self, open, navigate]);

  let problem: string | null = null;
  if (member.error instanceof ApiError && member.error.status === 404) problem = t('open.noSuchMember');
  else if (member.error) problem = chatProblem(member.error, t);
  else if (self) problem = t('problems.CHAT_OWN_CONVERSATION');
  else if (open.error) problem = chatProblem(open.error, t);

  return (
    <ChatFrame>
      <Box sx={{ display: 'flex', flexDirection: 'column', p: 2, minHeight: 0 }}>
        <Typography id="chat-title" variant="h3" component="h1">
          {t('title')}
        </Typography>
        <Box sx={{ m: 'auto', width: '100%', maxWidth: 520 }}>
          {problem ? (
            <EmptyState
              icon={<ForumOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
              title={t('open.failedTitle')}
              body={problem}
              action={
                <Button variant="contained" component={RouterLink} to={paths.chatInbox.href()}>
                  {t('open.toInbox')}
                </Button>
              }
            />
          ) : (
            <Box role="status" sx={{ textAlign: 'center' }}>
              <CircularProgress aria-hidden sx={{ mb: 2 }} />
              <Typography color="text.secondary">
                {profile ? t('open.opening', { name: profile.person.displayName }) : t('open.finding')}
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
    </ChatFrame>
  );
}
