import { vi } from 'vitest';

/**
 * A window `width` px wide, as far as CSS media queries are concerned (MUI's breakpoints read
 * `matchMedia`, which jsdom lacks). Undone by `vi.unstubAllGlobals()`.
 */
export function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
