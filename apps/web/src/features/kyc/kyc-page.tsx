import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useServerEvent } from '@/lib/realtime';
import { useTranslation } from '@/lib/use-translation';
import { ListError } from '@/ui/list-states';
import { useKycState } from './api/get-kyc-state';
import { kycKeys } from './api/kyc-keys';
import { canSubmit, kycProblem } from './components/kyc-format';
import { KycSkeleton } from './components/kyc-skeleton';
import { KycForm } from './form/kyc-form';
import { KycStatusCard } from './status/kyc-status-card';
import { SubmissionSummary } from './summary/submission-summary';
import { KycTimeline } from './timeline/kyc-timeline';

/**
 * `/betogether/users/kyc`: the member's identity check. The state at the top; the form while
 * documents may be sent (never sent, refused, asked again, expired), what was sent while it is
 * checked or once verified; the timeline beside it on a wide screen, below it on a phone.
 */
export function KycPage() {
  const { t } = useTranslation('kyc');
  const state = useKycState();
  const statusTitle = useRef<HTMLHeadingElement>(null);
  const [sent, setSent] = useState(0);
  const queryClient = useQueryClient();
  // A reviewer's decision (or the document's expiry) comes as a notification: the page follows at once.
  useServerEvent('notification:new', ({ notification }) => {
    if (notification.type === 'kyc_status') void queryClient.invalidateQueries({ queryKey: kycKeys.all });
  });

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  // Once sent, the form gives way to the new state: its title takes the focus, and is read out.
  useEffect(() => {
    if (sent === 0) return;
    statusTitle.current?.focus();
    statusTitle.current?.scrollIntoView({ block: 'center' });
  }, [sent]);

  const data = state.data;
  return (
    <Box sx={{ px: { xs: 1, sm: 0 }, pb: 4 }}>
      <Typography variant="h2" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('subtitle')}
      </Typography>
      {!data && state.isError ? (
        <ListError
          title={t('loadError')}
          message={kycProblem(state.error, t)}
          retryLabel={t('actions.retry')}
          onRetry={() => void state.refetch()}
        />
      ) : !data ? (
        <KycSkeleton label={t('loading')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <KycStatusCard state={data} titleRef={statusTitle} />
            {canSubmit(data.status) ? (
              <KycForm state={data} onSent={() => setSent((n) => n + 1)} />
            ) : (
              data.request && <SubmissionSummary request={data.request} documents={data.documents} />
            )}
          </Box>
          <KycTimeline events={data.timeline} />
        </Box>
      )}
    </Box>
  );
}
