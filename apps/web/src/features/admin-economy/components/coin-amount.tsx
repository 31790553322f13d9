import { CoinAmount as Coins } from '@/ui/coin-amount';

type Props = {
  coins: number;
  /** Show + / − and colour credits and debits (entries); plain for amounts and balances. */
  signed?: boolean;
  strong?: boolean;
};

/** A coin amount in the back office: tabular figures, credits green and debits red when signed. */
export function CoinAmount({ coins, signed = false, strong = false }: Props) {
  const color = signed && coins > 0 ? 'success.main' : signed && coins < 0 ? 'error.main' : 'inherit';
  return (
    <Coins
      value={coins}
      signed={signed}
      iconSize={16}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 500, color }}
    />
  );
}
