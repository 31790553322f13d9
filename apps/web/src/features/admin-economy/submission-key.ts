import { useRef } from 'react';

/**
 * The Idempotency-Key of a money action: one key per submission, the same key again when the
 * same request is retried (after a network error or a 5xx, the server then answers the first
 * result instead of posting twice), a new key as soon as the request changes (the server refuses
 * a known key with other content) or after it succeeded.
 */
export function createSubmissionKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    /** The request went through: the next one is a new action. */
    settle(): void {
      current = null;
    },
  };
}

export type SubmissionKeys = ReturnType<typeof createSubmissionKeys>;

/** One key holder per dialog, for as long as the dialog is mounted. */
export function useSubmissionKeys(): SubmissionKeys {
  const keys = useRef<SubmissionKeys | null>(null);
  keys.current ??= createSubmissionKeys();
  return keys.current;
}
