import type { PayoutDestinationField } from '@betogether/contracts/payouts/payouts.constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { fieldId, type WithdrawalForm } from './use-withdrawal-form';

// How each detail is typed: the keyboard a phone shows, what the browser may fill in.
const inputs: Record<PayoutDestinationField, InputHTMLAttributes<HTMLInputElement>> = {
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 30 },
  iban: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 50 },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 },
  accountName: { autoComplete: 'name', maxLength: 100 },
};

/** The details the chosen method asks for, each checked as the server will once it is left. */
export function DestinationFields({ form }: { form: WithdrawalForm }) {
  const { t } = useTranslation('withdrawals');
  const { provider } = form;
  if (!provider) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t('destination.title')}
      </Typography>
      {provider.requiredFields.map((field) => {
        const name = `destination.${field}`;
        const error = form.errorOf(name);
        // PayPal pays to the address of the PayPal account: said so in its label.
        const label =
          field === 'email' && provider.kind === 'paypal'
            ? t('destination.paypalEmail')
            : t(`destination.${field}.label`);
        return (
          <TextInput
            key={field}
            id={fieldId(name)}
            name={name}
            label={label}
            required
            value={form.draft.destination[field] ?? ''}
            onChange={(event) => form.setDetail(field, event.target.value)}
            onBlur={() => form.touch(name)}
            error={Boolean(error)}
            helperText={error ?? t(`destination.${field}.hint`)}
            inputProps={inputs[field]}
          />
        );
      })}
    </Box>
  );
}
