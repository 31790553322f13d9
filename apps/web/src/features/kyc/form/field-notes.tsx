import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { Trans, useTranslation } from '@/lib/use-translation';
import { formatDay } from '../components/kyc-format';

/** Under a field the reviewer asked again: in the warning colour, beside its highlighted border. */
export function AskedNote() {
  const { t } = useTranslation('kyc');
  return (
    <Box component="span" sx={{ color: 'warning.main', fontWeight: 600 }}>
      {t('form.asked')}
    </Box>
  );
}

/** The outline of a field the reviewer asked again. */
export const askedOutline = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
} as const;

type MismatchField = 'firstName' | 'lastName' | 'birthDate';

export function isMismatchField(field: string): field is MismatchField {
  return field === 'firstName' || field === 'lastName' || field === 'birthDate';
}

/**
 * KYC_PROFILE_MISMATCH at its field: what the profile says, and the way to the profile settings
 * when the profile is the one that is wrong (the submission is checked against it).
 */
export function MismatchNote({ field, profileValue }: { field: MismatchField; profileValue: string }) {
  const { t, i18n } = useTranslation('kyc');
  const value = field === 'birthDate' ? formatDay(profileValue, i18n.language) : profileValue;
  return (
    <Trans
      t={t}
      i18nKey={`form.mismatch.${field}`}
      values={{ value }}
      components={{
        profile: (
          <Link component={RouterLink} to={paths.showProfile.href({ hash: 'details' })} color="inherit" />
        ),
      }}
    />
  );
}
