import {
  type ProofKind,
  type ProofReviewer,
  proofKinds,
  proofReviewers,
} from '@betogether/contracts/tasks/tasks.constants';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SectionProps } from './section-props';

/** A special task: what members send as proof, and who checks it before they are paid. */
export function ProofFields({ form, update, errorOf }: SectionProps) {
  const { t } = useTranslation('partner-tasks');
  const id = useId();
  return (
    <>
      <FormControl error={Boolean(errorOf('proofKind'))}>
        <FormLabel id={`${id}-proof`} sx={{ fontWeight: 600 }}>
          {t('form.proof.kind')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-proof`}
          value={form.proofKind}
          onChange={(event) => update({ proofKind: event.target.value as ProofKind }, ['proofKind'])}
        >
          {proofKinds.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={<Radio />}
              label={
                <>
                  <Typography component="span">{t(`form.proof.kinds.${kind}`)}</Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {t(`form.proof.kindHelp.${kind}`)}
                  </Typography>
                </>
              }
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mb: 0.5 }}
            />
          ))}
        </RadioGroup>
        {errorOf('proofKind') && <FormHelperText>{errorOf('proofKind')}</FormHelperText>}
      </FormControl>
      <FormControl error={Boolean(errorOf('reviewer'))}>
        <FormLabel id={`${id}-reviewer`} sx={{ fontWeight: 600 }}>
          {t('form.proof.reviewer')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-reviewer`}
          value={form.reviewer}
          onChange={(event) => update({ reviewer: event.target.value as ProofReviewer }, ['reviewer'])}
        >
          {proofReviewers.map((reviewer) => (
            <FormControlLabel
              key={reviewer}
              value={reviewer}
              control={<Radio />}
              label={t(`form.proof.reviewers.${reviewer}`)}
            />
          ))}
        </RadioGroup>
        {errorOf('reviewer') && <FormHelperText>{errorOf('reviewer')}</FormHelperText>}
      </FormControl>
    </>
  );
}
