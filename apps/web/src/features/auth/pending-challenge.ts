import type { ChallengeResponse } from '@betogether/contracts/auth/auth.schemas';
import { storageKeys } from '@/lib/storage-keys';

/** The code step in progress, kept per tab so that a reload of the code page keeps it. */
export type PendingChallenge = ChallengeResponse & {
  purpose: 'verify-email' | 'login';
  reason: 'registration' | 'two_factor' | 'new_device' | 'verify_email';
};

function isPendingChallenge(value: unknown): value is PendingChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.challengeId === 'string' &&
    typeof v.emailHint === 'string' &&
    typeof v.expiresAt === 'string' &&
    typeof v.resendAvailableAt === 'string' &&
    (v.purpose === 'verify-email' || v.purpose === 'login') &&
    typeof v.reason === 'string'
  );
}

export function savePendingChallenge(value: PendingChallenge): void {
  sessionStorage.setItem(storageKeys.pendingChallenge, JSON.stringify(value));
}

export function loadPendingChallenge(): PendingChallenge | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKeys.pendingChallenge) ?? 'null');
    return isPendingChallenge(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingChallenge(): void {
  sessionStorage.removeItem(storageKeys.pendingChallenge);
}
