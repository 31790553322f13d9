import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isUnknownObject } from '@/lib/not-found-error';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError } from '@/ui/list-states';
import { RelativeTime } from '@/ui/relative-time';
import { adminKycProblems } from '../admin-kyc-problems';
import { useKycRequest } from '../api/get-kyc-request';
import { DuplicateFlag } from '../components/duplicate-flag';
import { StatusChip } from '../components/status-chip';
import { DecisionPanel } from '../decision/decision-panel';
import type { PhotoLinks } from '../photos/photo-card';
import { RequestPhotos } from '../photos/request-photos';
import { DocumentCard } from './document-card';
import { DuplicatesCard } from './duplicates-card';
import { MemberCard } from './member-card';
import { RequestSkeleton } from './request-skeleton';
import { RequestTimeline } from './request-timeline';
import { ViewsCard } from './views-card';

/** Photos coming on screen log their openings: the log is asked for once they have all settled. */
const VIEWS_REFRESH_MS = 1_500;

const column = {
  display: { xs: 'contents', lg: 'grid' },
  gap: 2,
  alignContent: 'start',
  minWidth: 0,
} as const;

/** The queue with the filters it had when a row was opened (router state), or as it opens by default. */
export type QueueReturn = { queueSearch?: string };

/**
 * `/admin_betogether/kyc/{Detailskyc}`: one request for its reviewer. The photos first, side by
 * side, with zoom, turns and a full-screen viewer; then what the document says beside the profile,
 * the member, possible duplicates and who opened the photos; the decision and the timeline beside
 * them from lg (below on a phone).
 */
export function KycRequestPage({ kycId }: { kycId: string }) {
  const { t } = useTranslation('admin-kyc');
  const location = useLocation();
  const detail = useKycRequest(kycId);
  const { refetch } = detail;
  const viewsTimer = useRef<number | undefined>(undefined);
  const queueSearch = (location.state as QueueReturn | null)?.queueSearch ?? '';

  useEffect(() => {
    document.title = `${t('request.documentTitle')} · BeTogether`;
  }, [t]);
  useEffect(() => () => window.clearTimeout(viewsTimer.current), []);

  const renew = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  const links: PhotoLinks = useMemo(
    () => ({
      version: detail.dataUpdatedAt,
      renew,
      renewFailed: detail.isRefetchError && !detail.isFetching,
      onShown: () => {
        window.clearTimeout(viewsTimer.current);
        viewsTimer.current = window.setTimeout(renew, VIEWS_REFRESH_MS);
      },
    }),
    [detail.dataUpdatedAt, detail.isRefetchError, detail.isFetching, renew],
  );

  const data = detail.data;
  const back = (
    <Button
      component={RouterLink}
      to={`${paths.adminKycQueue.href()}${queueSearch}`}
      startIcon={<ArrowBackRounded />}
      color="inherit"
      sx={{ justifySelf: 'start', ml: -1 }}
    >
      {t('request.back')}
    </Button>
  );

  if (!data)
    return (
      <Box sx={{ display: 'grid', gap: 2, px: { xs: 1, sm: 0 } }}>
        {back}
        <Typography variant="h2" component="h1">
          {t('request.title')}
        </Typography>
        {detail.isError && isUnknownObject(detail.error) ? (
          <EmptyState
            surface="outlined"
            icon={<SearchOffOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
            title={t('request.notFoundTitle')}
            body={t('request.notFoundBody')}
          />
        ) : detail.isError ? (
          <ListError
            surface="outlined"
            title={t('request.loadError')}
            message={problemMessage(detail.error, t, adminKycProblems)}
            retryLabel={t('actions.retry')}
            onRetry={() => void refetch()}
          />
        ) : (
          <RequestSkeleton label={t('request.loading')} />
        )}
      </Box>
    );

  const { request, member } = data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', px: { xs: 1, sm: 0 }, pb: 4 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {back}
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {t('request.titleOf', { name: member.displayName })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip status={request.status} />
          {data.duplicates.length > 0 && <DuplicateFlag />}
          <Typography variant="body2" color="text.secondary">
            {t(`documentTypes.${request.documentType}`)} · <RelativeTime value={request.submittedAt} />
          </Typography>
        </Box>
      </Box>
      <RequestPhotos documents={data.documents} links={links} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1.6fr) minmax(0, 1fr)' },
        }}
      >
        {/* On a phone the two columns fold into one, the decision after the duplicates. */}
        <Box sx={column}>
          <Box sx={{ order: 1, minWidth: 0 }}>
            <DocumentCard detail={data} />
          </Box>
          <Box sx={{ order: 2, minWidth: 0 }}>
            <MemberCard detail={data} />
          </Box>
          <Box sx={{ order: 3, minWidth: 0 }}>
            <DuplicatesCard duplicates={data.duplicates} />
          </Box>
          <Box sx={{ order: 5, minWidth: 0 }}>
            <ViewsCard views={data.views} />
          </Box>
        </Box>
        <Box sx={column}>
          <Box sx={{ order: 4, minWidth: 0 }}>
            <DecisionPanel detail={data} onStale={() => void refetch()} />
          </Box>
          <Box sx={{ order: 6, minWidth: 0 }}>
            <RequestTimeline timeline={data.timeline} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
