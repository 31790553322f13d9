import { CoinAmount } from '@/ui/coin-amount';

/** A coin amount in the back office: the gold coin, tabular figures. */
export function Coins({ value, strong = false }: { value: number; strong?: boolean }) {
  return (
    <CoinAmount
      value={value}
      iconSize={16}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 500 }}
    />
  );
}
