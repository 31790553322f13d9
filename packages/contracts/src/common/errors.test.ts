import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErrorCatalogue } from './common.errors';

// Every feature's catalogue, found by file name.
const src = path.resolve(import.meta.dirname, '..');
const catalogues = await Promise.all(
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.errors.ts'))
    .map(async (file) => {
      const exports = (await import(path.join(src, file))) as Record<string, ErrorCatalogue>;
      return { file, codes: Object.values(exports).flatMap((catalogue) => Object.entries(catalogue)) };
    }),
);

describe('error codes', () => {
  it('belong to one feature each', () => {
    const owners = new Map<string, string[]>();
    for (const { file, codes } of catalogues)
      for (const [code] of codes) owners.set(code, [...(owners.get(code) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(owners.size).toBeGreaterThan(20);
  });

  it('are SCREAMING_SNAKE with an error status and a title', () => {
    const wrong = catalogues.flatMap(({ codes }) =>
      codes.filter(
        ([code, entry]) =>
          !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code) ||
          entry.status < 400 ||
          entry.status > 599 ||
          entry.title.trim() === '',
      ),
    );
    expect(wrong).toEqual([]);
  });
});
