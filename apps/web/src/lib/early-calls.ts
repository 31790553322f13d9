/**
 * Calls started before the page's JavaScript has loaded (app/route-preload.ts): the first API
 * answers of a signed-in page arrive while its screen's chunks download, instead of after. The
 * screen's own call, for the same address, takes the answer in flight once; later calls go out.
 */
type Early = { promise: Promise<Response>; at: number };
const early = new Map<string, Early>();
/** An early answer older than this is not reused (the screen came too late: ask again). */
const MAX_AGE_MS = 10_000;

export function keepEarly(path: string, start: () => Promise<Response>): void {
  if (early.has(path)) return;
  const promise = start();
  // A failure is the screen's own call to report: it asks again.
  promise.catch(() => early.delete(path));
  early.set(path, { promise, at: Date.now() });
}

/** The early answer for a GET of `path`, once; undefined when none (or too old). */
export function takeEarly(
  path: string,
  method: string | undefined,
  now = Date.now(),
): Promise<Response> | undefined {
  if ((method ?? 'GET') !== 'GET') return undefined;
  const found = early.get(path);
  if (!found) return undefined;
  early.delete(path);
  return now - found.at <= MAX_AGE_MS ? found.promise : undefined;
}
