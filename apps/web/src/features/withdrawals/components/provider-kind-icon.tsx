import type { PayoutProviderKind } from '@betogether/contracts/payouts/payouts.constants';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import Box from '@mui/material/Box';

const icons: Record<PayoutProviderKind, typeof PaymentsOutlined> = {
  mobile_money: SmartphoneOutlined,
  bank_transfer: AccountBalanceOutlined,
  // PayPal pays to an email address.
  paypal: AlternateEmailOutlined,
  other: PaymentsOutlined,
};

/** The kind of a payout method as a round icon (its name says the rest, so it is decorative). */
export function ProviderKindIcon({ kind, size = 40 }: { kind: PayoutProviderKind; size?: number }) {
  const Icon = icons[kind];
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: 'action.selected',
        color: 'primary.main',
      }}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}
