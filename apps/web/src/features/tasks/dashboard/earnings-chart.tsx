import type { TaskDashboard } from '@betogether/contracts/tasks/task-play.schemas';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { dayLabel } from './day-label';

type Props = { days: TaskDashboard['days'] };

/**
 * Coins earned from tasks, one bar a day, drawn the way the coins dashboard draws its chart
 * (@mui/x-charts composed by hand, in its own chunk). Gold: these are coins.
 */
export default function EarningsChart({ days }: Props) {
  const { t, i18n } = useTranslation('tasks');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const language = i18n.language;
  const every = narrow ? 7 : 5;
  const last = days.length - 1;
  return (
    <ChartsDataProvider
      height={narrow ? 180 : 220}
      margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
      series={[
        {
          type: 'bar',
          id: 'coins',
          label: t('dashboard.chart.coins'),
          data: days.map((day) => day.coins),
          color: theme.palette.mode === 'dark' ? '#F2B705' : '#B88A00',
          valueFormatter: (value: number | null) => (value === null ? '' : formatCoins(value, language)),
        },
      ]}
      xAxis={[
        {
          id: 'day',
          scaleType: 'band',
          data: days.map((day) => day.day),
          valueFormatter: (value: string) => dayLabel(value, language),
          tickLabelInterval: (_value: string, index: number) =>
            index === last || (index % every === 0 && last - index >= every / 2),
          categoryGapRatio: 0.3,
        },
      ]}
      yAxis={[
        {
          id: 'coins',
          position: 'left',
          min: 0,
          // Whole coins: no half step (0.5 shown as "1", twice).
          tickMinStep: 1,
          width: 48,
          valueFormatter: (value: number) => formatCoins(value, language, { compact: true }),
        },
      ]}
    >
      <ChartsWrapper>
        <ChartsSurface aria-hidden>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={3} />
          <ChartsAxisHighlight x="band" />
          <ChartsAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
