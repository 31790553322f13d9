import { type Language, languages } from '@betogether/contracts/users/users.constants';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from './storage-keys';

const supportedLanguages = languages;

// One JSON file per language and namespace (a namespace per feature, `common` for the shell):
// a screen loads only the texts it shows, in the language it shows.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

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
  await i18next
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      supportedLngs: [...supportedLanguages],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(storageKeys.language, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
