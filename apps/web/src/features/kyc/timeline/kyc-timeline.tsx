import type { KycEventKind } from '@betogether/contracts/kyc/kyc.constants';
import type { KycEvent } from '@betogether/contracts/kyc/kyc.schemas';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { fieldNames, formatMoment } from '../components/kyc-format';

const looks: Record<KycEventKind, { icon: typeof SendRounded; color: string }> = {
  submitted: { icon: SendRounded, color: 'primary.main' },
  approved: { icon: VerifiedRounded, color: 'success.main' },
  rejected: { icon: ErrorOutlineRounded, color: 'error.main' },
  resubmission_requested: { icon: ReportProblemOutlined, color: 'warning.main' },
  expired: { icon: EventBusyOutlined, color: 'warning.main' },
  documents_deleted: { icon: DeleteSweepOutlined, color: 'text.secondary' },
};

/**
 * The steps of the identity check, newest first (as banking apps list activity: what happened
 * last is what the member comes to read), each dated in the member's language and time zone.
 */
export function KycTimeline({ events }: { events: KycEvent[] }) {
  const { t, i18n } = useTranslation('kyc');
  const newestFirst = [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <Card component="section" aria-labelledby="kyc-timeline-title">
      <CardContent>
        <Typography id="kyc-timeline-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          {t('timeline.title')}
        </Typography>
        {newestFirst.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 3 }}>
            <HistoryRounded sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>{t('timeline.emptyTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('timeline.emptyBody')}
            </Typography>
          </Box>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="kyc-timeline">
            {newestFirst.map((event, index) => {
              const { icon: Icon, color } = looks[event.kind];
              const last = index === newestFirst.length - 1;
              return (
                <Box component="li" key={`${event.kind}-${event.at}`} sx={{ display: 'flex', gap: 1.5 }}>
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
                    <Icon sx={{ color, fontSize: 22, mt: 0.25 }} />
                    {!last && <Box sx={{ flexGrow: 1, width: 2, my: 0.5, bgcolor: 'divider' }} />}
                  </Box>
                  <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{t(`timeline.events.${event.kind}`)}</Typography>
                    <Typography variant="body2" color="text.secondary" component="p">
                      <time dateTime={event.at}>{formatMoment(event.at, i18n.language)}</time>
                    </Typography>
                    {event.reason && (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {t('status.reason', { reason: event.reason })}
                      </Typography>
                    )}
                    {event.fields.length > 0 && (
                      <Typography variant="body2">
                        {t('timeline.fields', {
                          fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                            fieldNames(event.fields, t),
                          ),
                        })}
                      </Typography>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
