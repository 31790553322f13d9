/** Time comes through here so that tests can move it (code expiry, reset links, rate windows). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function createManualClock(
  start = new Date(),
): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}
