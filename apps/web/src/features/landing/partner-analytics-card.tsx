import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';

// Sample figures for the illustration: a week of completions that grows towards today (gold).
const completions = [38, 52, 47, 66, 71, 89, 104];
const views = 3420;
const quizPassed = 0.86;
const weekGrowth = 0.18;
const maxCompletions = Math.max(...completions);

/** What a partner sees for a published task: completions per day, views and quiz results. */
export function PartnerAnalyticsCard() {
  const { t, i18n } = useTranslation('landing');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const growth = new Intl.NumberFormat(i18n.language, { style: 'percent', signDisplay: 'always' });
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  const days = completions.map((_, index) => weekday.format(Date.UTC(2024, 0, 1 + index)));
  const total = completions.reduce((sum, value) => sum + value, 0);

  return (
    <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 4, border: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('partners.chartTitle')}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('partners.chartPeriod')}
          </Typography>
        </Box>
        <Box
          component="span"
          sx={{
            px: 1,
            py: 0.25,
            borderRadius: 999,
            fontSize: '0.8rem',
            fontWeight: 700,
            color: 'success.main',
            border: 1,
          }}
        >
          {growth.format(weekGrowth)}
        </Box>
      </Box>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, mt: 1 }}>{number.format(total)}</Typography>
      <Box aria-hidden="true">
        <Box
          sx={{
            mt: 2,
            height: 140,
            display: 'grid',
            gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
            gap: 1.5,
            alignItems: 'end',
          }}
        >
          {completions.map((value, index) => (
            <Box
              key={days[index]}
              sx={{
                height: `${(value / maxCompletions) * 100}%`,
                borderRadius: '6px 6px 2px 2px',
                bgcolor: index === completions.length - 1 ? 'coin.main' : 'primary.main',
                opacity: index === completions.length - 1 ? 1 : 0.8,
              }}
            />
          ))}
        </Box>
        <Box sx={{ mt: 1, display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 1.5 }}>
          {days.map((day) => (
            <Typography key={day} variant="caption" sx={{ textAlign: 'center', color: 'text.secondary' }}>
              {day}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          mt: 2.5,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('partners.chartViews')}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{number.format(views)}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('partners.chartQuiz')}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{percent.format(quizPassed)}</Typography>
        </Box>
      </Box>
    </Paper>
  );
}
