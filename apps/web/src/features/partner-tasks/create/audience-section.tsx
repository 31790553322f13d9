import {
  TARGET_AGE_MAX,
  TARGET_AGE_MIN,
  TARGET_COUNTRIES_MAX,
} from '@betogether/contracts/tasks/tasks.constants';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CountrySelect } from '@/ui/country-select';
import { TextInput } from '@/ui/text-input';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

/** Who sees the task: countries (none: everywhere) and an age range. */
export function AudienceSection({ form, update, errorOf }: SectionProps) {
  const { t, i18n } = useTranslation('partner-tasks');
  const picker = useRef<HTMLDivElement>(null);
  // The single-country select is mounted afresh after each pick (so that it is empty again); the
  // focus goes back to it, so that a keyboard user can pick the next country at once.
  const [picks, setPicks] = useState(0);
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  useEffect(() => {
    if (picks > 0) picker.current?.querySelector('input')?.focus();
  }, [picks]);

  const add = (code: string) => {
    if (!code || form.countries.includes(code)) return;
    update((current) => ({ countries: [...current.countries, code] }), ['countries']);
    setPicks((n) => n + 1);
  };
  const remove = (code: string) =>
    update((current) => ({ countries: current.countries.filter((c) => c !== code) }), ['countries']);
  const countriesError = errorOf('countries');
  const age = (field: 'minAge' | 'maxAge') => (
    <TextInput
      label={t(`form.audience.${field}`)}
      name={field}
      inputMode="numeric"
      value={form[field]}
      onChange={(event) => update({ [field]: event.target.value }, [field])}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field) ?? t('form.audience.ageHelp', { min: TARGET_AGE_MIN, max: TARGET_AGE_MAX })}
    />
  );

  return (
    <FormSection title={t('form.audience.title')} description={t('form.audience.intro')}>
      <Box>
        <Box ref={picker}>
          <CountrySelect
            key={picks}
            value=""
            onChange={add}
            language={i18n.language}
            label={t('form.audience.addCountry')}
            name="country"
          />
        </Box>
        <Box
          component="ul"
          aria-label={t('form.audience.countries')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {form.countries.length === 0 ? (
            <Chip component="li" label={t('form.audience.everywhere')} variant="outlined" />
          ) : (
            form.countries.map((code) => (
              <Chip
                key={code}
                component="li"
                label={names.of(code) ?? code}
                onDelete={() => remove(code)}
                aria-label={t('form.audience.removeCountry', { name: names.of(code) ?? code })}
              />
            ))
          )}
        </Box>
        <FormHelperText error={Boolean(countriesError)}>
          {countriesError ?? t('form.audience.countriesHelp', { max: TARGET_COUNTRIES_MAX })}
        </FormHelperText>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
        {age('minAge')}
        {age('maxAge')}
      </Box>
    </FormSection>
  );
}
