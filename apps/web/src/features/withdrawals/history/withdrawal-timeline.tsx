import type { WithdrawalEventKind } from '@betogether/contracts/withdrawals/withdrawals.constants';
import type { Withdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import BlockRounded from '@mui/icons-material/BlockRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { intlOnce } from '@/lib/intl-cache';
import { useTranslation } from '@/lib/use-translation';

const icons: Record<WithdrawalEventKind, typeof SendRounded> = {
  requested: SendRounded,
  first_approval: HowToRegOutlined,
  approved: ThumbUpAltOutlined,
  paid: DoneAllRounded,
  rejected: ErrorOutlineRounded,
  cancelled: BlockRounded,
};

// A cancellation in plain grey: nothing happened to the money but its return.
const colors: Partial<Record<WithdrawalEventKind, string>> = {
  requested: 'primary.main',
  first_approval: 'info.main',
  approved: 'info.main',
  paid: 'success.main',
  rejected: 'error.main',
};

/** The steps of a withdrawal, newest first, each dated in the member's language and time zone. */
export function WithdrawalTimeline({ events }: { events: Withdrawal['timeline'] }) {
  const { t, i18n } = useTranslation('withdrawals');
  const moment = intlOnce(
    'withdrawal-moment',
    i18n.language,
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  const newestFirst = [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <Box
      component="ol"
      data-testid="withdrawal-timeline"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1,
        borderLeft: 2,
        borderColor: 'divider',
        pl: 1.5,
      }}
    >
      {newestFirst.map((event) => {
        const Icon = icons[event.kind];
        return (
          <Box
            component="li"
            key={`${event.kind}-${event.at}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              columnGap: 1,
              alignItems: 'start',
            }}
          >
            <Icon
              aria-hidden
              sx={{ color: colors[event.kind] ?? 'text.secondary', fontSize: 20, mt: 0.25 }}
            />
            <Typography sx={{ fontWeight: 600 }}>
              {t(`timeline.${event.kind}`)}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                <time dateTime={event.at}>{moment.format(new Date(event.at))}</time>
              </Typography>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
