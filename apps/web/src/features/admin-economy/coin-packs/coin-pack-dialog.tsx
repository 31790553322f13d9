import {
  type AdminCoinPack,
  COIN_PACK_LIMITS,
  type Currency,
  supportedCurrencies,
} from '@betogether/contracts/payments/coin-packs.schemas';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money-format';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { useSaveCoinPack } from '../api/coin-packs';
import { majorInputToMinor, parseCoinsInput } from '../coin-format';
import { CoinAmount } from '../components/coin-amount';
import { economyProblems } from '../economy-problems';
import { type CoinPackDraft, type CoinPackField, changesOf, checkCoinPack, draftOf } from './coin-pack-form';

type Props = {
  /** The pack to edit, or null to create one. */
  pack: AdminCoinPack | null;
  onClose: () => void;
};

const SERVER_FIELDS: Record<string, CoinPackField> = {
  name: 'name',
  coins: 'coins',
  bonusCoins: 'bonusCoins',
  priceMinor: 'price',
  position: 'position',
};

/** Creates or edits a coin pack; the price is typed in major units (4.99) and sent in minor units. */
export function CoinPackDialog({ pack, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-economy');
  // 'en' until i18next has picked the language (and in tests without an i18n instance).
  const language = i18n.language || 'en';
  const notify = useNotify();
  const save = useSaveCoinPack();
  const [draft, setDraft] = useState<CoinPackDraft>(() => draftOf(pack, language));
  const [shown, setShown] = useState<Partial<Record<CoinPackField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const check = checkCoinPack(draft, language);

  // Server field errors (422) next to their fields.
  const serverProblems =
    save.error instanceof ApiError
      ? Object.fromEntries(
          (save.error.problem?.errors ?? [])
            .filter((item) => SERVER_FIELDS[item.field])
            .map((item) => [SERVER_FIELDS[item.field], item.message]),
        )
      : {};

  const messageFor = (field: CoinPackField): string | undefined => {
    const problem = check.problems[field];
    if (problem && (submitted || shown[field])) {
      return t(`packs.problems.${problem}`, {
        max: COIN_PACK_LIMITS.nameMaxLength,
        coinsMax: formatCoins(COIN_PACK_LIMITS.coinsMax, language),
        bonusMax: formatCoins(COIN_PACK_LIMITS.bonusCoinsMax, language),
        priceMin: formatMoney(COIN_PACK_LIMITS.priceMinorMin, draft.currency, language),
        priceMax: formatMoney(COIN_PACK_LIMITS.priceMinorMax, draft.currency, language),
        positionMax: formatCoins(COIN_PACK_LIMITS.positionMax, language),
      });
    }
    return serverProblems[field];
  };
  const field = (name: keyof CoinPackDraft & CoinPackField) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
    onBlur: () => setShown((s) => ({ ...s, [name]: true })),
    error: Boolean(messageFor(name)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.values) return;
    const values = check.values;
    if (pack === null) {
      save.mutate(
        { id: null, body: values },
        {
          onSuccess: (created) => {
            notify(t('packs.created', { name: created.name }));
            onClose();
          },
        },
      );
      return;
    }
    const changes = changesOf(pack, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    save.mutate(
      { id: pack.id, body: changes },
      {
        onSuccess: (saved) => {
          notify(t('packs.saved', { name: saved.name }));
          onClose();
        },
      },
    );
  };

  const coins = parseCoinsInput(draft.coins, language);
  const bonus = draft.bonusCoins.trim() ? parseCoinsInput(draft.bonusCoins, language) : 0;
  const priceMinor = majorInputToMinor(draft.price, draft.currency);
  const preview = check.values && coins !== null && bonus !== null && priceMinor !== null;

  return (
    <FormDialog
      title={pack ? t('packs.editTitle', { name: pack.name }) : t('packs.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={pack ? t('packs.save') : t('packs.create')}
      cancelLabel={t('actions.cancel')}
      contentSx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        pt: '8px !important',
      }}
    >
      <TextField
        label={t('packs.fields.name')}
        required
        autoFocus
        {...field('name')}
        helperText={messageFor('name') ?? t('packs.help.name')}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: COIN_PACK_LIMITS.nameMaxLength + 10 } }}
      />
      <TextField
        label={t('packs.fields.coins')}
        required
        {...field('coins')}
        helperText={messageFor('coins') ?? t('packs.help.coins')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        label={t('packs.fields.bonusCoins')}
        {...field('bonusCoins')}
        helperText={messageFor('bonusCoins') ?? t('packs.help.bonusCoins')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        label={t('packs.fields.price')}
        required
        {...field('price')}
        helperText={messageFor('price') ?? t('packs.help.price')}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        select
        label={t('packs.fields.currency')}
        value={draft.currency}
        onChange={(event) => setDraft((d) => ({ ...d, currency: event.target.value as Currency }))}
      >
        {supportedCurrencies.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {currency}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('packs.fields.position')}
        {...field('position')}
        helperText={messageFor('position') ?? t('packs.help.position')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={draft.active}
            onChange={(event) => setDraft((d) => ({ ...d, active: event.target.checked }))}
          />
        }
        label={draft.active ? t('packs.fields.activeOn') : t('packs.fields.activeOff')}
        sx={{ alignSelf: 'center' }}
      />
      {preview && (
        <Alert severity="info" icon={false} role="status" sx={{ gridColumn: '1 / -1' }}>
          <Typography variant="body2" component="span">
            {t('packs.preview.before')}{' '}
          </Typography>
          <CoinAmount coins={(coins ?? 0) + (bonus ?? 0)} strong />{' '}
          <Typography variant="body2" component="span">
            {t('packs.preview.after', { price: formatMoney(priceMinor ?? 0, draft.currency, language) })}
          </Typography>
        </Alert>
      )}
      {save.isError &&
        !(
          save.error instanceof ApiError &&
          save.error.status === 422 &&
          Object.keys(serverProblems).length > 0
        ) && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {problemMessage(save.error, t, economyProblems)}
          </Alert>
        )}
    </FormDialog>
  );
}
