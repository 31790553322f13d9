import type { Analytics } from '@betogether/contracts/tasks/task-analytics.schemas';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { dayLabel } from './day-label';

type Props = { days: Analytics['days'] };

const counts = ['views', 'starts', 'completions'] as const;

/** Blue views, purple starts, green completions, gold coins: AA contrast on the card in both themes. */
function colorsOf(mode: 'light' | 'dark') {
  return mode === 'dark'
    ? { views: '#90CAF9', starts: '#CE93D8', completions: '#81C784', coinsSpent: '#F2B705' }
    : { views: '#1565C0', starts: '#6A1B9A', completions: '#2E7D32', coinsSpent: '#B88A00' };
}

/**
 * The range day by day as two charts, each with one scale (nothing to misread): people reached as
 * lines, then coins spent as bars. Its own chunk, like the wallet's chart: @mui/x-charts loads only
 * here. The picture is hidden from screen readers; the card gives them the same figures as a table.
 */
export default function DailyChart({ days }: Props) {
  const { t, i18n } = useTranslation('partner-dashboard');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const colors = colorsOf(theme.palette.mode);
  const language = i18n.language;
  const number = (value: number | null) => (value === null ? '' : formatCoins(value, language));
  const last = days.length - 1;
  const every = Math.max(1, Math.ceil(days.length / (narrow ? 5 : 10)));
  const xAxis = [
    {
      id: 'day',
      scaleType: 'band' as const,
      data: days.map((entry) => entry.day),
      valueFormatter: (value: string) => dayLabel(value, language),
      // The first and last day always, and evenly spaced ones between.
      tickLabelInterval: (_value: string, index: number) =>
        index === last || (index % every === 0 && last - index >= every / 2),
      categoryGapRatio: 0.3,
    },
  ];
  const yAxis = [
    {
      id: 'y',
      position: 'left' as const,
      min: 0,
      // Whole people and coins: no half step (0.5 shown as "1", twice).
      tickMinStep: 1,
      width: 48,
      valueFormatter: (value: number) => formatCoins(value, language, { compact: true }),
    },
  ];
  const heading = (text: string) => (
    <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
      {text}
    </Typography>
  );

  return (
    <Box>
      {heading(t('chart.reachTitle'))}
      <ChartsDataProvider
        height={narrow ? 180 : 220}
        margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
        series={counts.map((name) => ({
          type: 'line' as const,
          id: name,
          label: t(`analytics.stats.${name}`),
          data: days.map((entry) => entry[name]),
          color: colors[name],
          curve: 'monotoneX' as const,
          showMark: days.length <= 31,
          valueFormatter: number,
        }))}
        xAxis={xAxis}
        yAxis={yAxis}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }}>
          <ChartsLegend />
          <ChartsSurface aria-hidden>
            <ChartsGrid horizontal />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="line" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
      {heading(t('chart.coinsTitle'))}
      <ChartsDataProvider
        height={narrow ? 150 : 170}
        margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
        series={[
          {
            type: 'bar',
            id: 'coinsSpent',
            label: t('analytics.stats.coinsSpent'),
            data: days.map((entry) => entry.coinsSpent),
            color: colors.coinsSpent,
            valueFormatter: number,
          },
        ]}
        xAxis={xAxis}
        yAxis={yAxis}
      >
        <ChartsWrapper>
          <ChartsSurface aria-hidden>
            <ChartsGrid horizontal />
            <BarPlot borderRadius={2} />
            <ChartsAxisHighlight x="band" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
