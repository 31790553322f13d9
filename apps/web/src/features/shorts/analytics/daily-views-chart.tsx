import type { ShortAnalytics } from '@betogether/contracts/shorts/shorts.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { intlOnce } from '@/lib/intl-cache';
import { useTranslation } from '@/lib/use-translation';
import { fullCount } from '../player/counts';
import { dailySummary } from './daily-summary';

const HEIGHT = 120;
const BAR = 10;
const GAP = 4;

/**
 * Views per day as bars, drawn in SVG (no chart library for one small chart). Screen readers get
 * the sentence under it, which the picture is labelled by; each bar also says its day on hover.
 */
export function DailyViewsChart({ daily }: { daily: ShortAnalytics['daily'] }) {
  const { t, i18n } = useTranslation('shorts');
  const summaryId = useId();
  const language = i18n.language;
  const dayFormat = intlOnce(
    'short-chart-day',
    language,
    () => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  );
  const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  const summary = dailySummary(daily);
  const highest = Math.max(1, ...daily.map((point) => point.views));
  const width = Math.max(1, daily.length) * (BAR + GAP);

  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('analytics.dailyTitle')}
      </Typography>
      {summary ? (
        <>
          <Box
            component="svg"
            role="img"
            aria-labelledby={summaryId}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            sx={{ display: 'block', width: '100%', height: HEIGHT, color: 'primary.main' }}
          >
            <line
              x1={0}
              x2={width}
              y1={HEIGHT - 0.5}
              y2={HEIGHT - 0.5}
              stroke="currentColor"
              strokeOpacity={0.3}
            />
            {daily.map((point, index) => {
              const height = Math.max(point.views > 0 ? 2 : 0, (point.views / highest) * (HEIGHT - 4));
              return (
                <rect
                  key={point.date}
                  x={index * (BAR + GAP) + GAP / 2}
                  y={HEIGHT - height}
                  width={BAR}
                  height={height}
                  rx={2}
                  fill="currentColor"
                >
                  <title>
                    {t('analytics.bar', {
                      day: day(point.date),
                      count: point.views,
                      formatted: fullCount(point.views, language),
                    })}
                  </title>
                </rect>
              );
            })}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }} aria-hidden>
            <Typography variant="caption" color="text.secondary">
              {day(summary.first)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {day(summary.last)}
            </Typography>
          </Box>
          <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('analytics.summary', {
              count: summary.days,
              total: fullCount(summary.total, language),
              best: fullCount(summary.best.views, language),
              bestDay: day(summary.best.date),
            })}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('analytics.noDays')}
        </Typography>
      )}
    </Box>
  );
}
