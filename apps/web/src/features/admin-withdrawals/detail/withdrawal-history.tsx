import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { exactDate } from '../components/withdrawal-format';

type Person = AdminWithdrawal['approvals'][number]['admin'];

/** Who approved (one admin, or two above the threshold) and every step, oldest first. */
export function WithdrawalHistory({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const who = (person: Person) =>
    person ? `${person.displayName} (@${person.username})` : t('detail.formerAdmin');
  return (
    <>
      <Box component="section" aria-labelledby="withdrawal-approvals">
        <Typography id="withdrawal-approvals" variant="h5" component="h3" sx={{ mb: 0.5 }}>
          {t('detail.approvals')}
        </Typography>
        {withdrawal.approvals.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('detail.noApproval')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="withdrawal-approvals">
            {withdrawal.approvals.map((approval) => (
              <Typography component="li" variant="body2" key={approval.at}>
                {t('detail.approvalLine', {
                  admin: who(approval.admin),
                  date: exactDate(approval.at, i18n.language),
                })}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="withdrawal-timeline">
        <Typography id="withdrawal-timeline" variant="h5" component="h3" sx={{ mb: 0.5 }}>
          {t('detail.timeline')}
        </Typography>
        <Box
          component="ol"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
          data-testid="withdrawal-timeline"
        >
          {withdrawal.timeline.map((event) => (
            <Box
              component="li"
              key={`${event.kind}-${event.at}`}
              sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`timeline.${event.kind}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={event.at}>{exactDate(event.at, i18n.language)}</time>
                {event.actor ? ` · ${who(event.actor)}` : ''}
              </Typography>
              {event.note && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {event.note}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
