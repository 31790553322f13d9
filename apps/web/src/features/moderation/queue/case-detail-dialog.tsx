import type { ModerationCaseDetail } from '@betogether/contracts/moderation/moderation.schemas';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { isUnknownObject } from '@/lib/not-found-error';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useCase } from '../api/get-case';
import { moderationProblems } from '../moderation-problems';
import { DecisionForm } from './decision-form';
import { MessageThread } from './message-thread';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function formatDate(value: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

function CaseBody({ detail }: { detail: ModerationCaseDetail }) {
  const { t, i18n } = useTranslation('moderation');
  const { content, authorStanding: standing } = detail;
  const staff = standing.role === 'moderator' || standing.role === 'admin';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section title={t('detail.content')}>
        {!content.available && <Alert severity="info">{t('detail.removed')}</Alert>}
        {detail.kind === 'message' ? (
          <MessageThread detail={detail} />
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {content.body || t('detail.noText')}
          </Typography>
        )}
        {content.pictures.length > 0 && (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
            {content.pictures.map((url, index) => (
              <Box
                key={url}
                component="img"
                src={url}
                alt={t('detail.pictureAlt', { number: index + 1 })}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary' }}>
          {content.audience && (
            <Typography variant="body2">{t('detail.audience', { audience: content.audience })}</Typography>
          )}
          {content.available && content.postId && (
            <Link component={RouterLink} to={paths.post.href({ feedId: content.postId })} variant="body2">
              {t('detail.openPost')}
            </Link>
          )}
        </Box>
      </Section>
      <Section title={t('detail.author')}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar src={detail.author.avatarUrl ?? undefined} alt="">
            {detail.author.displayName.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {detail.author.displayName} · @{detail.author.username}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('detail.standing', { warnings: standing.warnings, suspensions: standing.suspensions })}
            </Typography>
            {standing.suspendedUntil && (
              <Typography variant="body2" color="error">
                {t('detail.suspendedUntil', { date: formatDate(standing.suspendedUntil, i18n.language) })}
              </Typography>
            )}
          </Box>
        </Box>
        {staff && detail.status === 'open' && <Alert severity="info">{t('detail.staff')}</Alert>}
      </Section>
      <Section title={`${t('detail.reports')} (${detail.reportCount})`}>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {detail.reasons.map((reason) => (
            <Chip
              key={reason.reason}
              size="small"
              label={`${t(`reasons.${reason.reason}`)} · ${reason.count}`}
            />
          ))}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {detail.reports.map((report) => (
            <Box component="li" key={report.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`reasons.${report.reason}`)} · {report.reporter.displayName} ·{' '}
                {formatDate(report.createdAt, i18n.language)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {report.details || t('detail.noDetails')}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      {detail.resolution ? (
        <Section title={t('detail.resolution')}>
          <Typography>
            {detail.resolution.moderator
              ? t('detail.resolvedBy', {
                  action: t(`done.${detail.resolution.action}`),
                  name: detail.resolution.moderator.displayName,
                  date: formatDate(detail.resolution.resolvedAt, i18n.language),
                })
              : t('detail.resolvedByUnknown', {
                  action: t(`done.${detail.resolution.action}`),
                  date: formatDate(detail.resolution.resolvedAt, i18n.language),
                })}
          </Typography>
          {detail.resolution.note && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {detail.resolution.note}
            </Typography>
          )}
        </Section>
      ) : (
        <DecisionForm detail={detail} staff={staff} />
      )}
    </Box>
  );
}

/** One case: what was reported (even if removed since), the reports, the author's record, the decision. */
export function CaseDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('moderation');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const detail = useCase(id);
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('detail.title', { kind: detail.data ? t(`kind.${detail.data.kind}`) : '…' })}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isPending ? (
          <Box aria-busy="true" aria-label={t('detail.loading')}>
            <Skeleton height={80} />
            <Skeleton height={40} />
            <Skeleton height={120} />
          </Box>
        ) : detail.isError && isUnknownObject(detail.error) ? (
          // A mistyped or stale `?case=` link: no such case (not "some fields are not right").
          <Alert severity="warning">{t('problems.MODERATION_CASE_NOT_FOUND')}</Alert>
        ) : detail.isError ? (
          <RetryAlert
            message={`${t('detail.loadError')}: ${problemMessage(detail.error, t, moderationProblems)}`}
            retryLabel={t('actions.retry')}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <CaseBody detail={detail.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
