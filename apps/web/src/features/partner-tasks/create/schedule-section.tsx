import { TASK_MAX_DAYS } from '@betogether/contracts/tasks/tasks.constants';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

/** When the task runs: from its publication or a later date, until an end within a year. */
export function ScheduleSection({ form, update, errorOf }: SectionProps) {
  const { t } = useTranslation('partner-tasks');
  const id = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <FormSection title={t('form.schedule.title')} description={t('form.schedule.intro', { zone })}>
      <FormControl>
        <FormLabel id={`${id}-start`} sx={{ fontWeight: 600 }}>
          {t('form.schedule.start')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-start`}
          value={form.startMode}
          onChange={(event) => update({ startMode: event.target.value as 'now' | 'later' }, ['startsAt'])}
        >
          <FormControlLabel value="now" control={<Radio />} label={t('form.schedule.now')} />
          <FormControlLabel value="later" control={<Radio />} label={t('form.schedule.later')} />
        </RadioGroup>
      </FormControl>
      {form.startMode === 'later' && (
        <TextInput
          label={t('form.schedule.startsAt')}
          name="startsAt"
          type="datetime-local"
          shrinkLabel
          required
          value={form.startsAt}
          onChange={(event) => update({ startsAt: event.target.value }, ['startsAt'])}
          error={Boolean(errorOf('startsAt'))}
          helperText={errorOf('startsAt')}
          sx={{ maxWidth: { sm: 320 } }}
        />
      )}
      <TextInput
        label={t('form.schedule.endsAt')}
        name="endsAt"
        type="datetime-local"
        shrinkLabel
        required
        value={form.endsAt}
        onChange={(event) => update({ endsAt: event.target.value }, ['endsAt'])}
        error={Boolean(errorOf('endsAt'))}
        helperText={errorOf('endsAt') ?? t('form.schedule.endHelp', { count: TASK_MAX_DAYS })}
        sx={{ maxWidth: { sm: 320 } }}
      />
    </FormSection>
  );
}
