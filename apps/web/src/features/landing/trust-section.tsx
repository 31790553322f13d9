import ShieldIcon from '@mui/icons-material/Shield';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { GoldCoin } from './gold-coin';
import { IconBadge } from './icon-badge';
import { LandingSection } from './landing-section';

const items: { key: 'ledger' | 'kyc' | 'privacy'; icon: ReactNode; tone?: 'coin' }[] = [
  { key: 'ledger', icon: <GoldCoin size={28} />, tone: 'coin' },
  { key: 'kyc', icon: <ShieldIcon /> },
  { key: 'privacy', icon: <VisibilityOffIcon /> },
];

export function TrustSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="landing-trust-title" title={t('trust.title')} surface="paper">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {items.map((item) => (
          <Box component="li" key={item.key} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <IconBadge tone={item.tone}>{item.icon}</IconBadge>
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.75 }}>
                {t(`trust.${item.key}.title`)}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t(`trust.${item.key}.body`)}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: { xs: 4, md: 6 }, textAlign: 'center', color: 'text.secondary' }}>
        {t('trust.readMore')}{' '}
        <Link
          component={RouterLink}
          to={paths.legalConfidentialityBeTogether.href()}
          sx={{ fontWeight: 600 }}
        >
          {t('trust.privacyLink')}
        </Link>
        {' · '}
        <Link component={RouterLink} to={paths.legalUserConditionBeTogether.href()} sx={{ fontWeight: 600 }}>
          {t('trust.termsLink')}
        </Link>
      </Typography>
    </LandingSection>
  );
}
