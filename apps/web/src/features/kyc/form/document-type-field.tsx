import { type KycDocumentType, kycDocumentTypes } from '@betogether/contracts/kyc/kyc.constants';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';

type Props = {
  value: KycDocumentType | null;
  onChange: (value: KycDocumentType) => void;
  error: ReactNode;
  /** The reviewer asks for it again: said under the choices. */
  asked: ReactNode;
};

/** Which document the member sends: it decides the photos asked for (a passport has no back). */
export function DocumentTypeField({ value, onChange, error, asked }: Props) {
  const { t } = useTranslation('kyc');
  const id = useId();
  const helper = error ?? asked;
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={`${id}-label`} sx={{ fontWeight: 600, color: 'text.primary' }}>
        {t('fields.documentType')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={helper ? `${id}-helper` : undefined}
        name="documentType"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as KycDocumentType)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        {kycDocumentTypes.map((type) => (
          <FormControlLabel key={type} value={type} control={<Radio />} label={t(`documentTypes.${type}`)} />
        ))}
      </RadioGroup>
      {helper && (
        <FormHelperText id={`${id}-helper`} sx={{ mx: 0 }}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
