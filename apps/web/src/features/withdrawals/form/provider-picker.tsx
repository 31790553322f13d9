import type { PayoutProvider } from '@betogether/contracts/payouts/payouts.schemas';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { ProviderKindIcon } from '../components/provider-kind-icon';
import { feeText } from '../components/withdrawal-format';
import { ChoiceGroup } from './choice-group';

/**
 * The payout methods as cards to pick from (a radio group: arrow keys move between them): the kind's
 * icon, the name, the fee and the smallest and largest withdrawal, all in coins.
 */
export function ProviderPicker({
  providers,
  value,
  onChange,
}: {
  providers: PayoutProvider[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('withdrawals');
  const n = (coins: number) => formatCoins(coins, i18n.language);
  return (
    <ChoiceGroup
      legend={t('form.method')}
      name="withdrawal-provider"
      value={value ?? ''}
      onChange={onChange}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {providers.map((provider) => {
        const chosen = provider.id === value;
        return (
          <Box
            component="label"
            key={provider.id}
            data-testid="withdrawal-provider"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              p: 1.25,
              pl: 0.5,
              m: 0,
              minWidth: 0,
              cursor: 'pointer',
              borderRadius: 2,
              border: 2,
              borderColor: chosen ? 'primary.main' : 'divider',
              bgcolor: chosen ? 'action.selected' : 'transparent',
              '&:hover': { borderColor: chosen ? 'primary.main' : 'text.secondary' },
              '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Radio value={provider.id} size="small" />
            <ProviderKindIcon kind={provider.kind} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{provider.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`kinds.${provider.kind}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('form.fee', { fee: feeText(provider, t, i18n.language) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('form.limits', { min: n(provider.minCoins), max: n(provider.maxCoins) })}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </ChoiceGroup>
  );
}
