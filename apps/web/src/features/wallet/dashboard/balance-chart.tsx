import type { FlowCategory } from '@betogether/contracts/wallet/wallet.constants';
import type { WalletDay } from '@betogether/contracts/wallet/wallet.schemas';
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
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { chartColors, dayLabel } from './chart-format';

type Props = { days: WalletDay[] };

/** The movements of a day as bars: what came in above the zero line, what went out below it. */
const signed: Record<FlowCategory, (day: WalletDay) => number> = {
  bought: (day) => day.bought,
  earned: (day) => day.earned,
  spent: (day) => -day.spent,
  corrected: (day) => day.corrected,
};

/**
 * The last 30 days as two charts, each with its own single axis (one scale per chart, nothing
 * to misread): the balance at the end of each day, then the day's movements by category. Its
 * own chunk: @mui/x-charts loads only with the dashboard.
 */
export default function BalanceChart({ days }: Props) {
  const { t, i18n } = useTranslation('wallet');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const colors = chartColors(theme.palette.mode);
  const language = i18n.language;
  const coins = (value: number | null) => (value === null ? '' : formatCoins(value, language));
  const every = narrow ? 7 : 5;
  const last = days.length - 1;
  const xAxis = [
    {
      id: 'day',
      scaleType: 'band' as const,
      data: days.map((day) => day.date),
      valueFormatter: (value: string) => dayLabel(value, language),
      // Always the first and last day, and every few days between.
      tickLabelInterval: (_value: string, index: number) =>
        index === last || (index % every === 0 && last - index >= every / 2),
      categoryGapRatio: 0.3,
      barGapRatio: 0.1,
    },
  ];
  const yAxis = (id: string, min?: number) => [
    {
      id,
      position: 'left' as const,
      ...(min === undefined ? {} : { min }),
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
      {heading(t('chart.balanceTitle'))}
      <ChartsDataProvider
        height={narrow ? 150 : 170}
        margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
        series={[
          {
            type: 'line',
            id: 'balance',
            label: t('chart.balance'),
            data: days.map((day) => day.balance),
            color: colors.balance,
            area: true,
            curve: 'monotoneX',
            showMark: false,
            valueFormatter: coins,
          },
        ]}
        xAxis={xAxis}
        yAxis={yAxis('balance', 0)}
      >
        <ChartsWrapper>
          <ChartsSurface aria-hidden>
            <ChartsGrid horizontal />
            <AreaPlot fillOpacity={0.15} />
            <LinePlot />
            <ChartsAxisHighlight x="line" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
      {heading(t('chart.flowsTitle'))}
      <ChartsDataProvider
        height={narrow ? 190 : 210}
        margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
        series={(Object.keys(signed) as FlowCategory[]).map((category) => ({
          type: 'bar' as const,
          id: category,
          label: t(`chart.${category}`),
          data: days.map(signed[category]),
          color: colors[category],
          stack: 'flows',
          stackOffset: 'diverging' as const,
          valueFormatter: coins,
        }))}
        xAxis={xAxis}
        yAxis={yAxis('flows')}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }}>
          <ChartsLegend />
          <ChartsSurface aria-hidden>
            <ChartsGrid horizontal />
            <BarPlot borderRadius={2} />
            <ChartsReferenceLine y={0} lineStyle={{ strokeOpacity: 0.6 }} />
            <ChartsAxisHighlight x="band" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
