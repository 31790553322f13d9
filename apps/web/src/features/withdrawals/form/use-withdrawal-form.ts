import type { PayoutDestinationField } from '@betogether/contracts/payouts/payouts.constants';
import type { PayoutDestination } from '@betogether/contracts/payouts/payouts.destination';
import type { PayoutProvider } from '@betogether/contracts/payouts/payouts.schemas';
import type { WithdrawalOverview } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import {
  checkAmount,
  checkDetails,
  coinsOf,
  formFieldsOf,
  maxCoinsFor,
  type ProviderCurrency,
  type WithdrawalDraft,
} from './withdrawal-form-rules';

/** What the form hands to the confirmation step once every field holds. */
export type ReadyWithdrawal = {
  provider: PayoutProvider;
  currency: ProviderCurrency;
  coins: number;
  destination: PayoutDestination;
};

/** The input of a form field, by the server's name of the field (`coins`, `destination.iban`). */
export const fieldId = (field: string) => `withdrawal-${field.replace('.', '-')}`;

/**
 * The withdrawal form's state: the method, the currency, the coins and the details typed; what is
 * wrong with each (said once the field is left, or once the member presses Continue); the server's
 * texts at their fields until the field changes.
 */
export function useWithdrawalForm(providers: PayoutProvider[], overview: WithdrawalOverview) {
  const { t, i18n } = useTranslation('withdrawals');
  const user = useSession().userData;
  const [providerId, setProviderId] = useState<string | null>(() =>
    providers.length === 1 ? (providers[0]?.id ?? null) : null,
  );
  const [currencyCode, setCurrencyCode] = useState<string | null>(null);
  // The account holder is most often the member: their name to start from.
  const [draft, setDraft] = useState<WithdrawalDraft>(() => ({
    coins: '',
    destination: { accountName: user ? `${user.firstName} ${user.lastName}`.trim() : '' },
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});

  // A method switched off since (the list asked again) is no longer chosen.
  const provider = providers.find((item) => item.id === providerId) ?? null;
  const currency =
    provider?.currencies.find((item) => item.currency === currencyCode) ?? provider?.currencies[0] ?? null;
  const coins = coinsOf(draft.coins);
  const available = overview.limits.availableCoins;
  const amount = provider ? checkAmount(provider, currency, coins, available) : null;
  const details = provider ? checkDetails(provider, draft) : null;
  const n = (value: number) => formatCoins(value, i18n.language);

  const localError = (field: string): string | undefined => {
    if (!provider) return undefined;
    if (field === 'coins')
      return amount?.problem
        ? t(`amount.problems.${amount.problem}`, {
            min: n(provider.minCoins),
            max: n(provider.maxCoins),
            available: n(available),
          })
        : undefined;
    const problem =
      details && !details.ok ? details.problems[field.slice(12) as PayoutDestinationField] : null;
    return problem ? t(`fieldProblems.${problem}`) : undefined;
  };

  const errorOf = (field: string): string | undefined =>
    server[field] ?? (submitted || touched.has(field) ? localError(field) : undefined);

  const forget = (field: string) =>
    setServer((was) => {
      if (!(field in was)) return was;
      const { [field]: _gone, ...rest } = was;
      return rest;
    });

  return {
    provider,
    currency,
    draft,
    coins,
    /** The figures of a valid amount in the chosen currency, as the server will record them. */
    amounts: amount?.problem === null ? amount.amounts : null,
    /** The most this method takes from this member now (the "max" button). */
    maxCoins: provider ? maxCoinsFor(provider, available) : 0,
    errorOf,

    chooseProvider(id: string) {
      setProviderId(id);
      setCurrencyCode(null);
      setServer({});
    },
    chooseCurrency(code: string) {
      setCurrencyCode(code);
      forget('coins');
    },
    setCoins(text: string) {
      setDraft((was) => ({ ...was, coins: text.replace(/\D/g, '').slice(0, 10) }));
      forget('coins');
    },
    setDetail(field: PayoutDestinationField, text: string) {
      setDraft((was) => ({ ...was, destination: { ...was.destination, [field]: text } }));
      forget(`destination.${field}`);
    },
    touch(field: string) {
      setTouched((was) => (was.has(field) ? was : new Set(was).add(field)));
    },
    /** The server's texts at their fields (a refused quote or withdrawal). */
    placeServerErrors(fields: Record<string, string>) {
      setServer((was) => ({ ...was, ...fields }));
    },

    /**
     * Every field checked: the withdrawal to confirm, or null with the first wrong field focused
     * (its text is shown, and read out by the field's description).
     */
    ready(): ReadyWithdrawal | null {
      setSubmitted(true);
      if (!provider || !currency) return null;
      const wrong = formFieldsOf(provider).find((field) => server[field] ?? localError(field));
      if (wrong || coins === null || !details?.ok) {
        if (wrong) document.getElementById(fieldId(wrong))?.focus();
        return null;
      }
      return { provider, currency, coins, destination: details.destination };
    },

    /** After a withdrawal went through: a new amount for the next one, the details kept. */
    clearAmount() {
      setDraft((was) => ({ ...was, coins: '' }));
      setSubmitted(false);
      setTouched(new Set());
      setServer({});
    },
  };
}

export type WithdrawalForm = ReturnType<typeof useWithdrawalForm>;
