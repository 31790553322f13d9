import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { profileFieldError, profileFieldErrors } from '@/lib/form-rules';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { AvatarPicker } from '@/ui/avatar-picker';
import { CountrySelect } from '@/ui/country-select';
import { TextInput } from '@/ui/text-input';
import { AuthHeading } from '../components/auth-heading';
import { updateDraft, useRegisterDraft } from './register-draft';
import { RegisterStepper } from './register-stepper';

type Field = 'firstName' | 'lastName' | 'birthDate' | 'country';

/** Step 2 (/auth/multi-step-form): names, birth date, country, optional photo. */
export function ProfileStep() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const draft = useRegisterDraft();
  const [values, setValues] = useState({
    firstName: draft.firstName,
    lastName: draft.lastName,
    birthDate: draft.birthDate,
    country: draft.country,
  });
  const [avatar, setAvatar] = useState(draft.avatar);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  if (!draft.accountDone) return <Navigate to={paths.register.href()} replace />;

  // A name gets the message of what is wrong with it: missing, too long, or a character it cannot hold.
  const message = (key: string, values: Record<string, number> = {}) => t(key, values);
  const validate = (field: Field, value: string) => profileFieldError(field, value, message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = profileFieldErrors(values, message);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    updateDraft({
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      avatar,
      profileDone: true,
    });
    navigate(paths.registerReview.href());
  };

  const text = (name: Exclude<Field, 'country'>) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setErrors((e) => ({ ...e, [name]: validate(name, values[name]) })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    sx: { mb: 2 },
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <AuthHeading title={t('register.profileTitle')} subtitle={t('register.profileSubtitle')} />
      <RegisterStepper active={1} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput
          label={t('register.firstName')}
          autoComplete="given-name"
          required
          autoFocus
          {...text('firstName')}
          inputProps={{ maxLength: 60 }}
        />
        <TextInput
          label={t('register.lastName')}
          autoComplete="family-name"
          required
          {...text('lastName')}
          inputProps={{ maxLength: 60 }}
        />
      </Box>
      <TextInput
        label={t('register.birthDate')}
        type="date"
        autoComplete="bday"
        required
        {...text('birthDate')}
        helperText={errors.birthDate ?? t('register.hint.birthDate')}
        shrinkLabel
      />
      <Box sx={{ mb: 2 }}>
        <CountrySelect
          value={values.country}
          onChange={(country) => {
            setValues((v) => ({ ...v, country }));
            setErrors((e) => ({ ...e, country: undefined }));
          }}
          language={i18n.language}
          label={t('register.country')}
          required
          error={errors.country}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('register.photo')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <AvatarPicker
          value={avatar}
          fallbackLetter={values.firstName.slice(0, 1).toUpperCase() || '?'}
          onChange={(blob) => {
            if (!blob) return setAvatar(null);
            // A data URL survives a reload in the tab's draft (a Blob URL would not).
            const reader = new FileReader();
            reader.onload = () => setAvatar(typeof reader.result === 'string' ? reader.result : null);
            reader.readAsDataURL(blob);
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          size="large"
          onClick={() => navigate(paths.register.href())}
          sx={{ flex: 1 }}
        >
          {t('register.back')}
        </Button>
        <Button type="submit" variant="contained" size="large" sx={{ flex: 2 }}>
          {t('register.next')}
        </Button>
      </Box>
    </Box>
  );
}
