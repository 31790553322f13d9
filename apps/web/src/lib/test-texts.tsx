import i18next, { type i18n } from 'i18next';
import common from '@/locales/en/common.json';

type Bundle = Record<string, unknown>;

/**
 * For tests: an i18next instance with the real English texts of the given namespaces (and
 * `common`), so that a test reads what a member reads and a missing key shows.
 */
export async function englishTexts(namespaces: Record<string, Bundle>): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', ...Object.keys(namespaces)],
    defaultNS: 'common',
    resources: { en: { common, ...namespaces } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
