import { z } from 'zod';
import { textSchema } from '../common/text.schemas';
import { COIN_PACK_LIMITS, currencyDecimals, supportedCurrencies } from './payments.constants';

// Still imported from here by admin screens and lib/money-format.ts; new code takes them from
// payments.constants.ts, which keeps zod out of the browser.
export { COIN_PACK_LIMITS, currencyDecimals, supportedCurrencies } from './payments.constants';

export const currencySchema = z.enum(supportedCurrencies);
export type Currency = z.infer<typeof currencySchema>;

const packName = textSchema.trim().min(1, 'Required').max(COIN_PACK_LIMITS.nameMaxLength);
const coins = z.number().int().min(1).max(COIN_PACK_LIMITS.coinsMax);
const bonusCoins = z.number().int().min(0).max(COIN_PACK_LIMITS.bonusCoinsMax);
const priceMinor = z.number().int().min(COIN_PACK_LIMITS.priceMinorMin).max(COIN_PACK_LIMITS.priceMinorMax);
const position = z.number().int().min(0).max(COIN_PACK_LIMITS.positionMax);

/** A pack as the store shows it (`GET /api/coin-packs`: active packs, by position). */
export const coinPackSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  coins: z.number().int(),
  bonusCoins: z.number().int(),
  /** coins + bonusCoins: what the member receives. */
  totalCoins: z.number().int(),
  priceMinor: z.number().int(),
  currency: currencySchema,
  position: z.number().int(),
});
export type CoinPack = z.infer<typeof coinPackSchema>;
export const coinPacksResponseSchema = z.object({ items: z.array(coinPackSchema) });
export type CoinPacksResponse = z.infer<typeof coinPacksResponseSchema>;

/** A pack as admins see it (`GET /api/admin/coin-packs`: every pack, active or not). */
export const adminCoinPackSchema = coinPackSchema.extend({
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminCoinPack = z.infer<typeof adminCoinPackSchema>;
export const adminCoinPacksResponseSchema = z.object({ items: z.array(adminCoinPackSchema) });
export type AdminCoinPacksResponse = z.infer<typeof adminCoinPacksResponseSchema>;

/** `POST /api/admin/coin-packs` → 201 AdminCoinPack. */
export const createCoinPackBodySchema = z
  .object({
    name: packName,
    coins,
    bonusCoins: bonusCoins.default(0),
    priceMinor,
    currency: currencySchema,
    active: z.boolean().default(true),
    position: position.default(0),
  })
  .strict();
export type CreateCoinPackBody = z.input<typeof createCoinPackBodySchema>;

/**
 * `PATCH /api/admin/coin-packs/:id` → 200 AdminCoinPack. Any subset of the fields; `{ active: false }`
 * takes a pack out of the store. Past purchases keep their own snapshot of the pack.
 */
export const updateCoinPackBodySchema = z
  .object({
    name: packName,
    coins,
    bonusCoins,
    priceMinor,
    currency: currencySchema,
    active: z.boolean(),
    position,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field');
export type UpdateCoinPackBody = z.infer<typeof updateCoinPackBodySchema>;

export const coinPackParamsSchema = z.object({ id: z.uuid() });
export type CoinPackParams = z.infer<typeof coinPackParamsSchema>;

/** "4.99 EUR"-style amount from minor units, for receipts and plain pages (the web formats with Intl). */
export function formatMinor(amountMinor: number, currency: Currency): string {
  const decimals = currencyDecimals[currency];
  return `${(amountMinor / 10 ** decimals).toFixed(decimals)} ${currency}`;
}
