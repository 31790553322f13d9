import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { printedDay, regionName } from '../admin-kyc-format';
import { Fact, Facts } from '../components/facts';
import { SectionCard } from '../components/section-card';

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Under a value of the document: what the profile says instead, when it says something else. */
function ProfileSays({ value }: { value: string }) {
  const { t } = useTranslation('admin-kyc');
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'warning.main', mt: 0.25 }}>
      <ReportProblemOutlined sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {t('document.profileSays', { value })}
      </Typography>
    </Box>
  );
}

/**
 * What the member typed from the document (the whole number: reviewers compare it with the photo),
 * each value beside what the profile says where the two differ (the profile may have changed since).
 */
export function DocumentCard({ detail }: { detail: KycDetail }) {
  const { t, i18n } = useTranslation('admin-kyc');
  const { request, profile } = detail;
  const day = (value: string) => printedDay(value, i18n.language);
  const legalName = `${request.firstName} ${request.lastName}`;
  const profileName = `${profile.firstName} ${profile.lastName}`;
  const expired = request.expiresOn <= new Date().toISOString().slice(0, 10);

  return (
    <SectionCard id="kyc-document-title" title={t('document.title')}>
      <Facts testId="kyc-document">
        <Fact term={t('fields.documentType')}>{t(`documentTypes.${request.documentType}`)}</Fact>
        <Fact term={t('fields.documentNumber')}>
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.05em', letterSpacing: '0.04em' }}>
            {request.documentNumber}
          </Box>
        </Fact>
        <Fact
          term={t('fields.country')}
          note={
            request.country !== profile.country && (
              <ProfileSays value={regionName(profile.country, i18n.language)} />
            )
          }
        >
          {regionName(request.country, i18n.language)}
        </Fact>
        <Fact term={t('fields.expiresOn')}>
          {day(request.expiresOn)}
          {expired && <Chip size="small" color="error" label={t('document.expired')} sx={{ ml: 1 }} />}
        </Fact>
        <Fact
          term={t('fields.legalName')}
          note={!same(legalName, profileName) && <ProfileSays value={profileName} />}
        >
          {legalName}
        </Fact>
        <Fact
          term={t('fields.birthDate')}
          note={request.birthDate !== profile.birthDate && <ProfileSays value={day(profile.birthDate)} />}
        >
          {day(request.birthDate)}
        </Fact>
        <Fact term={t('document.submittedAt')}>
          <RelativeTime value={request.submittedAt} />
        </Fact>
      </Facts>
    </SectionCard>
  );
}
