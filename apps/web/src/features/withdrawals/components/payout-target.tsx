import {
  type PayoutDestinationField,
  type PayoutProviderKind,
  payoutDestinationFields,
} from '@betogether/contracts/payouts/payouts.constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { ProviderKindIcon } from './provider-kind-icon';

/** "FR76 3000 6000 …": an IBAN in groups of four, as bank statements print it. */
function shown(field: PayoutDestinationField, value: string): string {
  return field === 'iban' ? value.replace(/(.{4})(?=.)/g, '$1 ') : value;
}

/** Where the money goes, each detail with its name (the phone, the IBAN, the email, the holder). */
function DestinationLines({ destination }: { destination: Partial<Record<PayoutDestinationField, string>> }) {
  const { t } = useTranslation('withdrawals');
  const given = payoutDestinationFields.filter((field) => destination[field]);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {given.map((field) => (
        <Box key={field} sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`destination.${field}.short`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {shown(field, destination[field] ?? '')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The method that pays (its kind's icon and name) and where the money goes. */
export function PayoutTarget({
  provider,
  destination,
}: {
  provider: { kind: PayoutProviderKind; name: string };
  destination: Partial<Record<PayoutDestinationField, string>>;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <ProviderKindIcon kind={provider.kind} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{provider.name}</Typography>
        <DestinationLines destination={destination} />
      </Box>
    </Box>
  );
}
