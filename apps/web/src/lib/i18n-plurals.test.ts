import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every text of a language, by `namespace:dotted.key`. */
function textsOf(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') texts.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        walk(prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, inner);
  };
  for (const [file, content] of Object.entries(files)) {
    const [, lang, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lang === language) walk(`${namespace}:`, content);
  }
  return texts;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const languages = ['en', 'fr'] as const;
// A count that is not a number of things: "120/300" characters typed.
const notAQuantity = new Set(['profile:details.bioCount']);

describe('plural forms in every text', () => {
  it('gives each counted text its _one and _other forms in both languages', () => {
    const bases = languages.map(
      (language) =>
        new Set(
          [...textsOf(language).keys()]
            .filter((key) => PLURAL.test(key))
            .map((key) => key.replace(PLURAL, '')),
        ),
    );
    const missing: string[] = [];
    for (const language of languages) {
      const texts = textsOf(language);
      for (const base of new Set(bases.flatMap((set) => [...set])))
        for (const form of ['one', 'other'])
          if (!texts.has(`${base}_${form}`)) missing.push(`${language} ${base}_${form}`);
    }
    expect(missing).toEqual([]);
  });

  it('never counts without plural forms ({{count}} in a text without _one/_other)', () => {
    const unpluralised = languages.flatMap((language) =>
      [...textsOf(language)]
        .filter(([key, text]) => /\{\{count\b/.test(text) && !PLURAL.test(key) && !notAQuantity.has(key))
        .map(([key]) => `${language} ${key}`),
    );
    expect(unpluralised).toEqual([]);
  });

  it('never writes a plural as "(s)"', () => {
    const hedged = languages.flatMap((language) =>
      [...textsOf(language)].filter(([, text]) => /\w\(s\)/.test(text)).map(([key]) => `${language} ${key}`),
    );
    expect(hedged).toEqual([]);
  });

  it('says "1 abonnement", "2 abonnements" and "0 pièce" in French, "1 coin" in English', () => {
    const fr = testI18n('fr');
    const en = testI18n('en');
    expect(fr.t('friends:profile.followingCount', { count: 1 })).toBe('1 abonnement');
    expect(fr.t('friends:profile.followingCount', { count: 2 })).toBe('2 abonnements');
    expect(fr.t('landing:preview.balance', { count: 0 })).toBe('0 pièce');
    expect(fr.t('landing:preview.balance', { count: 1250 })).toMatch(/^1\s250 pièces$/);
    expect(en.t('landing:preview.toast', { count: 1 })).toBe('+1 coin');
    expect(en.t('admin-economy:adjustment.problems.overBalance', { balance: '1', count: 1 })).toBe(
      'The member has only 1 coin.',
    );
  });
});
