import { callKinds } from '@betogether/contracts/chat/chat.constants';
import PhoneDisabledOutlined from '@mui/icons-material/PhoneDisabledOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, matching, oneOf, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { CallScreen } from './call-screen';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

/**
 * `?c=<conversationId>`: that conversation's call (started, or joined when one goes on);
 * `kind=audio|video` for a new one; `accept=<callId>`: the call rung here, accepted.
 */
const callAddress = defineUrlFilters(
  { c: matching(isUuid), kind: oneOf(callKinds), accept: matching(isUuid) },
  { kind: 'video' },
);

function NoConversation() {
  const { t } = useTranslation('calls');
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <PhoneDisabledOutlined sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h5" component="h1">
        {t('none.title')}
      </Typography>
      <Typography color="text.secondary">{t('none.body')}</Typography>
      <Button component={RouterLink} to={paths.chatInbox.href()} variant="contained">
        {t('none.action')}
      </Button>
    </Box>
  );
}

/**
 * `/betogether/discussionvideo/discussion`: the call of a conversation ([10]). Opening it starts
 * the call when none goes on there, or joins the one ringing or going on; "Call again" after an
 * end starts a new session on the same address.
 */
export function CallPage() {
  const { t } = useTranslation('calls');
  const [{ c, kind, accept }, setAddress] = useUrlFilters(callAddress);
  const [session, setSession] = useState(0);

  useEffect(() => {
    if (!c) document.title = `${t('none.title')} · BeTogether`;
  }, [t, c]);

  const joined = useCallback(
    () => setAddress((current) => ({ ...current, accept: undefined }), { replace: true }),
    [setAddress],
  );
  const again = useCallback(() => {
    joined();
    setSession((count) => count + 1);
  }, [joined]);

  if (!c) return <NoConversation />;
  return (
    <CallScreen
      key={`${c}:${session}`}
      conversationId={c}
      kind={kind}
      acceptId={accept ?? null}
      onJoined={joined}
      onAgain={again}
    />
  );
}
