import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { MemberLine } from '../components/member-line';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';

/**
 * Other accounts' requests with the same document number, or the same legal name and birth date:
 * each with why it matches, its state, and a link to it. Outlined in amber when there are any.
 */
export function DuplicatesCard({ duplicates }: { duplicates: KycDetail['duplicates'] }) {
  const { t } = useTranslation('admin-kyc');
  if (duplicates.length === 0)
    return (
      <SectionCard id="kyc-duplicates-title" title={t('duplicates.title')}>
        <Typography variant="body2" color="text.secondary">
          {t('duplicates.none')}
        </Typography>
      </SectionCard>
    );
  return (
    <SectionCard
      id="kyc-duplicates-title"
      title={t('duplicates.titleFound', { count: duplicates.length })}
      sx={{ outline: '2px solid', outlineColor: 'warning.main', outlineOffset: -2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('duplicates.intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {duplicates.map((duplicate) => (
          <Box
            component="li"
            key={duplicate.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              gridTemplateAreas: '"who state" "why open"',
              rowGap: 0.5,
              columnGap: 1,
              alignItems: 'center',
            }}
          >
            <Box sx={{ gridArea: 'who', minWidth: 0 }}>
              <MemberLine person={duplicate.member} />
            </Box>
            <Box sx={{ gridArea: 'state', justifySelf: 'end' }}>
              <StatusChip status={duplicate.status} />
            </Box>
            <Typography variant="body2" sx={{ gridArea: 'why', color: 'warning.main', fontWeight: 600 }}>
              {t(`duplicates.reasons.${duplicate.reason}`)}
            </Typography>
            <Link
              component={RouterLink}
              to={paths.adminKycRequest.href({ detailsKyc: duplicate.id })}
              aria-label={t('duplicates.open', { name: duplicate.member.displayName })}
              sx={{ gridArea: 'open', justifySelf: 'end' }}
            >
              {t('duplicates.openShort')}
            </Link>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
