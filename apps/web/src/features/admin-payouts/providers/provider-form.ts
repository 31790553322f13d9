import { payoutLimitProblems } from '@betogether/contracts/payouts/payouts.amounts';
import {
  isPayoutCurrency,
  PAYOUT_LIMITS,
  type PayoutDestinationField,
  type PayoutProviderKind,
} from '@betogether/contracts/payouts/payouts.constants';
import type {
  AdminPayoutProvider,
  CreatePayoutProviderBody,
  UpdatePayoutProviderBody,
} from '@betogether/contracts/payouts/payouts.schemas';

/** The provider dialog as the admin fills it: numbers as typed, the percent as a percent ("1.5"). */
export type ProviderDraft = {
  kind: PayoutProviderKind;
  name: string;
  currencies: string[];
  feeFixed: string;
  feePercent: string;
  minCoins: string;
  maxCoins: string;
  requiredFields: PayoutDestinationField[];
  active: boolean;
};

export type ProviderField =
  | 'name'
  | 'currencies'
  | 'feeFixed'
  | 'feePercent'
  | 'minCoins'
  | 'maxCoins'
  | 'requiredFields';

type ProviderProblem =
  | 'required'
  | 'nameTooLong'
  | 'noCurrency'
  | 'tooManyCurrencies'
  | 'unknownCurrency'
  | 'wholeNumber'
  | 'coinsRange'
  | 'percentFormat'
  | 'percentRange'
  | 'maxBelowMin'
  | 'feeTakesMinimum'
  | 'noField';

/** What the create call sends (and, field by field, what an edit may change). */
export type ProviderValues = Required<Omit<CreatePayoutProviderBody, 'driver'>>;

export type ProviderCheck = {
  problems: Partial<Record<ProviderField, ProviderProblem>>;
  values: ProviderValues | null;
};

/** The details each kind usually asks for: a new provider starts from them. */
export const suggestedFields: Record<PayoutProviderKind, PayoutDestinationField[]> = {
  mobile_money: ['phone', 'accountName'],
  bank_transfer: ['iban', 'accountName'],
  paypal: ['email'],
  other: ['accountName'],
};

function percentText(bps: number): string {
  return (bps / 100).toString();
}

export function draftOf(provider: AdminPayoutProvider | null): ProviderDraft {
  if (!provider)
    return {
      kind: 'mobile_money',
      name: '',
      currencies: [],
      feeFixed: '0',
      feePercent: '0',
      minCoins: '',
      maxCoins: '',
      requiredFields: suggestedFields.mobile_money,
      active: true,
    };
  return {
    kind: provider.kind,
    name: provider.name,
    currencies: provider.currencies,
    feeFixed: String(provider.feeFixedCoins),
    feePercent: percentText(provider.feePercentBps),
    minCoins: String(provider.minCoins),
    maxCoins: String(provider.maxCoins),
    requiredFields: provider.requiredFields,
    active: provider.active,
  };
}

/** A whole number as people type it: "200 000", "200,000" and "200000" are one number. */
export function parseWhole(text: string): number | null {
  const digits = text.trim().replace(/[\s\u00a0\u202f,'_]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

/** "1.5" or "1,5" percent → 150 basis points; at most two decimals. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function coinsIn(text: string, min: number): number | 'required' | 'wholeNumber' | 'coinsRange' {
  if (!text.trim()) return 'required';
  const value = parseWhole(text);
  if (value === null) return 'wholeNumber';
  return value < min || value > PAYOUT_LIMITS.coinsMax ? 'coinsRange' : value;
}

/** Checks the dialog with the contract's bounds and rules, with a problem per field. */
export function checkProvider(draft: ProviderDraft): ProviderCheck {
  const problems: ProviderCheck['problems'] = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > PAYOUT_LIMITS.nameMaxLength) problems.name = 'nameTooLong';

  if (draft.currencies.length === 0) problems.currencies = 'noCurrency';
  else if (draft.currencies.length > PAYOUT_LIMITS.currenciesMax) problems.currencies = 'tooManyCurrencies';
  else if (!draft.currencies.every(isPayoutCurrency)) problems.currencies = 'unknownCurrency';

  const feeFixed = coinsIn(draft.feeFixed, 0);
  if (typeof feeFixed === 'string') problems.feeFixed = feeFixed;
  const percent = draft.feePercent.trim() ? parsePercent(draft.feePercent) : null;
  if (percent === null) problems.feePercent = draft.feePercent.trim() ? 'percentFormat' : 'required';
  else if (percent > PAYOUT_LIMITS.feePercentBpsMax) problems.feePercent = 'percentRange';
  const minCoins = coinsIn(draft.minCoins, 1);
  if (typeof minCoins === 'string') problems.minCoins = minCoins;
  const maxCoins = coinsIn(draft.maxCoins, 1);
  if (typeof maxCoins === 'string') problems.maxCoins = maxCoins;
  if (draft.requiredFields.length === 0) problems.requiredFields = 'noField';

  if (
    typeof feeFixed === 'number' &&
    typeof minCoins === 'number' &&
    typeof maxCoins === 'number' &&
    percent !== null &&
    !problems.feePercent
  ) {
    for (const { field, problem } of payoutLimitProblems({
      feeFixedCoins: feeFixed,
      feePercentBps: percent,
      minCoins,
      maxCoins,
    }))
      problems[field] = problem === 'max_below_min' ? 'maxBelowMin' : 'feeTakesMinimum';
  }

  if (Object.keys(problems).length > 0 || percent === null) return { problems, values: null };
  return {
    problems,
    values: {
      kind: draft.kind,
      name,
      currencies: draft.currencies,
      feeFixedCoins: feeFixed as number,
      feePercentBps: percent,
      minCoins: minCoins as number,
      maxCoins: maxCoins as number,
      requiredFields: draft.requiredFields,
      active: draft.active,
    },
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Only what the edit changed (PATCH takes any subset; an edit that changed nothing sends nothing). */
export function changesOf(provider: AdminPayoutProvider, values: ProviderValues): UpdatePayoutProviderBody {
  const changes: UpdatePayoutProviderBody = {};
  if (values.kind !== provider.kind) changes.kind = values.kind;
  if (values.name !== provider.name) changes.name = values.name;
  if (!sameList(values.currencies, provider.currencies)) changes.currencies = values.currencies;
  if (values.feeFixedCoins !== provider.feeFixedCoins) changes.feeFixedCoins = values.feeFixedCoins;
  if (values.feePercentBps !== provider.feePercentBps) changes.feePercentBps = values.feePercentBps;
  if (values.minCoins !== provider.minCoins) changes.minCoins = values.minCoins;
  if (values.maxCoins !== provider.maxCoins) changes.maxCoins = values.maxCoins;
  if (!sameList(values.requiredFields, provider.requiredFields))
    changes.requiredFields = values.requiredFields;
  if (values.active !== provider.active) changes.active = values.active;
  return changes;
}

/** Where a server field error belongs in the dialog (`currencies.1` → the currencies). */
export function dialogFieldOf(serverField: string): ProviderField | null {
  const head = serverField.split('.')[0];
  switch (head) {
    case 'name':
    case 'currencies':
    case 'minCoins':
    case 'maxCoins':
    case 'requiredFields':
      return head;
    case 'feeFixedCoins':
      return 'feeFixed';
    case 'feePercentBps':
      return 'feePercent';
    default:
      return null;
  }
}
