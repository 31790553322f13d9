import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { StatusChip } from '../components/status-chip';
import { FieldChips, ReasonQuote, useStepTitle } from '../request/request-timeline';

type Props = {
  detail: KycDetail;
  /** The decision was just made here: its title takes the focus and is read out. */
  focus: boolean;
};

/** A request no longer waiting: its state, who decided when, the reason and what was asked again. */
export function DecidedSummary({ detail, focus }: Props) {
  const { t } = useTranslation('admin-kyc');
  const titleOf = useStepTitle();
  const title = useRef<HTMLHeadingElement>(null);
  const { request } = detail;
  const step = detail.timeline.findLast((event) => event.kind === request.status);

  useEffect(() => {
    if (focus) title.current?.focus();
  }, [focus]);

  return (
    <Card component="section" aria-labelledby="kyc-decision-title" data-testid="kyc-decided">
      <CardContent sx={{ display: 'grid', gap: 1.25, justifyItems: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifySelf: 'stretch' }}>
          <Typography
            id="kyc-decision-title"
            ref={title}
            tabIndex={-1}
            variant="h4"
            component="h2"
            sx={{ outline: 'none', flexGrow: 1 }}
          >
            {t('decided.title')}
          </Typography>
          <StatusChip status={request.status} size="medium" />
        </Box>
        {step && (
          <Typography variant="body2" color="text.secondary">
            {titleOf(step)} · <RelativeTime value={step.at} />
          </Typography>
        )}
        {request.reason && <ReasonQuote reason={request.reason} />}
        {request.resubmitFields.length > 0 && <FieldChips fields={request.resubmitFields} />}
        <Typography variant="body2" color="text.secondary">
          {t(`decided.next.${request.status}`)}
        </Typography>
      </CardContent>
    </Card>
  );
}
