import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * One parameter of the address: its value from the address's text, or undefined when the text is
 * refused. A refused value is dropped rather than shown as an error: a hand-edited or old link still
 * opens the page. Values are written back as their text, trimmed.
 */
export type UrlParam<T extends string> = (raw: string) => T | undefined;

/** Text, trimmed and cut to `max` characters; `prepare` cleans it first (a leading `#`). */
export function text(options: { max?: number; prepare?: (raw: string) => string } = {}): UrlParam<string> {
  return (raw) => (options.prepare ? options.prepare(raw) : raw).trim().slice(0, options.max) || undefined;
}

/** One of a list of values (a type, a tab). */
export function oneOf<const T extends string>(values: readonly T[]): UrlParam<T> {
  return (raw) => (values.includes(raw as T) ? (raw as T) : undefined);
}

/** Trimmed text that passes a test (a whole amount, an id). */
export function matching(test: (value: string) => boolean): UrlParam<string> {
  return (raw) => {
    const value = raw.trim();
    return value && test(value) ? value : undefined;
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `[year, month, day]` of a real calendar day written YYYY-MM-DD (not 2026-02-30), or null. */
export function dayParts(value: string): [number, number, number] | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date)
    return null;
  return [year, month, date];
}

/** A real calendar day, YYYY-MM-DD. */
export const day: UrlParam<string> = (raw) => (dayParts(raw) ? raw : undefined);

type Params = Record<string, UrlParam<string>>;
type ValueOf<P> = P extends UrlParam<infer T> ? T : never;
/** What a parameter holds when the address has none: `''`, `null` or a default value (a tab). */
type Defaults<S extends Params> = { [K in keyof S]?: ValueOf<S[K]> | '' | null };

/**
 * The values of a set of parameters: those with a default always hold one (the default when the
 * address has none), the others are left out.
 */
export type UrlFilterValues<S extends Params, D extends Defaults<S>> = {
  [K in keyof S as K extends keyof D ? K : never]: ValueOf<S[K]> | D[K & keyof D];
} & { [K in keyof S as K extends keyof D ? never : K]?: ValueOf<S[K]> };

export type UrlFilters<S extends Params, D extends Defaults<S>> = {
  params: S;
  defaults: D;
  /** The values the address holds; anything refused is left out (or its default). */
  read(search: URLSearchParams): UrlFilterValues<S, D>;
  /**
   * The address with these values, keeping the parameters that are not these (the tab, …): empty
   * ones, missing ones and defaults are left out, so that the same values always give the same
   * address.
   */
  write(values: Partial<UrlFilterValues<S, D>>, current?: URLSearchParams): URLSearchParams;
  /** These parameters' values out of a larger set (the values of a page holding several lists). */
  pick(values: UrlFilterValues<S, D>): UrlFilterValues<S, D>;
};

/**
 * The state a list keeps in the address (`?type=&from=…`), so that back, forward, reload and a shared
 * link show the same list: how each parameter is read, and what it holds when absent.
 */
export function defineUrlFilters<S extends Params, const D extends Defaults<S> = Record<never, never>>(
  params: S,
  defaults: D = {} as D,
): UrlFilters<S, D> {
  const names = Object.keys(params) as Array<keyof S & string>;
  const defaultOf = (name: string): unknown => (defaults as Record<string, unknown>)[name];
  return {
    params,
    defaults,
    read(search) {
      const values: Record<string, unknown> = {};
      for (const name of names) {
        const raw = search.get(name);
        const value = raw === null ? undefined : (params[name] as UrlParam<string>)(raw);
        if (value !== undefined) values[name] = value;
        else if (name in defaults) values[name] = defaultOf(name);
      }
      return values as UrlFilterValues<S, D>;
    },
    write(values, current = new URLSearchParams()) {
      const next = new URLSearchParams(current);
      for (const name of names) {
        const value = (values as Record<string, unknown>)[name];
        const written = typeof value === 'string' ? value.trim() : '';
        if (written && written !== defaultOf(name)) next.set(name, written);
        else next.delete(name);
      }
      return next;
    },
    pick(values) {
      return Object.fromEntries(
        names
          .filter((name) => name in values)
          .map((name) => [name, (values as Record<string, unknown>)[name]]),
      ) as UrlFilterValues<S, D>;
    },
  };
}

type Update<V> = Partial<V> | ((current: V) => Partial<V>);

/**
 * A list's state in the address, as `[values, set]`. `set(values)` replaces these parameters (one
 * left out is cleared), `set((current) => ({ ...current, … }))` changes some; other parameters
 * stay. `{ replace: true }` for changes that should not each make a history entry (typing, tabs).
 */
export function useUrlFilters<S extends Params, D extends Defaults<S>>(filters: UrlFilters<S, D>) {
  const [search, setSearch] = useSearchParams();
  const values = useMemo(() => filters.read(search), [filters, search]);
  const set = useCallback(
    (update: Update<UrlFilterValues<S, D>>, options?: NavigateOptions) =>
      setSearch((current) => {
        const next = typeof update === 'function' ? update(filters.read(current)) : update;
        return filters.write(next, current);
      }, options),
    [filters, setSearch],
  );
  return [values, set] as const;
}
