import type { KycEventKind, KycField } from '@betogether/contracts/kyc/kyc.constants';
import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { SectionCard } from '../components/section-card';

/** The dot before a step: the colour of the state it led to. */
const dot: Record<KycEventKind, string> = {
  submitted: 'info.main',
  approved: 'success.main',
  rejected: 'error.main',
  resubmission_requested: 'warning.main',
  expired: 'warning.main',
  documents_deleted: 'text.disabled',
};

type Step = KycDetail['timeline'][number];

/** What a step says: "Approved by Alex Martin", or only what happened when nobody did it (an expiry). */
export function useStepTitle() {
  const { t } = useTranslation('admin-kyc');
  return (step: Step) =>
    step.actor
      ? t(`timeline.byActor.${step.kind}`, { name: step.actor.displayName })
      : t(`timeline.kinds.${step.kind}`);
}

/** The request's steps, newest first, each with who took it, when, the reason and the fields asked again. */
export function RequestTimeline({ timeline }: { timeline: KycDetail['timeline'] }) {
  const { t } = useTranslation('admin-kyc');
  const titleOf = useStepTitle();
  return (
    <SectionCard id="kyc-timeline-title" title={t('timeline.title')}>
      <Box component="ol" data-testid="kyc-admin-timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {[...timeline].reverse().map((step) => (
          <Box
            component="li"
            key={`${step.kind}-${step.at}`}
            sx={{ display: 'grid', gridTemplateColumns: '12px minmax(0, 1fr)', columnGap: 1.5, pb: 1.5 }}
          >
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, mt: 0.6, borderRadius: '50%', bgcolor: dot[step.kind] }}
            />
            <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {titleOf(step)} · <RelativeTime value={step.at} />
              </Typography>
              {step.reason && <ReasonQuote reason={step.reason} />}
              {step.fields.length > 0 && <FieldChips fields={step.fields} />}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

/** A reviewer's reason as the member reads it: quoted, kept as typed. */
export function ReasonQuote({ reason }: { reason: string }) {
  const { t } = useTranslation('admin-kyc');
  return (
    <Typography
      component="blockquote"
      variant="body2"
      sx={{
        m: 0,
        pl: 1.25,
        borderLeft: 3,
        borderColor: 'divider',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {t('timeline.reason', { reason })}
    </Typography>
  );
}

/** What the member must send again: "To send again:" and a chip for each field. */
export function FieldChips({ fields }: { fields: readonly KycField[] }) {
  const { t } = useTranslation('admin-kyc');
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" component="span">
        {t('timeline.fieldsLabel')}
      </Typography>
      {fields.map((field) => (
        <Chip key={field} size="small" variant="outlined" label={t(`fields.${field}`)} />
      ))}
    </Box>
  );
}
