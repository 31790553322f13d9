import type { KycStatus } from '@betogether/contracts/kyc/kyc.constants';
import type { KycState } from '@betogether/contracts/kyc/kyc.schemas';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { fieldNames, formatMoment, statusColors } from '../components/kyc-format';

const icons: Record<KycStatus, typeof LockOutlined> = {
  not_started: VerifiedUserOutlined,
  pending: HourglassTopRounded,
  approved: VerifiedRounded,
  rejected: ErrorOutlineRounded,
  resubmission_requested: ReportProblemOutlined,
  expired: EventBusyOutlined,
};

type Props = {
  state: KycState;
  /** The title: focused once a submission is sent, so the new state is read out. */
  titleRef?: Ref<HTMLHeadingElement>;
};

/** Where the identity check stands, in words, with what the member may do next. */
export function KycStatusCard({ state, titleRef }: Props) {
  const { t, i18n } = useTranslation('kyc');
  const { status, request } = state;
  const Icon = icons[status];
  const color = statusColors[status];
  const reason = request?.reason?.trim();
  const asked = status === 'resubmission_requested' ? fieldNames(request?.resubmitFields ?? [], t) : [];
  const at = (value: string | null | undefined) => (value ? formatMoment(value, i18n.language) : null);
  const when =
    status === 'pending'
      ? at(request?.submittedAt)
      : status === 'approved' || status === 'rejected' || status === 'resubmission_requested'
        ? at(request?.decidedAt)
        : null;

  return (
    <Card component="section" aria-labelledby="kyc-status-title" data-testid="kyc-status">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          sx={{
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: color === 'default' ? 'action.selected' : `${color}.main`,
            color: color === 'default' ? 'primary.main' : `${color}.contrastText`,
          }}
          aria-hidden
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography
              id="kyc-status-title"
              ref={titleRef}
              tabIndex={-1}
              variant="h3"
              component="h2"
              sx={{ outline: 'none' }}
            >
              {t(`status.${status}.title`)}
            </Typography>
            <Chip
              size="small"
              color={color}
              label={t(`statuses.${status}`)}
              aria-label={t('status.chip', { status: t(`statuses.${status}`) })}
            />
          </Box>
          {reason && (status === 'rejected' || status === 'resubmission_requested') && (
            <Typography sx={{ fontWeight: 600 }}>{t('status.reason', { reason })}</Typography>
          )}
          {asked.length > 0 && (
            <Box>
              <Typography>{t('status.resubmission_requested.asked')}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {asked.map((name) => (
                  <Typography component="li" key={name} sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
          <Typography color="text.secondary">{t(`status.${status}.body`)}</Typography>
          {status === 'not_started' && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <LockOutlined fontSize="small" color="action" aria-hidden />
              <Typography variant="body2" color="text.secondary">
                {t('status.privacy')}
              </Typography>
            </Box>
          )}
          {when && (
            <Typography variant="body2" color="text.secondary">
              {t(`status.${status}.when`, { date: when })}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
