import type { WithdrawalBulkResult } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { withdrawalNumber } from '../components/withdrawal-format';
import type { WithdrawalItem } from './row-selection';

type Result = WithdrawalBulkResult['results'][number];

const icons = {
  approved: <CheckCircleOutlined color="success" />,
  first_approval: <HourglassTopOutlined color="warning" />,
  refused: <HighlightOffOutlined color="error" />,
};

/** What became of each withdrawal of a bulk approval: a count per outcome, then one line each. */
export function BulkResults({ results, items }: { results: Result[]; items: WithdrawalItem[] }) {
  const { t } = useTranslation('admin-withdrawals');
  const byId = new Map(items.map((item) => [item.id, item]));
  const count = (outcome: Result['outcome']) => results.filter((result) => result.outcome === outcome).length;
  const refusal = (code: string | null) =>
    t(`problems.${code ?? 'UNKNOWN'}`, { defaultValue: t('bulk.refusedUnknown') });

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        {(
          [
            ['approved', 'bulk.summaryApproved'],
            ['first_approval', 'bulk.summaryFirst'],
            ['refused', 'bulk.summaryRefused'],
          ] as const
        )
          .filter(([outcome]) => count(outcome) > 0)
          .map(([outcome, key]) => t(key, { count: count(outcome) }))
          .join(' · ')}
      </Typography>
      <List dense aria-label={t('bulk.resultsTitle')} data-testid="bulk-results">
        {results.map((result) => {
          const item = byId.get(result.id);
          const name = item ? withdrawalNumber(item.number) : result.id.slice(0, 8);
          return (
            <ListItem key={result.id} disableGutters data-testid="bulk-result">
              <ListItemIcon sx={{ minWidth: 36 }}>{icons[result.outcome]}</ListItemIcon>
              <ListItemText
                primary={item ? t('bulk.resultName', { number: name, username: item.member.username }) : name}
                secondary={
                  result.outcome === 'refused'
                    ? t('bulk.outcome.refused', { reason: refusal(result.code) })
                    : t(`bulk.outcome.${result.outcome}`)
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
