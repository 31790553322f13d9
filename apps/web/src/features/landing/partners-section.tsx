import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { LandingSection } from './landing-section';
import { PartnerAnalyticsCard } from './partner-analytics-card';

const points = ['publish', 'respect', 'analytics'] as const;

export function PartnersSection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="landing-partners-title" title={t('partners.title')} lead={t('partners.lead')}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
          maxWidth: 1040,
          mx: 'auto',
        }}
      >
        <Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {points.map((point) => (
              <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckCircleIcon aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }} />
                <Typography sx={{ fontSize: '1.02rem' }}>{t(`partners.${point}`)}</Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
            {t('partners.cta')}
          </Typography>
          <Button
            variant="outlined"
            size="large"
            component={RouterLink}
            // Any account can switch to partner in its settings (the spec's change-role call).
            to={signedIn ? paths.showProfile.href() : paths.register.href()}
            sx={{ mt: 2 }}
          >
            {t('partners.button')}
          </Button>
        </Box>
        <PartnerAnalyticsCard />
      </Box>
    </LandingSection>
  );
}
