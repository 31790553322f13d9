import type { WalletDay } from '@betogether/contracts/wallet/wallet.schemas';
import { useTheme } from '@mui/material/styles';
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
import { useTranslation } from 'react-i18next';
import { formatCoins } from '@/ui/coin-amount';
import { chartColors, dayLabel } from './chart-format';

type Props = { days: WalletDay[] };

/**
 * The last 30 days: coins earned and spent per day (bars, left axis) and the balance at the end
 * of each day (line, right axis). Its own chunk: @mui/x-charts loads only with the dashboard.
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

  return (
    <ChartsDataProvider
      height={narrow ? 240 : 300}
      margin={{ left: 4, right: 4, top: 8, bottom: 4 }}
      series={[
        {
          type: 'bar',
          id: 'earned',
          label: t('chart.earned'),
          data: days.map((day) => day.earned),
          color: colors.earned,
          yAxisId: 'flow',
          valueFormatter: coins,
        },
        {
          type: 'bar',
          id: 'spent',
          label: t('chart.spent'),
          data: days.map((day) => day.spent),
          color: colors.spent,
          yAxisId: 'flow',
          valueFormatter: coins,
        },
        {
          type: 'line',
          id: 'balance',
          label: t('chart.balance'),
          data: days.map((day) => day.balance),
          color: colors.balance,
          yAxisId: 'balance',
          curve: 'monotoneX',
          showMark: false,
          valueFormatter: coins,
        },
      ]}
      xAxis={[
        {
          id: 'day',
          scaleType: 'band',
          data: days.map((day) => day.date),
          valueFormatter: (value: string) => dayLabel(value, language),
          // Always the first and last day, and every few days between.
          tickLabelInterval: (_value, index) =>
            index === last || (index % every === 0 && last - index >= every / 2),
          categoryGapRatio: 0.3,
          barGapRatio: 0.1,
        },
      ]}
      yAxis={[
        {
          id: 'flow',
          position: 'left',
          min: 0,
          width: 48,
          valueFormatter: (value: number) => formatCoins(value, language, { compact: true }),
        },
        {
          id: 'balance',
          position: 'right',
          min: 0,
          width: 52,
          valueFormatter: (value: number) => formatCoins(value, language, { compact: true }),
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }}>
        <ChartsLegend />
        <ChartsSurface aria-hidden>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={3} />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
