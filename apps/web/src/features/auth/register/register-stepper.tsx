import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from '@/lib/use-translation';

export function RegisterStepper({ active }: { active: 0 | 1 | 2 }) {
  const { t } = useTranslation('auth');
  return (
    <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }} aria-label={t('register.steps')}>
      {(['account', 'profile', 'conditions'] as const).map((step) => (
        <Step key={step}>
          <StepLabel>{t(`register.step.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
