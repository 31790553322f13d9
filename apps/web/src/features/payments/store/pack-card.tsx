import type { CoinPack } from '@betogether/contracts/payments/coin-packs.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/money-format';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { CoinIcon } from '@/ui/coin-icon';

type Props = { pack: CoinPack; disabled: boolean; onBuy: (pack: CoinPack) => void };

/** One coin pack: what the member receives (with the bonus), the price, Buy. */
export function PackCard({ pack, disabled, onBuy }: Props) {
  const { t, i18n } = useTranslation('payments');
  const price = formatMoney(pack.priceMinor, pack.currency, i18n.language);
  const total = formatCoins(pack.totalCoins, i18n.language);
  return (
    <Card
      component="article"
      aria-labelledby={`pack-${pack.id}`}
      data-testid="coin-pack"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', border: 1, borderColor: 'divider' }}
    >
      <CardContent
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
      >
        <Typography id={`pack-${pack.id}`} variant="h5" component="h3" sx={{ textAlign: 'center' }}>
          {pack.name}
        </Typography>
        <CoinIcon sx={{ fontSize: 56 }} />
        <Typography sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.1 }}>
          {t('store.totalCoins', { count: pack.totalCoins, formatted: total })}
        </Typography>
        <Box sx={{ minHeight: 24 }}>
          {pack.bonusCoins > 0 && (
            <Chip
              size="small"
              label={t('store.bonus', {
                coins: formatCoins(pack.coins, i18n.language),
                bonus: formatCoins(pack.bonusCoins, i18n.language),
              })}
              sx={{ bgcolor: 'coin.main', color: 'coin.contrastText', fontWeight: 600 }}
            />
          )}
        </Box>
        <Typography sx={{ fontSize: 20, fontWeight: 600, mt: 'auto' }} data-testid="pack-price">
          {price}
        </Typography>
        <Button
          variant="contained"
          fullWidth
          disabled={disabled}
          onClick={() => onBuy(pack)}
          aria-label={t('store.buyLabel', { name: pack.name, price })}
        >
          {t('store.buy')}
        </Button>
      </CardContent>
    </Card>
  );
}
