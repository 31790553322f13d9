import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { printedDay, regionName } from '../admin-kyc-format';
import { Fact, Facts } from '../components/facts';
import { MemberLine } from '../components/member-line';
import { SectionCard } from '../components/section-card';

/** Who sent the request, as their account says: name, @username, email (verified or not), birth date, country. */
export function MemberCard({ detail }: { detail: KycDetail }) {
  const { t, i18n } = useTranslation('admin-kyc');
  const { member, profile } = detail;
  return (
    <SectionCard id="kyc-member-title" title={t('member.title')}>
      <MemberLine
        person={member}
        size={44}
        name={
          <Link component={RouterLink} to={paths.userProfile.href({ userId: member.username })}>
            {member.displayName}
          </Link>
        }
      />
      <Facts testId="kyc-member">
        <Fact term={t('member.legalName')}>{`${profile.firstName} ${profile.lastName}`}</Fact>
        <Fact term={t('member.email')}>
          {profile.email}{' '}
          <Chip
            size="small"
            variant="outlined"
            color={profile.emailVerified ? 'success' : 'default'}
            label={t(profile.emailVerified ? 'member.emailVerified' : 'member.emailUnverified')}
            sx={{ ml: 0.5, verticalAlign: 'middle' }}
          />
        </Fact>
        <Fact term={t('fields.birthDate')}>{printedDay(profile.birthDate, i18n.language)}</Fact>
        <Fact term={t('member.country')}>{regionName(profile.country, i18n.language)}</Fact>
      </Facts>
    </SectionCard>
  );
}
