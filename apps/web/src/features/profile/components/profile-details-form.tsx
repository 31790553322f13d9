import type { User } from '@betogether/contracts/users/users.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useState } from 'react';
import { profileFieldError, profileFieldErrors } from '@/lib/form-rules';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CountrySelect } from '@/ui/country-select';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useEditProfile } from '../api/edit-profile';
import { SettingsSection } from './settings-section';

type Field = 'firstName' | 'lastName' | 'birthDate' | 'country' | 'bio';

export function ProfileDetailsForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const notify = useNotify();
  const edit = useEditProfile();
  const initial = {
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate,
    country: user.country,
    bio: user.bio,
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const changed = (Object.keys(values) as Field[]).some((f) => values[f] !== initial[f]);

  const message = (key: string, values: Record<string, number> = {}) => t(key, values);
  const validate = (field: Field, value: string) => profileFieldError(field, value, message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = profileFieldErrors(values, message);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    edit.mutate(values, {
      onSuccess: () => notify(t('details.saved')),
      onError: (error) => {
        setErrors(serverFieldErrors(error, t) as Partial<Record<Field, string>>);
        notify(problemMessage(error, t), 'error');
      },
    });
  };

  const text = (name: Exclude<Field, 'country'>) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setErrors((e) => ({ ...e, [name]: validate(name, values[name]) })),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return (
    <SettingsSection id="details" title={t('details.title')} description={t('details.description')}>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextInput label={t('details.firstName')} autoComplete="given-name" {...text('firstName')} />
        <TextInput label={t('details.lastName')} autoComplete="family-name" {...text('lastName')} />
        <TextInput label={t('details.birthDate')} type="date" {...text('birthDate')} shrinkLabel />
        <CountrySelect
          value={values.country}
          onChange={(country) => setValues((v) => ({ ...v, country }))}
          language={i18n.language}
          label={t('details.country')}
          error={errors.country}
        />
        <TextInput
          label={t('details.bio')}
          multiline
          minRows={3}
          {...text('bio')}
          helperText={errors.bio ?? t('details.bioCount', { count: values.bio.length })}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          inputProps={{ maxLength: 300 }}
        />
        <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button
            disabled={!changed || edit.isPending}
            onClick={() => {
              setValues(initial);
              setErrors({});
            }}
          >
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!changed || edit.isPending}>
            {edit.isPending ? t('saving') : t('save')}
          </Button>
        </Box>
      </Box>
    </SettingsSection>
  );
}
