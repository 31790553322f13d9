import {
  type AdminCoinPack,
  COIN_PACK_LIMITS,
  type Currency,
  createCoinPackBodySchema,
  type UpdateCoinPackBody,
} from '@betogether/contracts/payments/coin-packs.schemas';
import { majorInputToMinor, minorToMajorInput, parseCoinsInput } from '../coin-format';

/** The pack dialog as the admin fills it: numbers as typed, the price in major units (4.99). */
export type CoinPackDraft = {
  name: string;
  coins: string;
  bonusCoins: string;
  price: string;
  currency: Currency;
  position: string;
  active: boolean;
};

export type CoinPackField = 'name' | 'coins' | 'bonusCoins' | 'price' | 'position';
type CoinPackProblem =
  | 'required'
  | 'nameTooLong'
  | 'wholeNumber'
  | 'coinsRange'
  | 'bonusRange'
  | 'priceFormat'
  | 'priceTooLow'
  | 'priceTooHigh'
  | 'positionRange';

/** What the create call sends (and, field by field, what an edit may change). */
export type CoinPackValues = {
  name: string;
  coins: number;
  bonusCoins: number;
  priceMinor: number;
  currency: Currency;
  position: number;
  active: boolean;
};

export type CoinPackCheck = {
  problems: Partial<Record<CoinPackField, CoinPackProblem>>;
  values: CoinPackValues | null;
};

export function draftOf(pack: AdminCoinPack | null, language: string): CoinPackDraft {
  if (!pack)
    return { name: '', coins: '', bonusCoins: '0', price: '', currency: 'EUR', position: '0', active: true };
  return {
    name: pack.name,
    coins: String(pack.coins),
    bonusCoins: String(pack.bonusCoins),
    price: minorToMajorInput(pack.priceMinor, pack.currency, language),
    currency: pack.currency,
    position: String(pack.position),
    active: pack.active,
  };
}

function wholeIn(text: string, language: string, min: number, max: number): number | 'format' | 'range' {
  const value = parseCoinsInput(text, language);
  if (value === null) return 'format';
  return value < min || value > max ? 'range' : value;
}

/** Checks the dialog with the contract's bounds (COIN_PACK_LIMITS), with a message per field. */
export function checkCoinPack(draft: CoinPackDraft, language: string): CoinPackCheck {
  const problems: CoinPackCheck['problems'] = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > COIN_PACK_LIMITS.nameMaxLength) problems.name = 'nameTooLong';

  const coins = draft.coins.trim() ? wholeIn(draft.coins, language, 1, COIN_PACK_LIMITS.coinsMax) : null;
  if (coins === null) problems.coins = 'required';
  else if (coins === 'format') problems.coins = 'wholeNumber';
  else if (coins === 'range') problems.coins = 'coinsRange';

  const bonus = draft.bonusCoins.trim()
    ? wholeIn(draft.bonusCoins, language, 0, COIN_PACK_LIMITS.bonusCoinsMax)
    : 0;
  if (bonus === 'format') problems.bonusCoins = 'wholeNumber';
  else if (bonus === 'range') problems.bonusCoins = 'bonusRange';

  const priceMinor = draft.price.trim() ? majorInputToMinor(draft.price, draft.currency) : undefined;
  if (priceMinor === undefined) problems.price = 'required';
  else if (priceMinor === null) problems.price = 'priceFormat';
  else if (priceMinor < COIN_PACK_LIMITS.priceMinorMin) problems.price = 'priceTooLow';
  else if (priceMinor > COIN_PACK_LIMITS.priceMinorMax) problems.price = 'priceTooHigh';

  const position = draft.position.trim()
    ? wholeIn(draft.position, language, 0, COIN_PACK_LIMITS.positionMax)
    : 0;
  if (position === 'format' || position === 'range') problems.position = 'positionRange';

  if (Object.keys(problems).length > 0) return { problems, values: null };
  const parsed = createCoinPackBodySchema.safeParse({
    name,
    coins,
    bonusCoins: bonus,
    priceMinor,
    currency: draft.currency,
    position,
    active: draft.active,
  });
  // The checks above mirror the schema; should they ever drift, the schema still decides.
  if (!parsed.success) return { problems: { name: 'required' }, values: null };
  return { problems, values: parsed.data };
}

/** Only what the edit changed (PATCH takes any subset; an edit that changed nothing sends nothing). */
export function changesOf(pack: AdminCoinPack, values: CoinPackValues): UpdateCoinPackBody {
  const changes: UpdateCoinPackBody = {};
  if (values.name !== pack.name) changes.name = values.name;
  if (values.coins !== pack.coins) changes.coins = values.coins;
  if (values.bonusCoins !== pack.bonusCoins) changes.bonusCoins = values.bonusCoins;
  if (values.priceMinor !== pack.priceMinor) changes.priceMinor = values.priceMinor;
  if (values.currency !== pack.currency) changes.currency = values.currency;
  if (values.position !== pack.position) changes.position = values.position;
  if (values.active !== pack.active) changes.active = values.active;
  return changes;
}
