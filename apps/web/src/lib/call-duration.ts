/** A call's length as a clock shows it: `0:42`, `12:04`, `1:02:04`. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Seconds from `from` to `to` (now when the call goes on). */
export function secondsBetween(from: string, to: string | null, now: number): number {
  return ((to ? Date.parse(to) : now) - Date.parse(from)) / 1000;
}
