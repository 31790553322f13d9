import { type Language, languages } from '@betogether/contracts/users/users.constants';
import { storageKeys } from './storage-keys';
import { type Texts, Translator } from './translator';
import { setAppTranslator } from './use-translation';

const supportedLanguages = languages;

// One JSON file per language and namespace (a namespace per feature, `common` for the shell):
// a screen loads only the texts it shows, in the language it shows.
const bundles = import.meta.glob<{ default: Texts }>('../locales/*/*.json');

async function loadTexts(language: string, namespace: string): Promise<Texts> {
  const load = bundles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  return (await load()).default;
}

let translator: Translator | null = null;

/**
 * Spec §9: the member's choice (kept in the browser and the profile) first; until there is one,
 * the browser's own preference (`fr-CA` counts as French); English when it names neither.
 */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored === 'fr' || stored === 'en') return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    const supported = supportedLanguages.find((language) => language === base);
    if (supported) return supported;
  }
  return 'en';
}

export async function initI18n(): Promise<void> {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const lng = pickLanguage(localStorage.getItem(storageKeys.language), browser);
  document.documentElement.lang = lng;
  translator = new Translator(lng, loadTexts);
  setAppTranslator(translator);
  await translator.loadNamespaces(['common']);
}

/**
 * Starts loading texts a page will ask for (app/route-preload.ts), so that its screens do not wait
 * for their JavaScript first and then for their texts.
 */
export function preloadTexts(namespaces: readonly string[]): void {
  translator?.loadNamespaces(namespaces).catch(() => undefined);
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(storageKeys.language, language);
  document.documentElement.lang = language;
  await translator?.changeLanguage(language);
}
