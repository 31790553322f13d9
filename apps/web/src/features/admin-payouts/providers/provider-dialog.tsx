import { payoutFeeCoins } from '@betogether/contracts/payouts/payouts.amounts';
import {
  PAYOUT_LIMITS,
  type PayoutProviderKind,
  payoutCurrencies,
  payoutDestinationFields,
  payoutProviderKinds,
} from '@betogether/contracts/payouts/payouts.constants';
import type { AdminPayoutProvider } from '@betogether/contracts/payouts/payouts.schemas';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { currencyName } from '@/lib/money-format';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { adminPayoutsProblems } from '../admin-payouts-problems';
import { useCreatePayoutProvider } from '../api/create-provider';
import { useUpdatePayoutProvider } from '../api/update-provider';
import { formatBps } from '../payout-format';
import {
  changesOf,
  checkProvider,
  dialogFieldOf,
  draftOf,
  type ProviderDraft,
  type ProviderField,
  suggestedFields,
} from './provider-form';

type Props = {
  /** The provider to edit, or null to create one. */
  provider: AdminPayoutProvider | null;
  onClose: () => void;
};

const full = { gridColumn: '1 / -1' } as const;
const fullOnPhone = { gridColumn: { xs: '1 / -1', sm: 'auto' } } as const;

