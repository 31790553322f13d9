import { sidesNeeded } from '@betogether/contracts/kyc/kyc.constants';
import type { KycState } from '@betogether/contracts/kyc/kyc.schemas';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CountrySelect } from '@/ui/country-select';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { PhotoSection } from '../photos/photo-section';
import { usePhotoUploads } from '../photos/use-photo-uploads';
import { DocumentTypeField } from './document-type-field';
import { AskedNote, askedOutline, MismatchNote } from './field-notes';
import {
  askedAgain,
  carriedOver,
  initialValues,
  type KycFormField,
  type KycFormValues,
  kycFieldError,
  kycFormErrors,
  kycFormFields,
  localDay,
  submissionOf,
} from './kyc-form-rules';
import { type Refusal, useSubmitKyc } from './use-submit-kyc';

type TextField = Exclude<KycFormField, 'documentType' | 'country'>;

const sectionSx = { border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 } as const;
const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

/**
 * What the document says and its photos, checked as the member goes (a field once left, every field
 * after a first send), sent once every photo the document needs is received. What was typed stays
 * after a refusal, whose texts sit under their fields.
 */
export function KycForm({ state, onSent }: { state: KycState; onSent: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const notify = useNotify();
  const uploads = usePhotoUploads();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<KycFormValues>(() => initialValues(state));
  const [touched, setTouched] = useState<ReadonlySet<KycFormField>>(() => new Set());
  const [tried, setTried] = useState(false);
  const today = localDay(new Date());
  const translate = (key: string, options: Record<string, number> = {}) => t(key, options);

  const focus = (field: KycFormField) =>
    form.current?.querySelector<HTMLElement>(`[name="${field}"]:checked, [name="${field}"]`)?.focus();
  const firstOf = (refusal: Refusal) =>
    kycFormFields.find((field) => refusal.fields[field] || refusal.mismatch.has(field));
  const { submit, forget, refusal, sending } = useSubmitKyc(() => {
    notify(t('form.sent'));
    onSent();
  });

  const asked: ReadonlySet<string> = useMemo(
    () =>
      state.status === 'resubmission_requested' ? askedAgain(state.request?.resubmitFields ?? []) : new Set(),
    [state.status, state.request],
  );
  const kept = useMemo(() => carriedOver(state), [state]);
  const sides = values.documentType ? sidesNeeded(values.documentType) : null;
  const missingPhotos = (sides ?? []).filter(
    (side) => !kept.includes(side) && !state.drafts.some((photo) => photo.side === side),
  );
  const ready = sides !== null && missingPhotos.length === 0 && !uploads.uploading;

  const clientError = (field: KycFormField) =>
    tried || touched.has(field) ? kycFieldError(field, values, translate, today) : undefined;
  const errorOf = (field: KycFormField): ReactNode => {
    if (
      refusal.mismatch.has(field) &&
      (field === 'firstName' || field === 'lastName' || field === 'birthDate')
    )
      return <MismatchNote field={field} profileValue={state.profile[field]} />;
    return refusal.fields[field] ?? clientError(field);
  };
  const noteOf = (field: KycFormField, hint?: ReactNode) =>
    errorOf(field) ?? (asked.has(field) ? <AskedNote /> : hint);

  const update = <F extends KycFormField>(field: F, value: KycFormValues[F]) => {
    setValues((was) => ({ ...was, [field]: value }));
    forget(field);
  };
  const leave = (field: KycFormField) =>
    setTouched((was) => (was.has(field) ? was : new Set(was).add(field)));

  const text = (field: TextField, hint?: ReactNode) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    onBlur: () => leave(field),
    error: Boolean(errorOf(field)),
    helperText: noteOf(field, hint),
    sx: asked.has(field) && !errorOf(field) ? askedOutline : undefined,
    required: true,
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const errors = kycFormErrors(values, translate, today);
    const first = kycFormFields.find((field) => errors[field]);
    if (first) return focus(first);
    const body = submissionOf(values);
    if (!body || !ready) return;
    submit(body, (refused) => {
      const field = firstOf(refused);
      if (field) focus(field);
    });
  };

  const waiting = !sides
    ? t('form.typeMissing')
    : uploads.uploading
      ? t('form.uploadsRunning')
      : missingPhotos.length > 0
        ? t('form.photosMissing', { count: missingPhotos.length })
        : null;

  return (
    <Card component="section" aria-labelledby="kyc-form-title">
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Box>
          <Typography id="kyc-form-title" variant="h3" component="h2">
            {t('form.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('form.intro')}
          </Typography>
        </Box>
        <Box component="form" ref={form} onSubmit={send} noValidate sx={{ display: 'grid', gap: 3 }}>
          <Box component="fieldset" sx={sectionSx}>
            <Typography component="legend" variant="h4" sx={{ p: 0, mb: 0.5 }}>
              {t('form.documentSection')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('form.documentHint')}
            </Typography>
            <DocumentTypeField
              value={values.documentType}
              onChange={(type) => update('documentType', type)}
              error={errorOf('documentType')}
              asked={asked.has('documentType') ? <AskedNote /> : null}
            />
            <Box sx={twoColumns}>
              <Box sx={asked.has('country') ? askedOutline : undefined}>
                <CountrySelect
                  value={values.country}
                  onChange={(country) => {
                    update('country', country);
                    leave('country');
                  }}
                  language={i18n.language}
                  label={t('fields.country')}
                  error={refusal.fields.country ?? clientError('country')}
                  required
                />
                {asked.has('country') && !errorOf('country') && (
                  <Typography variant="caption" component="p" sx={{ mx: 1.75, mt: 0.5 }}>
                    <AskedNote />
                  </Typography>
                )}
              </Box>
              <TextInput
                label={t('fields.documentNumber')}
                autoComplete="off"
                spellCheck={false}
                inputProps={{ maxLength: 40, autoCapitalize: 'characters' }}
                {...text('documentNumber', t('form.numberHint'))}
              />
              <TextInput
                label={t('fields.expiresOn')}
                type="date"
                shrinkLabel
                inputProps={{ min: localDay(new Date(), 1) }}
                {...text('expiresOn')}
              />
            </Box>
          </Box>

          <Box component="fieldset" sx={sectionSx}>
            <Typography component="legend" variant="h4" sx={{ p: 0, mb: 0.5 }}>
              {t('form.nameSection')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('form.nameHint')}
            </Typography>
            <Box sx={twoColumns}>
              <TextInput label={t('fields.firstName')} autoComplete="given-name" {...text('firstName')} />
              <TextInput label={t('fields.lastName')} autoComplete="family-name" {...text('lastName')} />
              <TextInput
                label={t('fields.birthDate')}
                type="date"
                autoComplete="bday"
                shrinkLabel
                inputProps={{ max: today }}
                {...text('birthDate')}
              />
            </Box>
          </Box>

          <PhotoSection
            sides={sides}
            drafts={state.drafts}
            kept={kept}
            uploads={uploads}
            asked={asked}
            missing={refusal.missingSides}
            disabled={sending}
          />

          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {refusal.message && <Alert severity="error">{refusal.message}</Alert>}
            {sending && (
              <Box role="status">
                <LinearProgress aria-label={t('form.sending')} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('form.sending')}
                </Typography>
              </Box>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<SendRounded />}
                disabled={!ready}
                loading={sending}
                aria-describedby={waiting ? 'kyc-send-waiting' : undefined}
              >
                {t('form.send')}
              </Button>
              {waiting && (
                <Typography id="kyc-send-waiting" variant="body2" color="text.secondary">
                  {waiting}
                </Typography>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('form.privacy')}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
