import type { Language } from '@betogether/contracts/users/users.constants';
import i18next, { type i18n, type Resource } from 'i18next';

// The real texts, every namespace of both languages, loaded at once: a screen reads what a member
// reads, and a misspelt key shows as the key (so the test looking for the text fails).
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Resource = {};
for (const [file, texts] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] = { ...resources[language], [namespace]: texts };
}

/** An i18next instance with the app's settings (lib/i18n.ts), ready at once in this language. */
export function testI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    supportedLngs: ['en', 'fr'],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
