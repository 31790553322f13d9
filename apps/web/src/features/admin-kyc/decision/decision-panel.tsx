import {
  KYC_REASON_MAX,
  type KycDecision,
  type KycField,
  kycDecisions,
  kycFields,
} from '@betogether/contracts/kyc/kyc.constants';
import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { adminKycProblems } from '../admin-kyc-problems';
import { useDecideKyc } from '../api/decide-kyc';
import { ConfirmDecisionDialog } from './confirm-decision-dialog';
import { DecidedSummary } from './decided-summary';
import { type DecisionDraft, decisionBody, decisionProblems, emptyDraft } from './decision-rules';

type Props = {
  detail: KycDetail;
  /** Asks for the request again (another admin decided it meanwhile). */
  onStale: () => void;
};

/**
 * The reviewer's decision on a waiting request: approve, reject with a reason, or ask again for
 * chosen fields with a reason. Checked as it is made, said once more in a dialog, then sent once
 * with an Idempotency-Key (a retry after a lost answer is the same decision, not a second one).
 * A decided request shows what was decided instead.
 */
export function DecisionPanel({ detail, onStale }: Props) {
  const { t } = useTranslation('admin-kyc');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const decide = useDecideKyc();
  const [draft, setDraft] = useState<DecisionDraft>(emptyDraft);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [decidedHere, setDecidedHere] = useState(false);
  const { request, member } = detail;

  if (request.status !== 'pending') return <DecidedSummary detail={detail} focus={decidedHere} />;

  const problems = tried ? decisionProblems(draft) : {};
  const body = decisionBody(draft);
  const reasonLength = draft.reason.trim().length;
  const update = (patch: Partial<DecisionDraft>) => setDraft((was) => ({ ...was, ...patch }));
  const toggle = (field: KycField, on: boolean) =>
    update({
      fields: on
        ? kycFields.filter((f) => f === field || draft.fields.includes(f))
        : draft.fields.filter((f) => f !== field),
    });

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (body) setConfirming(true);
  };
  const send = () => {
    if (!body || decide.isPending) return;
    decide.mutate(
      { kycId: request.id, body, idempotencyKey: keys.keyFor({ kycId: request.id, body }) },
      {
        onSuccess: () => {
          keys.settle();
          setConfirming(false);
          setDecidedHere(true);
          notify(t(`decision.done.${body.decision}`, { name: member.displayName }));
        },
        onError: (error) => {
          if (!isRetryableError(error)) keys.settle();
          // Decided meanwhile (another admin, another tab): the page shows that decision.
          if (error instanceof ApiError && error.code === 'KYC_STATE_CONFLICT') {
            setConfirming(false);
            notify(problemMessage(error, t, adminKycProblems), 'error');
            onStale();
          }
        },
      },
    );
  };
  const close = () => {
    if (decide.isPending) return;
    decide.reset();
    setConfirming(false);
  };

  return (
    <Card component="section" aria-labelledby="kyc-decision-title">
      <CardContent>
        <Box component="form" onSubmit={review} noValidate sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography id="kyc-decision-title" variant="h4" component="h2">
              {t('decision.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('decision.intro')}
            </Typography>
          </Box>
          <FormControl error={Boolean(problems.decision)} required disabled={decide.isPending}>
            <FormLabel id="kyc-decision-choice" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {t('decision.choice')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="kyc-decision-choice"
              name="decision"
              value={draft.decision ?? ''}
              onChange={(event) => update({ decision: event.target.value as KycDecision })}
            >
              {kycDecisions.map((decision) => (
                <FormControlLabel
                  key={decision}
                  value={decision}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <Box sx={{ pt: 0.75 }}>
                      <Typography sx={{ fontWeight: 600 }}>
                        {t(`decision.options.${decision}.label`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`decision.options.${decision}.help`)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {problems.decision && <FormHelperText>{t('decision.problems.choose')}</FormHelperText>}
          </FormControl>

          {draft.decision === 'resubmit' && (
            <FormControl component="fieldset" error={Boolean(problems.fields)} disabled={decide.isPending}>
              <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {t('decision.fields')}
              </FormLabel>
              <FormGroup
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                {kycFields.map((field) => (
                  <FormControlLabel
                    key={field}
                    label={t(`fields.${field}`)}
                    control={
                      <Checkbox
                        name="fields"
                        value={field}
                        checked={draft.fields.includes(field)}
                        onChange={(event) => toggle(field, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {problems.fields && <FormHelperText>{t('decision.problems.fields')}</FormHelperText>}
            </FormControl>
          )}

          {(draft.decision === 'reject' || draft.decision === 'resubmit') && (
            <TextField
              name="reason"
              label={t('decision.reason')}
              value={draft.reason}
              onChange={(event) => update({ reason: event.target.value })}
              required
              multiline
              minRows={3}
              disabled={decide.isPending}
              error={Boolean(problems.reason)}
              helperText={
                problems.reason
                  ? t(`decision.problems.${problems.reason}`, { max: KYC_REASON_MAX })
                  : t('decision.reasonHelp', { typed: reasonLength, max: KYC_REASON_MAX })
              }
              slotProps={{ htmlInput: { maxLength: KYC_REASON_MAX } }}
            />
          )}

          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={decide.isPending}
              color={
                draft.decision === 'reject' ? 'error' : draft.decision === 'resubmit' ? 'warning' : 'primary'
              }
            >
              {t(draft.decision ? `decision.continue.${draft.decision}` : 'decision.continueAny')}
            </Button>
          </Box>
        </Box>
      </CardContent>
      {confirming && body && (
        <ConfirmDecisionDialog
          member={member}
          body={body}
          pending={decide.isPending}
          problem={decide.isError ? problemMessage(decide.error, t, adminKycProblems) : null}
          onConfirm={send}
          onClose={close}
        />
      )}
    </Card>
  );
}
