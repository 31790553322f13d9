import { describe, expect, it, vi } from 'vitest';
import { type Texts, Translator } from './translator';

const en: Record<string, Texts> = {
  common: {
    hello: 'Hello {{name}}',
    coins_one: '{{count, number}} coin',
    coins_other: '{{count, number}} coins',
    inbox_zero: 'No messages',
    inbox_one: 'One message',
    inbox_other: '{{count}} messages',
    nested: { deep: { key: 'Deep' } },
    onlyEnglish: 'Only in English',
  },
  posts: { title: 'Posts' },
};
const fr: Record<string, Texts> = {
  common: {
    hello: 'Bonjour {{name}}',
    coins_one: '{{count, number}} pièce',
    coins_many: '{{count, number}} de pièces',
    coins_other: '{{count, number}} pièces',
  },
  posts: { title: 'Publications' },
};

function translator(language = 'en') {
  const load = vi.fn(async (lng: string, ns: string) => {
    const texts = (lng === 'fr' ? fr : en)[ns];
    if (!texts) throw new Error(`no ${lng}/${ns}`);
    return texts;
  });
  return { load, translator: new Translator(language, load) };
}

describe('Translator', () => {
  it('reads keys with values, nested paths, other namespaces and defaults', async () => {
    const { translator: i18n } = translator();
    await i18n.loadNamespaces(['common', 'posts']);
    const t = i18n.fixedT('common');
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('nested.deep.key')).toBe('Deep');
    expect(t('posts:title')).toBe('Posts');
    expect(t('title', { ns: 'posts' })).toBe('Posts');
    expect(t('missing')).toBe('missing');
    expect(t('missing', { defaultValue: '' })).toBe('');
  });

  it('picks the plural form of the language, "zero" for none, and formats numbers', async () => {
    const { translator: i18n } = translator();
    await i18n.loadNamespaces(['common']);
    expect(i18n.t('coins', { count: 1 })).toBe('1 coin');
    expect(i18n.t('coins', { count: 1250 })).toBe('1,250 coins');
    expect(i18n.t('inbox', { count: 0 })).toBe('No messages');
    expect(i18n.t('inbox', { count: 3 })).toBe('3 messages');
    await i18n.changeLanguage('fr');
    expect(i18n.t('coins', { count: 0 })).toBe('0 pièce');
    expect(i18n.t('coins', { count: 1_000_000 })).toMatch(/^1\s000\s000 de pièces$/);
    expect(i18n.t('coins', { count: 2 })).toBe('2 pièces');
  });

  it('falls back to English for a key the language lacks', async () => {
    const { translator: i18n } = translator('fr');
    await i18n.loadNamespaces(['common']);
    expect(i18n.t('hello', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
  });

  it('loads each file once, and switches language only once the texts in use are there', async () => {
    const { translator: i18n, load } = translator();
    await Promise.all([i18n.loadNamespaces(['posts']), i18n.loadNamespaces(['posts'])]);
    expect(load).toHaveBeenCalledTimes(1);
    const seen: string[] = [];
    i18n.subscribe(() => seen.push(i18n.t('posts:title')));
    const switching = i18n.changeLanguage('fr');
    expect(i18n.t('posts:title')).toBe('Posts');
    await switching;
    expect(i18n.t('posts:title')).toBe('Publications');
    expect(load.mock.calls.map(([lng, ns]) => `${lng}/${ns}`).sort()).toEqual([
      'en/common',
      'en/posts',
      'fr/common',
      'fr/posts',
    ]);
    expect(seen.at(-1)).toBe('Publications');
  });

  it('stays in its language when the new texts cannot load, and tries again later', async () => {
    const { translator: i18n, load } = translator();
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(i18n.changeLanguage('fr')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
  });
});