/** Creates or edits a payout provider: fee and limits in coins, checked as they are typed. */
export function ProviderDialog({ provider, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-payouts');
  const language = i18n.language || 'en';
  const notify = useNotify();
  const create = useCreatePayoutProvider();
  const update = useUpdatePayoutProvider();
  const save = provider ? update : create;
  const [draft, setDraft] = useState<ProviderDraft>(() => draftOf(provider));
  const [shown, setShown] = useState<Partial<Record<ProviderField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const check = checkProvider(draft);
  const currencyOptions = useMemo(() => [...payoutCurrencies()].sort(), []);

  // The server's own field errors (422) and a taken name (409), next to their fields.
  const serverProblems: Partial<Record<ProviderField, string>> = {};
  if (save.error instanceof ApiError) {
    if (save.error.code === 'PAYOUT_PROVIDER_NAME_TAKEN')
      serverProblems.name = problemMessage(save.error, t, adminPayoutsProblems);
    for (const item of save.error.problem?.errors ?? []) {
      const field = dialogFieldOf(item.field);
      if (field) serverProblems[field] ??= item.message;
    }
  }
  const atFields = Object.keys(serverProblems).length > 0;

  const messageFor = (field: ProviderField): string | undefined => {
    const problem = check.problems[field];
    if (problem && (submitted || shown[field]))
      return t(`providers.problems.${problem}`, {
        max: PAYOUT_LIMITS.nameMaxLength,
        currencies: PAYOUT_LIMITS.currenciesMax,
        coinsMax: formatCoins(PAYOUT_LIMITS.coinsMax, language),
        percentMax: formatBps(PAYOUT_LIMITS.feePercentBpsMax, language),
      });
    return serverProblems[field];
  };
  const text = (name: 'name' | 'feeFixed' | 'feePercent' | 'minCoins' | 'maxCoins') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
    onBlur: () => setShown((s) => ({ ...s, [name]: true })),
    error: Boolean(messageFor(name)),
    helperText: messageFor(name) ?? t(`providers.help.${name}`),
  });

  const changeKind = (kind: PayoutProviderKind) =>
    setDraft((d) => {
      // A new provider's details follow its kind until the admin chooses them.
      const untouched = provider === null && d.requiredFields.join() === suggestedFields[d.kind].join();
      return { ...d, kind, requiredFields: untouched ? suggestedFields[kind] : d.requiredFields };
    });
  const toggleField = (field: (typeof payoutDestinationFields)[number], on: boolean) => {
    setShown((s) => ({ ...s, requiredFields: true }));
    setDraft((d) => ({
      ...d,
      requiredFields: payoutDestinationFields.filter((f) =>
        f === field ? on : d.requiredFields.includes(f),
      ),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.values) return;
    const values = check.values;
    const done = (key: 'created' | 'saved') => (saved: AdminPayoutProvider) => {
      notify(t(`providers.${key}`, { name: saved.name }));
      onClose();
    };
    if (provider === null) return create.mutate(values, { onSuccess: done('created') });
    const changes = changesOf(provider, values);
    // An edit that changed nothing sends nothing.
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate({ id: provider.id, body: changes }, { onSuccess: done('saved') });
  };

  const preview = check.values
    ? (() => {
        const { minCoins } = check.values;
        const fee = payoutFeeCoins(check.values, minCoins);
        const coins = (count: number) => t('coinsShort', { count, formatted: formatCoins(count, language) });
        return t('providers.preview', {
          coins: coins(minCoins),
          fee: coins(fee),
          left: coins(minCoins - fee),
        });
      })()
    : null;
  const fieldsMessage = messageFor('requiredFields');

  return (
    <FormDialog
      title={provider ? t('providers.editTitle', { name: provider.name }) : t('providers.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={provider ? t('providers.save') : t('providers.create')}
      cancelLabel={t('actions.cancel')}
      maxWidth="md"
      contentSx={{
        display: 'grid',
        gap: 2,
        // Numbers side by side even on a phone: they are short, and the form stays one screen shorter.
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        pt: '8px !important',
      }}
    >
      <TextField
        label={t('providers.fields.name')}
        required
        autoFocus
        sx={fullOnPhone}
        {...text('name')}
        slotProps={{ htmlInput: { maxLength: PAYOUT_LIMITS.nameMaxLength + 10, autoComplete: 'off' } }}
      />
      <TextField
        select
        sx={fullOnPhone}
        label={t('providers.fields.kind')}
        value={draft.kind}
        onChange={(event) => changeKind(event.target.value as PayoutProviderKind)}
      >
        {payoutProviderKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        options={currencyOptions}
        value={draft.currencies}
        onChange={(_event, currencies) => {
          setShown((s) => ({ ...s, currencies: true }));
          setDraft((d) => ({ ...d, currencies }));
        }}
        getOptionLabel={(code) => `${code} · ${currencyName(code, language)}`}
        filterSelectedOptions
        autoHighlight
        sx={full}
        // Chips show the code only: the names are long ("West African CFA Franc").
        renderValue={(codes, getItemProps) =>
          codes.map((code, index) => {
            const { key, ...props } = getItemProps({ index });
            return (
              <Chip key={key} size="small" label={code} title={currencyName(code, language)} {...props} />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('providers.fields.currencies')}
            required={draft.currencies.length === 0}
            error={Boolean(messageFor('currencies'))}
            helperText={messageFor('currencies') ?? t('providers.help.currencies')}
            onBlur={() => setShown((s) => ({ ...s, currencies: true }))}
          />
        )}
      />
      <TextField
        label={t('providers.fields.feeFixed')}
        required
        {...text('feeFixed')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        label={t('providers.fields.feePercent')}
        required
        {...text('feePercent')}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        label={t('providers.fields.minCoins')}
        required
        {...text('minCoins')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        label={t('providers.fields.maxCoins')}
        required
        {...text('maxCoins')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <FormControl component="fieldset" error={Boolean(fieldsMessage)} sx={full}>
        <FormLabel component="legend">{t('providers.fields.requiredFields')}</FormLabel>
        <FormGroup row>
          {payoutDestinationFields.map((field) => (
            <FormControlLabel
              key={field}
              label={t(`fields.${field}`)}
              control={
                <Checkbox
                  checked={draft.requiredFields.includes(field)}
                  onChange={(event) => toggleField(field, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{fieldsMessage ?? t('providers.help.requiredFields')}</FormHelperText>
      </FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={draft.active}
            onChange={(event) => setDraft((d) => ({ ...d, active: event.target.checked }))}
          />
        }
        label={draft.active ? t('providers.fields.activeOn') : t('providers.fields.activeOff')}
        sx={full}
      />
      {preview && (
        <Alert severity="info" icon={false} role="status" sx={full}>
          {preview}
        </Alert>
      )}
      {save.isError && !atFields && (
        <Alert severity="error" sx={full}>
          {problemMessage(save.error, t, adminPayoutsProblems)}
        </Alert>
      )}
    </FormDialog>
  );
}
