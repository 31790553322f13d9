import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { GoldCoin } from './gold-coin';
import { IconBadge } from './icon-badge';
import { LandingSection } from './landing-section';

type Step = { key: 'join' | 'tasks' | 'coins' | 'withdraw'; icon: ReactNode; tone?: 'coin' };

const steps: Step[] = [
  { key: 'join', icon: <MarkEmailReadIcon /> },
  { key: 'tasks', icon: <TaskAltIcon /> },
  { key: 'coins', icon: <GoldCoin size={28} />, tone: 'coin' },
  { key: 'withdraw', icon: <AccountBalanceWalletIcon /> },
];

export function EarningSteps() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="landing-earn-title" title={t('earn.title')} lead={t('earn.lead')}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step.key}
            sx={{ p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
              <IconBadge tone={step.tone}>{step.icon}</IconBadge>
              <Typography
                component="span"
                variant="h2"
                aria-hidden="true"
                sx={{ fontSize: '2.5rem', lineHeight: 1, color: 'divider', fontWeight: 800 }}
              >
                {index + 1}
              </Typography>
            </Box>
            <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.5 }}>
              {t('earn.step', { number: index + 1 })}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 0.5, mb: 1 }}>
              {t(`earn.${step.key}.title`)}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t(`earn.${step.key}.body`)}</Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
