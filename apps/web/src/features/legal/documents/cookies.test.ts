import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { document } from './cookies';

/** The name before the colon of each bullet that lists a storage item. */
function listedKeys(language: 'en' | 'fr'): string[] {
  return document[language].sections
    .flatMap((section) => section.bullets ?? [])
    .map((bullet) => /^([A-Za-z0-9]+)\s?:/u.exec(bullet)?.[1])
    .filter((key): key is string => key !== undefined);
}

describe('the cookies page', () => {
  // The page promises a complete list: a key added in the code must be described here too.
  it.each(['en', 'fr'] as const)('lists exactly what the app keeps in the browser (%s)', (language) => {
    expect(listedKeys(language).sort()).toEqual(Object.values(storageKeys).sort());
  });
});
