/** Spec §4/§9: user data, notifications and page data are reused while younger than 2 hours. */
export const CACHE_MAX_AGE_MS = 7_200_000;

export function isFresh(
  timestamp: number | null | undefined,
  now: number,
  maxAgeMs = CACHE_MAX_AGE_MS,
): boolean {
  return timestamp !== null && timestamp !== undefined && now - timestamp < maxAgeMs;
}
