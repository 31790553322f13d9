import { ApiError } from '@/lib/api-client';

/**
 * How many coins a refused publication lacks: the server's PARTNER_BALANCE_TOO_LOW says it in its
 * `detail` ("1,200 coins are missing"); without a number there, what the figures shown predicted.
 */
export function missingCoins(error: unknown, predicted: number | null): number | null {
  if (!(error instanceof ApiError) || error.code !== 'PARTNER_BALANCE_TOO_LOW') return null;
  const written = /\d[\d,.\s\u202f]*/.exec(error.problem?.detail ?? '')?.[0];
  const digits = written?.replace(/\D/g, '');
  if (digits) return Number(digits);
  return predicted !== null && predicted > 0 ? predicted : null;
}
