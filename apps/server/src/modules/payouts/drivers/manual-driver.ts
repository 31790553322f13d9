import { PAYOUT_LIMITS } from '@betogether/contracts/payouts/payouts.constants';
import { AppError } from '../../../platform/errors';
import type { PayoutDriver, PayoutState } from './payout-driver';

function refused(code: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { errors: [{ field: 'reference', message, code }] });
}

/**
 * Finance pays outside the app (a mobile-money app, the bank's website) and enters the transfer's
 * reference: nothing leaves the server, so the driver works with no account anywhere.
 */
export function createManualDriver(): PayoutDriver {
  const waiting: PayoutState = { state: 'awaiting_manual' };
  return {
    name: 'manual',
    async submit() {
      return waiting;
    },
    confirmManual(_order, reference) {
      const providerRef = reference.trim().replace(/\s+/g, ' ');
      const { referenceMinLength: min, referenceMaxLength: max } = PAYOUT_LIMITS;
      if (providerRef.length < min || providerRef.length > max)
        throw refused('reference_length', `Between ${min} and ${max} characters`);
      // Letters, digits and the punctuation banks print in references; no control characters.
      if (!/^[\p{L}\p{N} ._:/#-]+$/u.test(providerRef))
        throw refused('reference_characters', 'Letters, digits, spaces and . _ : / # - only');
      return { state: 'paid', providerRef };
    },
    // A manual payout is never handed to anyone: it waits for its person until confirmed.
    async refresh() {
      return waiting;
    },
  };
}
